/* The tables of the platform settings, owned by this module: no other module reads them (see tests/boundaries). */

/** One row (id 1). Image fields left null make the web app use its bundled images. */
export interface PlatformSettingTable {
  id: number;
  browser_icon: string | null;
  front_index_logo: string | null;
  admin_index_logo: string | null;
  login_web_logo: string | null;
  logo_web_background: string | null;
  login_application_name: string;
  browser_front_title: string;
  browser_back_title: string;
  copyright_bottom_info: string;
  /** The admin back end the user card links to (/admin/jump/backed). */
  backend_url: string;
  /** Days a password stays valid; the reminder compares the days since the last change. */
  pass_valid_day: number;
  /** The administrators' upload limit in KB; null: the deployment's (UPLOAD_MAX_MB). */
  upload_max_kb: number | null;
}

export interface SettingsTables {
  platform_setting: PlatformSettingTable;
}

// Every module's Db sees these tables (server/db/Database.ts); only this module reads and writes them.
declare module '../../db/Database.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DatabaseSchema extends SettingsTables {}
}
