import type { components } from '../../../contracts/generated/admin.ts';
import { MenuAddress } from '../../../contracts/workbench/MenuAddress.ts';
import { NAMED_ICON_NAMES } from '../../../contracts/workbench/NamedIconNames.ts';
import { PERMISSION_NAMES } from '../../../contracts/workbench/PermissionCatalogue.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { AuditActor, AuditTrail } from '../../contracts/audit.ts';
import { PlatformAdministrator } from '../../http/PlatformAdministrator.ts';
import type { Db } from '../../db/Database.ts';
import type { MenuTable } from './MenuTables.ts';
import { menuTexts } from './zhCN.ts';

export type MenuAdminItem = components['schemas']['MenuAdminItem'];
export type MenuEdit = components['schemas']['MenuEdit'];
export type MenuCreate = components['schemas']['MenuCreate'];
type MenuType = MenuCreate['menuType'];
type Actor = AuditActor & { principal: NonNullable<AuditActor['principal']> };
type Row = Pick<MenuTable, 'parent_id' | 'name' | 'label' | 'path' | 'icon' | 'sort' | 'if_show' | 'permission' | 'link_type' | 'menu_type'> & {
  id: number;
  keep_alive: number;
};

/** A menu is read at every page load and drawn in one bar: more than this is a mistake or an abuse. */
export const MAX_MENU_ITEMS = 200;
/** Groups, their items and one more level: what a drop-down menu can show. */
export const MAX_MENU_LEVELS = 3;
const ICONS: ReadonlySet<string> = new Set(NAMED_ICON_NAMES);

/**
 * 菜单管理: the workbench's top menu and the public site's navigation, one of each for the whole
 * platform. Administrators read them whole (hidden and permission-bound items too); the platform
 * administrator changes them. Each change and its audit entry are one transaction, and the menus'
 * readers (MenuTree) see it on their next call: nothing caches a menu.
 */
export class MenuEditor {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditTrail,
    /** Told of every outside 网盘 address a change introduces, so the page may frame it. */
    private readonly onDiskAddress: (address: string) => void = () => {},
  ) {}

  tree(menuType: MenuType): Promise<MenuAdminItem[]> {
    return this.#items(this.db, menuType, 0);
  }

  async create(actor: Actor, input: MenuCreate): Promise<MenuAdminItem> {
    PlatformAdministrator.require(actor.principal);
    const values = checked(input);
    return this.db.transaction().execute(async (tx) => {
      const { n } = await tx.selectFrom('menu').select((eb) => eb.fn.countAll<number>().as('n')).where('menu_type', '=', input.menuType).executeTakeFirstOrThrow();
      if (Number(n) >= MAX_MENU_ITEMS) throw new ApiError(400, menuTexts.tooMany(MAX_MENU_ITEMS));
      await this.#requirePlace(tx, input.menuType, values.parent_id, null, 0);
      await this.#requireFreeName(tx, input.menuType, values.name, null);
      const row = await tx
        .insertInto('menu')
        .values({ ...values, menu_type: input.menuType })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.audit.record(tx, actor, {
        subject: 'menu',
        subjectId: String(row.id),
        action: 'create',
        summary: menuTexts.created(menuName(input.menuType), values.label),
        changes: Object.fromEntries(Object.entries(values).map(([field, to]) => [field, { to }])),
      });
      this.#announce(row);
      return { ...view(row), children: [] };
    });
  }

  async update(actor: Actor, id: number, edit: MenuEdit): Promise<MenuAdminItem> {
    PlatformAdministrator.require(actor.principal);
    const values = checked(edit);
    return this.db.transaction().execute(async (tx) => {
      const before = await this.#item(tx, id);
      const below = await this.#depthBelow(tx, id);
      await this.#requirePlace(tx, before.menu_type, values.parent_id, id, below);
      if (values.name !== before.name) await this.#requireFreeName(tx, before.menu_type, values.name, id);
      const row = await tx.updateTable('menu').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [field, to] of Object.entries(values) as [keyof typeof values, unknown][]) {
        if (before[field] !== to) changes[field] = { from: before[field], to };
      }
      await this.audit.record(tx, actor, { subject: 'menu', subjectId: String(id), action: 'update', summary: menuTexts.updated(menuName(before.menu_type), values.label), changes });
      this.#announce(row);
      return { ...view(row), children: await this.#items(tx, row.menu_type, row.id) };
    });
  }

  async remove(actor: Actor, id: number): Promise<boolean> {
    PlatformAdministrator.require(actor.principal);
    return this.db.transaction().execute(async (tx) => {
      const before = await this.#item(tx, id);
      const child = await tx.selectFrom('menu').select('id').where('parent_id', '=', id).executeTakeFirst();
      if (child) throw new ApiError(400, menuTexts.hasChildren);
      await tx.deleteFrom('menu').where('id', '=', id).execute();
      await this.audit.record(tx, actor, {
        subject: 'menu',
        subjectId: String(id),
        action: 'delete',
        summary: menuTexts.deleted(menuName(before.menu_type), before.label),
        changes: { label: { from: before.label }, path: { from: before.path } },
      });
      return true;
    });
  }

  async #item(db: Db, id: number): Promise<Row> {
    const row = await db.selectFrom('menu').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, menuTexts.notFound);
    return row;
  }

  /**
   * The parent exists in the same menu, is not the item nor below it, and the item with the
   * `below` levels under it still fits in MAX_MENU_LEVELS.
   */
  async #requirePlace(db: Db, menuType: string, parentId: number, id: number | null, below: number): Promise<void> {
    let level = 1;
    for (let current = parentId; current !== 0; level += 1) {
      if (current === id) throw new ApiError(400, menuTexts.underItself);
      const parent = await db.selectFrom('menu').select(['parent_id', 'menu_type']).where('id', '=', current).executeTakeFirst();
      if (!parent) throw new ApiError(400, menuTexts.parentNotFound);
      if (parent.menu_type !== menuType) throw new ApiError(400, menuTexts.parentInOtherMenu);
      // A loop in stored rows would never reach 0: the level bound ends the walk.
      if (level > MAX_MENU_LEVELS) break;
      current = parent.parent_id;
    }
    if (level + below > MAX_MENU_LEVELS) throw new ApiError(400, menuTexts.tooDeep(MAX_MENU_LEVELS));
  }

  /** How many levels lie under the item (0 for a leaf). */
  async #depthBelow(db: Db, id: number): Promise<number> {
    let depth = 0;
    for (let level = [id]; depth <= MAX_MENU_LEVELS; depth += 1) {
      const children = await db.selectFrom('menu').select('id').where('parent_id', 'in', level).execute();
      if (children.length === 0) break;
      level = children.map((child) => child.id);
    }
    return depth;
  }

  async #requireFreeName(db: Db, menuType: string, name: string, id: number | null): Promise<void> {
    let query = db.selectFrom('menu').select('id').where('menu_type', '=', menuType).where('name', '=', name);
    if (id !== null) query = query.where('id', '!=', id);
    if (await query.executeTakeFirst()) throw new ApiError(400, menuTexts.duplicateName);
  }

  /** The items under `parentId` (0: the whole menu) as trees, in display order, from one read of the menu. */
  async #items(db: Db, menuType: string, parentId: number): Promise<MenuAdminItem[]> {
    const rows = await db.selectFrom('menu').selectAll().where('menu_type', '=', menuType).orderBy('sort').orderBy('id').execute();
    const byParent = new Map<number, Row[]>();
    for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
    const build = (id: number): MenuAdminItem[] => (byParent.get(id) ?? []).map((row) => ({ ...view(row), children: build(row.id) }));
    return build(parentId);
  }

  #announce(row: Row): void {
    // The 网盘 item with an outside address is shown in a frame: its origin joins the page's policy.
    if (row.name === 'eipdisk' && row.link_type === '1') this.onDiskAddress(row.path);
  }
}

function menuName(menuType: string): string {
  return menuTexts.menuNames[menuType] ?? menuType;
}

/** The columns an edit writes, after the rules the contract's schema cannot say. */
function checked(edit: MenuEdit) {
  const label = edit.label.trim();
  if (label === '') throw new ApiError(400, menuTexts.blankLabel);
  const path = edit.path.trim();
  if (edit.linkType === '0' && !MenuAddress.isRoutePath(path)) throw new ApiError(400, menuTexts.routePath);
  if (edit.linkType === '1' && !MenuAddress.isWebAddress(path)) throw new ApiError(400, menuTexts.linkPath);
  const icon = edit.icon ?? null;
  if (icon !== null && icon !== '' && !ICONS.has(icon)) throw new ApiError(400, menuTexts.unknownIcon);
  const permission = edit.permission || null;
  // Only a name a role can grant: any other would hide the item from everybody.
  if (permission !== null && !PERMISSION_NAMES.has(permission)) throw new ApiError(400, menuTexts.unknownPermission);
  return {
    parent_id: edit.parentId,
    name: edit.name,
    label,
    path,
    icon: icon === '' ? null : icon,
    sort: edit.sort,
    keep_alive: edit.keepAlive ? 1 : 0,
    if_show: edit.ifShow,
    permission,
    link_type: edit.linkType,
  };
}

function view(row: Row): Omit<MenuAdminItem, 'children'> {
  return {
    id: row.id,
    parentId: row.parent_id,
    menuType: row.menu_type === 'portal' ? 'portal' : 'front',
    name: row.name,
    label: row.label,
    path: row.path,
    icon: row.icon,
    sort: row.sort,
    keepAlive: row.keep_alive === 1,
    ifShow: row.if_show === '1' ? '1' : '0',
    permission: row.permission,
    linkType: row.link_type === '1' ? '1' : '0',
  };
}
