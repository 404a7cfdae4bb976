import type { ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A titled box of the home page (新闻资讯, 图书推荐) with a link at the right of its title, in
 * antd's card tokens. Plain elements rather than Card: Card brings Tabs, Dropdown and Menu's
 * code with it, a first-load cost the public home cannot afford for a box and a heading.
 */
export function HomeSection({ title, extra, children }: { title: string; extra: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    // Not a named region, as Card was not: the page's one region is the carousel (推荐).
    <section style={{ background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, color: token.colorText }}>
      <header
        style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, minHeight: 56, padding: `0 ${token.paddingLG}px`, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <h2 style={{ flex: 1, margin: 0, fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, lineHeight: token.lineHeightLG, color: token.colorTextHeading }}>{title}</h2>
        {extra}
      </header>
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  );
}
