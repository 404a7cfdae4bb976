import type { AuthTables } from '../modules/auth/AuthTables.ts';
import type { DictTables } from '../modules/dict/DictTables.ts';
import type { DoorTables } from '../modules/doors/DoorTables.ts';
import type { MenuTables } from '../modules/menus/MenuTables.ts';
import type { MessageTables } from '../modules/messages/MessageTables.ts';
import type { OrgTables } from '../modules/org/OrgTables.ts';
import type { SettingsTables } from '../modules/settings/SettingsTables.ts';
import type { TodoTables } from '../modules/todos/TodoTables.ts';
import type { WebsiteTables } from '../modules/website/WebsiteTables.ts';

/*
 * The stored shape of every table, snake_case as in the database. Conventions that hold on
 * both SQLite and PostgreSQL:
 * - flags are integers 0/1 (`deleted`, `read_status`, `todo_complete`, …) so both drivers
 *   hand back numbers;
 * - the spec's string codes stay strings ('0' active / '1' disabled, ifShow '0' shown);
 * - display times are text `yyyy-MM-dd HH:mm:ss` in server local time (sortable, shown as is);
 * - instants that are compared (token expiry) are epoch milliseconds in a bigint column;
 * - JSON values (a to-do's link) are text holding JSON.
 */

/**
 * The server's tables: each module declares those it owns in its folder (`*Tables.ts`), and
 * only that module reads and writes them; the database is their sum.
 */
export interface DatabaseSchema
  extends AuthTables,
    DictTables,
    DoorTables,
    MenuTables,
    MessageTables,
    OrgTables,
    SettingsTables,
    TodoTables,
    WebsiteTables {}

// The demo rows (DemoData) are typed by table until they move into their modules.
export type { DictTypeTable, DictItemTable } from '../modules/dict/DictTables.ts';
export type { DoorTable } from '../modules/doors/DoorTables.ts';
export type { MenuTable } from '../modules/menus/MenuTables.ts';
export type { MessageTable } from '../modules/messages/MessageTables.ts';
export type { CompanyTable, DeptTable, SysUserTable, UserCompanyTable, RoleTable, UserRoleTable, RolePermissionTable, TagTable, TagUserTable } from '../modules/org/OrgTables.ts';
export type { PlatformSettingTable } from '../modules/settings/SettingsTables.ts';
export type { TodoTable } from '../modules/todos/TodoTables.ts';
export type { WebsiteNewsTable, WebsiteBookTable } from '../modules/website/WebsiteTables.ts';
