import { namedIcon } from '../../../core/ui/NamedIcons.ts';

/** The icon a menu item names, or nothing for none or a name outside the set. */
export function menuIcon(name: string | null | undefined) {
  const Icon = namedIcon(name);
  return Icon ? <Icon /> : undefined;
}
