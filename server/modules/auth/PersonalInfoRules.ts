import { ApiError } from '../../http/ApiError.ts';
import { AccountRules } from '../../contracts/AccountRules.ts';
import type { ProfileFields } from '../../contracts/org.ts';
import { authTexts } from './zh-CN.ts';

/** The editable fields as the personal centre sends them. */
export interface PersonalInfoEdit {
  chineseName?: string;
  phone?: string;
  code?: string;
  email?: string;
  avatar?: string;
  password?: string;
  newpassword1?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 100;
/**
 * An avatar is a picture uploaded to the avatar folder (FilesModule checks its type, bytes and
 * size there): only such a link is stored, so the top bar never loads an address of the
 * caller's choosing.
 */
const AVATAR = /^\/system\/file\/avatar\/([0-9a-f]{32}\.(?:jpg|jpeg|png))$/;

/**
 * The personal centre's rules (spec part 1 §5), the same the browser checks: the server's
 * answer is the rule, the browser's only saves a round trip.
 */
export class PersonalInfoRules {
  static profile(edit: PersonalInfoEdit): ProfileFields {
    const fields: ProfileFields = {};
    if (edit.chineseName !== undefined) {
      fields.chineseName = AccountRules.chineseName(edit.chineseName);
    }
    if (edit.phone !== undefined) fields.phone = AccountRules.phone(edit.phone);
    if (edit.email !== undefined) {
      const email = edit.email.trim();
      if (email !== '' && (email.length > EMAIL_MAX || !EMAIL.test(email))) throw new ApiError(400, authTexts.email);
      fields.email = email === '' ? null : email;
    }
    if (edit.avatar !== undefined) {
      if (edit.avatar !== '' && !AVATAR.test(edit.avatar)) throw new ApiError(400, authTexts.avatar);
      fields.avatar = edit.avatar === '' ? null : edit.avatar;
    }
    return fields;
  }

  /** The upload an avatar link (one `profile` accepted) shows. */
  static avatarFile(link: string): { bucket: string; fileName: string } | null {
    const fileName = AVATAR.exec(link)?.[1];
    return fileName ? { bucket: 'avatar', fileName } : null;
  }
}
