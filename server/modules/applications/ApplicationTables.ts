import type { Generated, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/Database.ts';

/*
 * The workbench's tables, owned by this module: no other module reads them (see
 * tests/boundaries). Every row belongs to one company; a user's order and common-use marks
 * are kept per user and item.
 */

/** An application on the workbench (spec part 1 §7 /application/appIns). */
export interface AppInstanceTable {
  id: Generated<number>;
  company_id: number;
  application_name: string;
  /** '1' system, '2' self-built (has a menu in app_menu), '3' third party. */
  application_type: string;
  group_name: string;
  /** An antd icon name. */
  icon: string | null;
  /** A workbench route (link_type '0') or an outside address ('1'). */
  url: string;
  link_type: '0' | '1';
  description: string | null;
  /** The company's default order. */
  sort: number;
  create_time: string;
}

/** A self-built application's menu entry; parent_id 0 for the top level. */
export interface AppMenuTable {
  id: Generated<number>;
  appins_id: number;
  parent_id: number;
  name: string;
  label: string | null;
  path: string;
  icon: string | null;
  /** '0' shown, '1' hidden, as the session's menu. */
  if_show: '0' | '1';
  link_type: '0' | '1';
  permission: string | null;
  keep_alive: number;
  sort: number;
}

/**
 * A centre submodule: a function entry (url set) or a startable process (proc_def_key set).
 * A process's row is made the first time the centre lists it, so it keeps one id per
 * company for the users' order and marks.
 */
export interface AppSubmoduleTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  group_name: string;
  icon: string | null;
  url: string | null;
  proc_def_key: string | null;
  appins_id: number | null;
  sort: number;
  create_time: string;
}

/** One user's order and common-use mark of an application ('app') or a submodule ('submodule'). */
export interface AppUserItemTable {
  user_id: number;
  company_id: number;
  kind: 'app' | 'submodule';
  item_id: number;
  /** The user's position; null when the user never placed it (it follows in default order). */
  sort: number | null;
  common_use: number;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type ApplicationSchema = {
  app_instance: AppInstanceTable;
  app_menu: AppMenuTable;
  app_submodule: AppSubmoduleTable;
  app_user_item: AppUserItemTable;
};

/** The server's handle as this module reads it: its own tables beside the rest. */
export type ApplicationDb = Kysely<DatabaseSchema & ApplicationSchema>;
