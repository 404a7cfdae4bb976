import type { components } from '../../../contracts/generated/admin.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { AuditActor, AuditTrail } from '../../contracts/audit.ts';
import { PlatformAdministrator } from '../../http/PlatformAdministrator.ts';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/Database.ts';
import type { BrandingImages } from './BrandingImages.ts';
import type { PlatformSettings, PlatformSettingsAdminView } from './PlatformSettings.ts';
import type { PlatformSettingTable } from './SettingsTables.ts';
import { settingsTexts } from './zhCN.ts';

export type PlatformSettingsEdit = components['schemas']['PlatformSettingsEdit'];

const IMAGE_FIELDS = {
  browserIcon: 'browser_icon',
  frontIndexLogo: 'front_index_logo',
  adminIndexLogo: 'admin_index_logo',
  loginWebLogo: 'login_web_logo',
  logoWebBackground: 'logo_web_background',
} as const;

const TEXT_FIELDS = {
  loginApplicationName: 'login_application_name',
  browserFrontTitle: 'browser_front_title',
  browserBackTitle: 'browser_back_title',
  copyrightBottomInfo: 'copyright_bottom_info',
} as const;

type Column = Exclude<keyof PlatformSettingTable, 'id' | 'backend_url'>;
type Values = Updateable<Omit<PlatformSettingTable, 'id' | 'backend_url'>>;

/**
 * 管理后台 › 系统设置: the platform administrator changes the branding, the password validity and
 * the upload limit. The contract bounds the lengths and ranges; the rules beyond them are here.
 * The change and its audit entry are one transaction, and every reader sees it at once (nothing
 * caches the row).
 */
export class PlatformSettingsEditor {
  constructor(
    private readonly db: Db,
    private readonly settings: PlatformSettings,
    private readonly audit: AuditTrail,
    private readonly images: BrandingImages,
  ) {}

  async update(actor: AuditActor & { principal: NonNullable<AuditActor['principal']> }, edit: PlatformSettingsEdit): Promise<PlatformSettingsAdminView> {
    PlatformAdministrator.require(actor.principal);
    const values = await this.#values(edit);
    return this.db.transaction().execute(async (tx) => {
      const before = await this.settings.row(tx);
      const changes: Record<string, { from?: unknown; to?: unknown }> = {};
      for (const [column, to] of Object.entries(values) as [Column, unknown][]) {
        const from = before?.[column] ?? null;
        if (from !== to) changes[column] = { from, to };
      }
      if (Object.keys(changes).length > 0) {
        await tx.updateTable('platform_setting').set(values).where('id', '=', 1).execute();
        const labels = Object.entries(settingsTexts.fields)
          .filter(([field]) => columnOf(field) in changes)
          .map(([, label]) => label);
        await this.audit.record(tx, actor, { subject: 'setting', subjectId: 'platform', action: 'update', summary: settingsTexts.summary(labels), changes });
      }
      return this.settings.forAdministrators(tx);
    });
  }

  async #values(edit: PlatformSettingsEdit): Promise<Values> {
    const values: Values = {};
    for (const [field, column] of Object.entries(IMAGE_FIELDS)) {
      const link = edit[field as keyof typeof IMAGE_FIELDS];
      if (link === undefined) continue;
      // Empty: back to the web app's bundled image. Only an uploaded picture is published, so the
      // login page never loads an address of the administrator's choosing, nor a page or a script.
      values[column] = link === '' ? null : await this.images.linkFor(link);
    }
    for (const [field, column] of Object.entries(TEXT_FIELDS)) {
      const text = edit[field as keyof typeof TEXT_FIELDS];
      if (text === undefined) continue;
      const trimmed = text.trim();
      if (trimmed === '') throw new ApiError(400, settingsTexts.required(settingsTexts.fields[field as keyof typeof TEXT_FIELDS]));
      values[column] = trimmed;
    }
    if (edit.passValidDay !== undefined) values.pass_valid_day = edit.passValidDay;
    if (edit.uploadMaxKb !== undefined) {
      const ceilingKB = Math.floor(this.settings.uploadCeilingBytes / 1024);
      if (edit.uploadMaxKb !== null && edit.uploadMaxKb > ceilingKB) throw new ApiError(400, settingsTexts.uploadAboveCeiling(ceilingKB));
      values.upload_max_kb = edit.uploadMaxKb;
    }
    return values;
  }
}

function columnOf(field: string): string {
  if (field === 'passValidDay') return 'pass_valid_day';
  if (field === 'uploadMaxKb') return 'upload_max_kb';
  return (IMAGE_FIELDS as Record<string, string>)[field] ?? (TEXT_FIELDS as Record<string, string>)[field];
}
