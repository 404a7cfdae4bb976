import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';
import { Link } from 'react-router';

/**
 * A link of the login card in the page's own colours: a plain <a> has the browser's blue and
 * underline, as antd styles its Typography.Link and Button links only (issue 26).
 */
export function LoginLink({ to, children, style, current }: { to: string; children: ReactNode; style?: CSSProperties; current?: boolean }) {
  const { token } = theme.useToken();
  return (
    <Link to={to} aria-current={current ? 'page' : undefined} style={{ color: token.colorLink, textDecoration: 'none', ...style }}>
      {children}
    </Link>
  );
}
