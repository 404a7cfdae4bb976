import type { MenuItem } from '../WorkspaceApi.ts';
import { TOP_MENU_ITEM_ATTRIBUTE } from '../../../contracts/workbench/Portal.ts';

export type GuideStepKey = 'todo' | 'workbench' | 'addressBook';

/** The guide's stops (part 1 §2): the top-menu item leading to each page. */
export const GUIDE_STEPS: readonly { key: GuideStepKey; path: string }[] = [
  // The to-do centre is the process centre's 我的待办: a top item itself, or a child of 流程中心.
  { key: 'todo', path: '/process/todo' },
  { key: 'workbench', path: '/workbench/index' },
  { key: 'addressBook', path: '/addressbook/list' },
];

export interface GuideStop {
  key: GuideStepKey;
  /** The top-level item's label, as the menu shows it. */
  label: string;
  element: HTMLElement;
}

const shown = (items: readonly MenuItem[] | undefined) => (items ?? []).filter((item) => item.ifShow !== '1');

function leadsTo(item: MenuItem, path: string): boolean {
  return item.path === path || shown(item.children).some((child) => leadsTo(child, path));
}

/**
 * Each stop whose top-level item the menu shows: the item leading to the stop's page, drawn in
 * the top bar and not folded away into the menu's overflow. A stop without one is skipped
 * rather than pointed at nothing.
 */
export function guideStops(items: readonly MenuItem[], root: ParentNode = document): GuideStop[] {
  return GUIDE_STEPS.flatMap(({ key, path }) => {
    const item = shown(items).find((candidate) => leadsTo(candidate, path));
    if (!item) return [];
    const element = root.querySelector<HTMLElement>(`[${TOP_MENU_ITEM_ATTRIBUTE}="${item.id}"]`);
    // An item the horizontal menu has no room for is hidden in its overflow (aria-hidden).
    if (!element || element.closest('[aria-hidden="true"]')) return [];
    return [{ key, label: item.label || item.name, element }];
  });
}
