import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';

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

/**
 * A small card in place of a failed page, so the user never faces a blank screen. It looks as
 * antd's Result with status warning does, drawn from its tokens: Result brings its 403, 404 and
 * 500 illustrations into every first load, and this card is on every page.
 */
export function ErrorCard({ source, error, onRetry }: ErrorCardProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ padding: `${token.paddingLG * 2}px ${token.paddingXL}px`, textAlign: 'center' }}>
      <div style={{ marginBottom: token.marginLG, fontSize: 72, lineHeight: 1, color: token.colorWarning }}>
        <ExclamationCircleFilled />
      </div>
      <div style={{ marginBlock: token.marginXS, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, color: token.colorTextHeading }}>
        {`${source} 出错了`}
      </div>
      <div style={{ fontSize: token.fontSize, lineHeight: token.lineHeight, color: token.colorTextDescription }}>{messageOf(error)}</div>
      {onRetry ? (
        <div style={{ marginTop: token.marginLG }}>
          <Button type="primary" autoInsertSpace={false} onClick={onRetry}>
            重试
          </Button>
        </div>
      ) : null}
    </div>
  );
}
