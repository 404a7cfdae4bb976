import { useEffect } from 'react';

/**
 * 系统设置's 浏览器图标 as the tab's icon (issue 26: it was saved and never shown): it replaces
 * index.html's favicon while set and gives it back when cleared. Used by every layout, the
 * public site's included.
 */
export function useBrowserIcon(icon: string | null | undefined): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link || !icon) return;
    const original = { href: link.getAttribute('href'), type: link.getAttribute('type') };
    link.setAttribute('href', icon);
    // The uploaded picture may be a PNG or an ICO: the page's SVG type would not fit it.
    link.removeAttribute('type');
    return () => {
      if (original.href !== null) link.setAttribute('href', original.href);
      if (original.type !== null) link.setAttribute('type', original.type);
    };
  }, [icon]);
}
