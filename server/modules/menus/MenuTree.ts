import type { components } from '../../../contracts/generated/admin.ts';
import type { Db } from '../../db/Database.ts';

export type MenuItemView = components['schemas']['MenuItem'];

export type MenuKind = 'front' | 'portal';

/** The top menus as trees: the workbench's (filtered by the caller's authorities) and the public site's. */
export class MenuTree {
  constructor(private readonly db: Db) {}

  /** The addresses of the outside disks the 网盘 items embed (name 'eipdisk', link_type '1'). */
  async embeddedDiskAddresses(): Promise<string[]> {
    const rows = await this.db.selectFrom('menu').select('path').where('name', '=', 'eipdisk').where('link_type', '=', '1').execute();
    return rows.map((r) => r.path);
  }

  async tree(kind: MenuKind, permissions: readonly string[] | null): Promise<MenuItemView[]> {
    const rows = await this.db.selectFrom('menu').selectAll().where('menu_type', '=', kind).orderBy('sort').orderBy('id').execute();
    const allowed = (permission: string | null) => permission === null || permissions === null || permissions.includes(permission);
    const byParent = new Map<number, MenuItemView[]>();
    const visible = rows.filter((r) => allowed(r.permission));
    const ids = new Set(visible.map((r) => r.id));
    for (const r of visible) {
      const item: MenuItemView = {
        id: r.id,
        name: r.name,
        label: r.label,
        path: r.path,
        icon: r.icon,
        children: [],
        keepAlive: r.keep_alive === 1,
        ifShow: r.if_show === '1' ? '1' : '0',
        permission: r.permission,
        linkType: r.link_type === '1' ? '1' : '0',
      };
      // A child whose parent was filtered out is dropped rather than floated to the top.
      if (r.parent_id !== 0 && !ids.has(r.parent_id)) continue;
      const siblings = byParent.get(r.parent_id) ?? [];
      siblings.push(item);
      byParent.set(r.parent_id, siblings);
    }
    const attach = (items: MenuItemView[]): MenuItemView[] =>
      items.map((item) => ({ ...item, children: attach(byParent.get(item.id) ?? []) }));
    return attach(byParent.get(0) ?? []);
  }
}
