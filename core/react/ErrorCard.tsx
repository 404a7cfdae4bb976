import { Button, Result } from 'antd';

export interface ErrorCardProps {
  /** Who failed: a plugin id, or the workbench itself. */
  source: string;
  error: unknown;
  onRetry?: () => void;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '未知错误';
}

/** A small card in place of a failed page, so the user never faces a blank screen. */
export function ErrorCard({ source, error, onRetry }: ErrorCardProps) {
  return (
    <Result
      status="warning"
      title={`${source} 出错了`}
      subTitle={messageOf(error)}
      extra={
        onRetry ? (
          <Button type="primary" autoInsertSpace={false} onClick={onRetry}>
            重试
          </Button>
        ) : null
      }
    />
  );
}
