import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/**
 * A button that goes to a page of the app: antd's Button drawn as a link (`<a href>`), followed by
 * the router once the page runs. A link works before the page's code has run (a server-rendered
 * page's 登录), a crawler sees where it goes, and a new tab opens with Ctrl or the middle button —
 * and it is not a button inside a link, which assistive technology cannot tell apart.
 */
export function LinkButton({ to, children, ...button }: { to: string; children: ReactNode } & Omit<ButtonProps, 'href' | 'onClick'>) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button {...button} href={to} onClick={follow}>
      {children}
    </Button>
  );
}
