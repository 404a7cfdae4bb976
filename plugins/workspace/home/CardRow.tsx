import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/**
 * One row of a home card: a link that opens the item, a secondary note after it, and a time or
 * tag at the right. Plain list markup: antd's List is deprecated from 6.6 on.
 */
export function CardRow({ label, note, aside, onOpen }: { label: string; note?: ReactNode; aside?: ReactNode; onOpen(): void }) {
  return (
    <li style={{ padding: '6px 0' }}>
      <Flex align="center" gap={8}>
        <Typography.Link onClick={onOpen} ellipsis style={{ flex: '0 1 auto', minWidth: 0 }}>
          {label}
        </Typography.Link>
        {note && (
          <Typography.Text type="secondary" ellipsis style={{ flex: '0 1 auto', minWidth: 0 }}>
            {note}
          </Typography.Text>
        )}
        <span style={{ flex: 1 }} />
        {aside && (
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {aside}
          </Typography.Text>
        )}
      </Flex>
    </li>
  );
}

/** The rows of a home card. */
export function CardRows({ children }: { children: ReactNode }) {
  return <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{children}</ul>;
}
