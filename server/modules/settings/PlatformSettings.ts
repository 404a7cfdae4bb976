import type { PasswordPolicy } from '../../app/ServerContracts.ts';
import type { Db } from '../../db/Database.ts';
import type { ServerConfig } from '../../app/ServerConfig.ts';

/** contracts/openapi/admin.yaml PlatformSettings. */
export interface PlatformSettingsView {
  browserIcon: string | null;
  frontIndexLogo: string | null;
  adminIndexLogo: string | null;
  loginWebLogo: string | null;
  logoWebBackground: string | null;
  loginApplicationName: string | null;
  browserFrontTitle: string | null;
  browserBackTitle: string | null;
  copyrightBottomInfo: string | null;
  /** The instant-messaging web app's address (IM_URL), from the server's configuration rather than the table. */
  imUrl: string | null;
  /** The external shop's address (MALL_URL), likewise from the configuration. */
  mallUrl: string | null;
}

/** The platform's branding (icons, titles, copyright) and the admin back end's address. */
export class PlatformSettings implements PasswordPolicy {
  constructor(
    private readonly db: Db,
    private readonly tools: Pick<ServerConfig, 'imUrl' | 'appDownloadQrcode' | 'mallUrl'> = { imUrl: null, appDownloadQrcode: null, mallUrl: null },
  ) {}

  async current(): Promise<PlatformSettingsView> {
    const row = await this.db.selectFrom('platform_setting').selectAll().where('id', '=', 1).executeTakeFirst();
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

  async backendUrl(): Promise<string> {
    const row = await this.db.selectFrom('platform_setting').select('backend_url').where('id', '=', 1).executeTakeFirst();
    return row?.backend_url ?? '';
  }
}
