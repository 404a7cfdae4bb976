import type { ReactNode } from 'react';
import { Button, Card, Empty, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { zhCN } from '../zhCN.ts';

export interface HomeCardProps<T> {
  title: string;
  /** Where 查看全部 (or the card's own words for it) goes. */
  more?: { to: string; label?: string };
  data: T[] | undefined;
  loading: boolean;
  error: unknown;
  reload(): void;
  /** Said when the server answered an empty list. */
  empty: string;
  children(items: T[]): ReactNode;
}

/**
 * The frame every home card shares: a titled region with a link to its full list, skeletons on
 * the first load, its own empty state, and its own failure with 重试 — so one call failing
 * leaves the other cards as they are.
 */
export function HomeCard<T>({ title, more, data, loading, error, reload, empty, children }: HomeCardProps<T>) {
  let body: ReactNode;
  // A reload after a push keeps the rows on show; only the first load shows skeletons.
  if (!data && loading) body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (!data && error)
    body = (
      <Result
        status="warning"
        subTitle={zhCN.home.cardFailed}
        extra={
          <Button size="small" onClick={reload}>
            {zhCN.home.retry}
          </Button>
        }
        style={{ padding: 12 }}
      />
    );
  else if (!data || data.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  else body = children(data);
  return (
    <Card
      title={title}
      extra={more && <Link to={more.to}>{more.label ?? zhCN.home.viewAll}</Link>}
      // Rows line up with the title (antd's card header pads 24 px).
      styles={{ body: { padding: '8px 24px 12px', minHeight: 180 } }}
      // The title names the region for screen readers and tests alike.
      role="region"
      aria-label={title}
    >
      {body}
    </Card>
  );
}
