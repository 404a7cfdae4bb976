import type { Insertable } from 'kysely';
import type { DemoRowSet } from '../../contracts/host.ts';
import type { PlatformSettingTable } from './SettingsTables.ts';

/** The platform settings of a fresh install (spec 000 §3). */
export const demoPlatformSetting: Insertable<PlatformSettingTable> = {
  id: 1,
  browser_icon: null,
  front_index_logo: null,
  admin_index_logo: null,
  login_web_logo: null,
  logo_web_background: null,
  login_application_name: '融合平台',
  browser_front_title: '融合平台',
  browser_back_title: '融合平台管理后台',
  copyright_bottom_info: 'Copyright © 2026 融合科技有限公司 版权所有',
  backend_url: '/management/index',
  pass_valid_day: 90,
};

/** Every install's: the one settings row the login page and the password rules read; written once, then the administrators'. */
export const settingsDemoRows: DemoRowSet = { table: 'platform_setting', rows: [demoPlatformSetting], essential: true };
