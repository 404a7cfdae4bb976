import type { components } from '../../../contracts/generated/admin.ts';
import type { PasswordPolicy, UploadPolicy } from '../../contracts/settings.ts';
import type { Db } from '../../db/Database.ts';
import type { ServerConfig } from '../../contracts/host.ts';
import type { PlatformSettingTable } from './SettingsTables.ts';

export type PlatformSettingsView = components['schemas']['PlatformSettings'];
export type PlatformSettingsAdminView = components['schemas']['PlatformSettingsAdmin'];

/** The deployment's default upload limit when no files module tells it (200 MB, as UploadLimit). */
const DEFAULT_CEILING_BYTES = 200 * 1024 * 1024;

/** The platform's branding (icons, titles, copyright), password validity, upload limit and the admin back end's address. */
export class PlatformSettings implements PasswordPolicy, UploadPolicy {
  constructor(
    private readonly db: Db,
    private readonly tools: Pick<ServerConfig, 'imUrl' | 'appDownloadQrcode' | 'mallUrl'> = { imUrl: null, appDownloadQrcode: null, mallUrl: null },
    /** The deployment's upload limit (UPLOAD_MAX_MB), which the administrators' only lowers. */
    readonly uploadCeilingBytes: number = DEFAULT_CEILING_BYTES,
  ) {}

  async row(db: Db = this.db): Promise<PlatformSettingTable | undefined> {
    return db.selectFrom('platform_setting').selectAll().where('id', '=', 1).executeTakeFirst();
  }

  async current(): Promise<PlatformSettingsView> {
    const row = await this.row();
    return {
      browserIcon: row?.browser_icon ?? null,
      frontIndexLogo: row?.front_index_logo ?? null,
      adminIndexLogo: row?.admin_index_logo ?? null,
      loginWebLogo: row?.login_web_logo ?? null,
      logoWebBackground: row?.logo_web_background ?? null,
      loginApplicationName: row?.login_application_name ?? null,
      browserFrontTitle: row?.browser_front_title ?? null,
      browserBackTitle: row?.browser_back_title ?? null,
      copyrightBottomInfo: row?.copyright_bottom_info ?? null,
      imUrl: this.tools.imUrl,
      mallUrl: this.tools.mallUrl,
      uploadLimitKb: this.#limitKb(row?.upload_max_kb ?? null),
    };
  }

  /** What 管理后台 › 系统设置 edits. */
  async forAdministrators(db: Db = this.db): Promise<PlatformSettingsAdminView> {
    const row = await this.row(db);
    return {
      browserIcon: row?.browser_icon ?? null,
      frontIndexLogo: row?.front_index_logo ?? null,
      adminIndexLogo: row?.admin_index_logo ?? null,
      loginWebLogo: row?.login_web_logo ?? null,
      logoWebBackground: row?.logo_web_background ?? null,
      loginApplicationName: row?.login_application_name ?? '',
      browserFrontTitle: row?.browser_front_title ?? '',
      browserBackTitle: row?.browser_back_title ?? '',
      copyrightBottomInfo: row?.copyright_bottom_info ?? '',
      passValidDay: row?.pass_valid_day ?? 0,
      uploadMaxKb: row?.upload_max_kb ?? null,
      uploadCeilingKb: Math.floor(this.uploadCeilingBytes / 1024),
      uploadLimitKb: this.#limitKb(row?.upload_max_kb ?? null),
    };
  }

  /** The app-download QR (APP_DOWNLOAD_QRCODE); null when none is configured, and the tool box hides 扫码下载. */
  appDownload(): { qrcodeImg: string | null } {
    return { qrcodeImg: this.tools.appDownloadQrcode };
  }

  async validDays(): Promise<number | null> {
    const row = await this.db.selectFrom('platform_setting').select('pass_valid_day').where('id', '=', 1).executeTakeFirst();
    return row?.pass_valid_day ?? null;
  }

  async uploadMaxKb(): Promise<number | null> {
    const row = await this.db.selectFrom('platform_setting').select('upload_max_kb').where('id', '=', 1).executeTakeFirst();
    return row?.upload_max_kb ?? null;
  }

  async backendUrl(): Promise<string> {
    const row = await this.db.selectFrom('platform_setting').select('backend_url').where('id', '=', 1).executeTakeFirst();
    return row?.backend_url ?? '';
  }

  #limitKb(adminKb: number | null): number {
    const ceiling = Math.floor(this.uploadCeilingBytes / 1024);
    return adminKb === null ? ceiling : Math.min(ceiling, adminKb);
  }
}
