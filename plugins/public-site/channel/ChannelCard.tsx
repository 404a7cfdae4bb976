import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** A channel's page: its name as the heading, then its content. */
export function ChannelCard({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
