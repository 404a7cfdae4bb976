import type { ComponentType } from 'react';
import * as NamedIconSet from './NamedIconSet.ts';

/**
 * The antd icons a menu item or an application may name (their `icon` field holds an
 * @ant-design/icons name, as the server sends it). A fixed set (NamedIconSet), so the pages do
 * not pull every icon into the bundle; a name outside it is shown as the caller decides (none, or
 * a default).
 */
export const NAMED_ICONS: Readonly<Record<string, ComponentType>> = NamedIconSet;

/** The icon a name stands for, or undefined for none or a name outside the set. */
export function namedIcon(name: string | null | undefined): ComponentType | undefined {
  // Own names only: 'constructor' or 'toString' from the server is no icon.
  return name && Object.hasOwn(NAMED_ICONS, name) ? NAMED_ICONS[name] : undefined;
}
