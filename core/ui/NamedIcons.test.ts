import { describe, expect, it } from 'vitest';
import { NAMED_ICON_NAMES } from '../../contracts/workbench/NamedIconNames.ts';
import { NAMED_ICONS, namedIcon } from './NamedIcons.ts';

describe('NamedIcons', () => {
  it('draws exactly the names the server accepts for a menu item or an application', () => {
    expect(Object.keys(NAMED_ICONS).sort()).toEqual([...NAMED_ICON_NAMES].sort());
  });

  it('gives nothing for no name or a name outside the set', () => {
    expect(namedIcon('HomeOutlined')).toBe(NAMED_ICONS.HomeOutlined);
    expect(namedIcon(null)).toBeUndefined();
    expect(namedIcon('DeleteOutlined')).toBeUndefined();
    expect(namedIcon('constructor')).toBeUndefined();
  });
});
