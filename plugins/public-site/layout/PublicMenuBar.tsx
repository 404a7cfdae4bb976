import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { theme } from 'antd';
import { Link } from 'react-router';
import { StyleSheet } from '../../../core/ui/StyleSheet.tsx';
import type { PortalMenuItem } from '../PublicSiteApi.ts';
import { zhCN } from '../zhCN.ts';
import { shownMenuItems } from './PortalMenuItems.ts';

/*
 * Drop-downs open on hover and on focus within, by CSS: they work in the server's HTML before any
 * script runs, and Tab walks through a group's pages after its title. The colours come from antd's
 * tokens as custom properties on the bar, so a themed portal keeps its colours.
 */
const CSS = `
.rh-menu-bar-list { display: flex; margin: 0; padding: 0; list-style: none; white-space: nowrap; }
.rh-menu-bar-list[data-measured="false"] { overflow-x: clip; }
.rh-menu-bar-item { position: relative; }
.rh-menu-bar-item[hidden] { display: none; }
.rh-menu-bar-link { display: block; position: relative; box-sizing: border-box; padding: 0 12px; border: 0; background: none; font: inherit; line-height: 44px; color: var(--rh-menu-text); text-decoration: none; cursor: pointer; transition: color 0.2s; }
.rh-menu-bar-item:hover > .rh-menu-bar-link, .rh-menu-bar-item:focus-within > .rh-menu-bar-link, .rh-menu-bar-link[aria-current="page"] { color: var(--rh-menu-primary); }
.rh-menu-bar-list > .rh-menu-bar-item > .rh-menu-bar-link::after { content: ''; position: absolute; inset-inline: 12px; bottom: 0; border-bottom: 2px solid transparent; transition: border-color 0.2s; }
.rh-menu-bar-list > .rh-menu-bar-item:hover > .rh-menu-bar-link::after, .rh-menu-bar-list > .rh-menu-bar-item > .rh-menu-bar-link[aria-current="page"]::after { border-bottom-color: var(--rh-menu-primary); }
.rh-menu-bar-link:focus-visible { outline: 2px solid var(--rh-menu-primary-outline); outline-offset: -2px; border-radius: 4px; }
.rh-menu-bar-sub { display: none; position: absolute; top: 100%; left: 0; z-index: 1050; min-width: 160px; margin: 0; padding: 4px; list-style: none; background: var(--rh-menu-bg); border-radius: 8px; box-shadow: var(--rh-menu-shadow); }
.rh-menu-bar-sub-end { left: auto; right: 0; }
.rh-menu-bar-item:hover > .rh-menu-bar-sub, .rh-menu-bar-item:focus-within > .rh-menu-bar-sub { display: block; }
.rh-menu-bar-sub .rh-menu-bar-link { padding: 0 16px; border-radius: 4px; line-height: 40px; }
.rh-menu-bar-sub .rh-menu-bar-link:hover { background: var(--rh-menu-hover-bg); }
.rh-menu-bar-sub .rh-menu-bar-link[aria-current="page"] { background: var(--rh-menu-selected-bg); }
.rh-menu-bar-sub .rh-menu-bar-sub { position: static; display: block; min-width: 0; box-shadow: none; padding: 0 0 0 12px; }
`;

/** The link of one navigation entry: the router's for a page of the site, a new tab's for an outside link (linkType '1'). */
function EntryLink({ item, current }: { item: PortalMenuItem; current: boolean }) {
  const label = item.label || item.name;
  if (item.linkType === '1') {
    return (
      <a className="rh-menu-bar-link" href={item.path} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return (
    <Link className="rh-menu-bar-link" to={item.path} aria-current={current ? 'page' : undefined}>
      {label}
    </Link>
  );
}

/** A drop-down's entries; a group inside one lists its pages indented under its title. `end`: opening leftwards from the row's end. */
function EntryList({ items, currentId, end = false }: { items: PortalMenuItem[]; currentId: number | undefined; end?: boolean }) {
  return (
    <ul className={end ? 'rh-menu-bar-sub rh-menu-bar-sub-end' : 'rh-menu-bar-sub'}>
      {items.map((item) => {
        const children = shownMenuItems(item.children);
        return (
          <li key={item.id} className="rh-menu-bar-item">
            <EntryLink item={item} current={item.id === currentId} />
            {children.length > 0 && <EntryList items={children} currentId={currentId} />}
          </li>
        );
      })}
    </ul>
  );
}

/** What the folded "…" takes in the row (its glyph and padding), kept free when entries fold. */
const OVERFLOW_WIDTH = 48;

/**
 * The public site's horizontal navigation (desktop): plain links, a group's pages in a drop-down
 * under its title, which opens the group's own page. Links rather than antd's Menu: a crawler
 * follows them, a click before the page's code has run still goes where it says, and the public
 * home's first load is some 30 KB lighter (Menu, rc-menu, rc-overflow, rc-trigger, Tooltip).
 * Like antd's horizontal menu, the entries that do not fit fold into a last "…" drop-down — once
 * the page runs and can measure them; the server's HTML clips the row instead.
 */
export function PublicMenuBar({ items, currentId }: { items: PortalMenuItem[]; currentId: number | undefined }) {
  const { token } = theme.useToken();
  const listRef = useRef<HTMLUListElement>(null);
  const entries = shownMenuItems(items);
  const signature = entries.map((entry) => `${entry.id}:${entry.label}`).join('|');
  // How many entries fit, for the entries it was measured with: until then (the server's HTML, the
  // hydration, new entries) all show, which is what the measuring needs.
  const [measured, setMeasured] = useState<{ signature: string; fitting: number } | null>(null);
  const fitting = measured?.signature === signature ? measured.fitting : null;

  // Measured when the browser lays the page out anyway (a resize observer's first call comes with
  // the next frame), not in React's commit: reading sizes there forces a layout of the whole page
  // inside the hydration's last task, and the answer's render would follow in the same task.
  useEffect(() => {
    const list = listRef.current;
    const bar = list?.parentElement;
    if (!list || !bar) return undefined;
    let widths: number[] | null = null;
    const observer = new ResizeObserver(() => {
      // The first call follows a render that shows every entry: their natural widths.
      widths ??= [...list.querySelectorAll<HTMLElement>(':scope > [data-entry]')].map((element) => element.getBoundingClientRect().width);
      const room = bar.clientWidth;
      let count = widths.length;
      if (widths.reduce((sum, width) => sum + width, 0) > room) {
        let used = OVERFLOW_WIDTH;
        count = 0;
        while (count < widths.length && used + widths[count] <= room) used += widths[count++];
      }
      setMeasured({ signature, fitting: count });
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, [signature]);

  const shownCount = fitting ?? entries.length;
  const folded = entries.slice(shownCount);
  const style = {
    '--rh-menu-text': token.colorText,
    '--rh-menu-primary': token.colorPrimary,
    '--rh-menu-primary-outline': token.colorPrimaryBorder,
    '--rh-menu-bg': token.colorBgElevated,
    '--rh-menu-shadow': token.boxShadowSecondary,
    '--rh-menu-hover-bg': token.controlItemBgHover,
    '--rh-menu-selected-bg': token.controlItemBgActive,
    fontSize: token.fontSize,
    minWidth: 0,
  } as CSSProperties;

  return (
    <nav aria-label={zhCN.nav.label} style={style}>
      <StyleSheet name="public-menu-bar" css={CSS} />
      <ul ref={listRef} className="rh-menu-bar-list" data-measured={fitting !== null}>
        {entries.map((item, index) => {
          const children = shownMenuItems(item.children);
          return (
            <li key={item.id} className="rh-menu-bar-item" data-entry="" hidden={index >= shownCount}>
              <EntryLink item={item} current={item.id === currentId} />
              {children.length > 0 && <EntryList items={children} currentId={currentId} />}
            </li>
          );
        })}
        <li className="rh-menu-bar-item" hidden={folded.length === 0}>
          <button type="button" className="rh-menu-bar-link" aria-label={zhCN.nav.more}>
            …
          </button>
          <EntryList items={folded} currentId={currentId} end />
        </li>
      </ul>
    </nav>
  );
}
