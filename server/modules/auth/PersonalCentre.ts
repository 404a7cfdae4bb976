import { ApiError } from '../../http/ApiError.ts';
import type { PersonalInfoView, UserDirectory } from '../../contracts/org.ts';
import type { Principal } from '../../contracts/host.ts';
import type { UploadOwners } from '../../contracts/files.ts';
import type { LoginPasswordCipher } from '../../security/LoginPasswordCipher.ts';
import type { PasswordChange } from './PasswordChange.ts';
import type { SocialLogin } from './social/SocialLogin.ts';
import { PersonalInfoRules, type PersonalInfoEdit } from './PersonalInfoRules.ts';
import { WeakPassword, type WeakPasswordAnswer } from '../../contracts/WeakPassword.ts';
import { authTexts } from './zh-CN.ts';

/**
 * The personal centre (/user/info): the caller's own profile, password and password reminder.
 * Every operation acts on the principal's user and nobody else: no request field names a user.
 */
export class PersonalCentre {
  constructor(
    private readonly directory: UserDirectory,
    private readonly passwords: PasswordChange,
    private readonly cipher: LoginPasswordCipher,
    private readonly social: SocialLogin,
    private readonly uploads: UploadOwners,
  ) {}

  async info(principal: Principal): Promise<PersonalInfoView> {
    const info = await this.directory.personalInfo(principal.userId, principal.companyId);
    if (!info) throw new ApiError(401, authTexts.tokenInvalid);
    return { ...info, socialBindings: await this.social.bindings(principal.userId) };
  }

  /** The lock screen's 解锁: the caller's own password, counted like a login. */
  async unlock(principal: Principal, encrypted: string, clientAddress: string): Promise<boolean> {
    await this.passwords.confirm(principal, encrypted, clientAddress);
    return true;
  }

  /** Profile fields and a password change may come together; the password goes last, after the profile checks passed. */
  async edit(principal: Principal, edit: PersonalInfoEdit, clientAddress: string): Promise<boolean> {
    const fields = PersonalInfoRules.profile(edit);
    // A picture someone else uploaded is not the caller's to show as theirs.
    const avatar = fields.avatar ? PersonalInfoRules.avatarFile(fields.avatar) : null;
    if (avatar && (await this.uploads.uploaderOf(avatar.bucket, avatar.fileName)) !== principal.userId) throw new ApiError(400, authTexts.avatar);
    if (fields.phone !== undefined && (await this.directory.phoneTakenByOther(fields.phone, principal.userId))) {
      throw new ApiError(400, authTexts.phoneTaken);
    }
    const changesPassword = edit.password !== undefined || edit.newpassword1 !== undefined;
    if (changesPassword) {
      if (!edit.password || !edit.newpassword1) throw new ApiError(400, authTexts.newPasswordRequired);
      await this.passwords.change(principal, edit.password, edit.newpassword1, clientAddress);
    }
    await this.directory.editProfile(principal.userId, fields);
    return true;
  }

  async phoneTakenByOther(principal: Principal, phone: string): Promise<0 | 1> {
    return (await this.directory.phoneTakenByOther(phone, principal.userId)) ? 1 : 0;
  }

  async notAgainRemind(principal: Principal, notAgainRemind: boolean): Promise<boolean> {
    await this.directory.setRemindFlag(principal.userId, notAgainRemind ? '2' : '1');
    return true;
  }

  /** Public (sign-up uses it too); a signed-in caller's own account counts as weak. */
  checkWeak(principal: Principal | null, encrypted: string): WeakPasswordAnswer {
    return WeakPassword.check(this.cipher.decrypt(encrypted), principal?.username);
  }
}
