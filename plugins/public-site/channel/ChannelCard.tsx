import type { ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A channel's page: its name as the page's heading, then its content, on a card drawn from antd's
 * tokens. Not antd's Card, which brings its tabs and skeleton along: a phone's first visit of a
 * channel downloaded and ran them for a heading and a frame.
 */
export function ChannelCard({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <section style={{ background: token.colorBgContainer, border: line, borderRadius: token.borderRadiusLG }}>
      <header style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 16, minHeight: 56, padding: `0 ${token.paddingLG}px`, borderBottom: line }}>
        <h1 style={{ margin: '12px 0', fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>{title}</h1>
        {extra}
      </header>
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  );
}
