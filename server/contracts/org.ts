import type { components } from '../../contracts/generated/admin.ts';
import { createServiceId, pluginRef } from '../../contracts/workbench/index.ts';
import { PLATFORM_ADMIN_ROLE } from '../../contracts/workbench/PlatformAdminRole.ts';
import type { Db } from '../db/Database.ts';
import type { CandidateDirectory } from '../engine/index.ts';

/** The engine's candidate directory as the org module provides it over the organisation (CandidateDirectoryId). */
export type { CandidateDirectory, CandidateInstance, CandidateListing, DirectoryScope, UnavailableReason } from '../engine/index.ts';

export type UserInfoView = components['schemas']['UserInfo'];

/** A user's account as the login needs it. */
export interface UserAccount {
  userId: number;
  username: string;
  /** '0' active, '1' disabled. */
  status: string;
  companyAdmin: number | null;
  lastLoginTeam: number | null;
}

/** Who a user is, for names written into rows (to-dos, messages) and shown in lists. */
export interface PersonName {
  username: string;
  chineseName: string;
}

/**
 * Users as the organisation knows them (provided by the org module, which owns the user
 * tables: no other module reads them). Methods taking a `db` read through it, so an engine
 * command's follow-up writes can call them inside the command's transaction.
 */
export interface UserDirectory {
  /** The account and its stored password hash, by login name. */
  accountByUsername(username: string): Promise<(UserAccount & { passwordHash: string }) | undefined>;
  account(userId: number): Promise<UserAccount | undefined>;
  /** Remembers the company the user switched to (the next login starts there). */
  rememberCompany(userId: number, companyId: number): Promise<void>;
  /** The names of those of these users who exist. */
  names(userIds: readonly number[], db?: Db): Promise<Map<number, PersonName>>;
  /** Up to `limit` members of the company (disabled ones too) whose name or account name contains `part` (流程监控's 发起人 filter). */
  membersNamed(companyId: number, part: string, limit: number): Promise<number[]>;
  /** The user's company ids (active memberships), in the user's order. */
  companiesOf(userId: number): Promise<number[]>;
  /** Whether the user has memberships and every one of them is disabled (they cannot log in: 您的账号已被禁用). */
  everyMembershipDisabled(userId: number): Promise<boolean>;
  /** An active membership: a disabled one (用户管理's 禁用) keeps the user out of that company. */
  isMember(userId: number, companyId: number): Promise<boolean>;
  /** The roles granted to the user in this company, and the platform's (the platform administrators' role). */
  roleIds(userId: number, companyId: number): Promise<number[]>;
  /** Authority names from the roles granted in this company (sorted, unique): the built-in roles' and that company's own. */
  permissions(userId: number, companyId: number): Promise<string[]>;
  /**
   * The active members of the company who hold the permission there (by `permissions`' rule: its
   * administrators, and the holders of a role granting it), by id. `db`: a caller's transaction.
   */
  holdersOf(permission: string, companyId: number, db?: Db): Promise<number[]>;
  /** The user info for one of the user's companies; null when the user does not exist. */
  userInfo(userId: number, companyId: number): Promise<UserInfoView | null>;
  /** The personal centre's view of the user in one of their companies; null when the user does not exist. */
  personalInfo(userId: number, companyId: number): Promise<PersonalInfoView | null>;
  /** Writes the given profile fields of this user only (checked by the caller). */
  editProfile(userId: number, fields: ProfileFields): Promise<void>;
  /** Whether a user other than this one has the phone. */
  phoneTakenByOther(phone: string, userId: number): Promise<boolean>;
  /** Stores a new password hash; the password's age starts again and a forced reset is done. */
  setPasswordHash(userId: number, passwordHash: string): Promise<void>;
  /** The password reminder's flag ('2': the user chose 忽略，不再提醒). */
  setRemindFlag(userId: number, remindFlag: '1' | '2'): Promise<void>;
  /** Whether the user's password must be changed before anything else: past its validity days, or a reset asked for (remindFlag '0'). */
  mustChangePassword(userId: number): Promise<boolean>;
  /** The account with this phone (phone login, forgotten password). */
  accountByPhone(phone: string): Promise<UserAccount | undefined>;
  /** Whether any user has this account name (sign-up's 账号已存在). */
  usernameTaken(username: string): Promise<boolean>;
  /**
   * A newcomer from the sign-up, a member of no company (they apply to join one); null when the
   * account name or the phone was taken meanwhile.
   */
  register(newcomer: Newcomer): Promise<number | null>;
}

/** What the sign-up hands the directory (checked by the caller). */
export interface Newcomer {
  username: string;
  chineseName: string;
  phone: string;
  passwordHash: string;
}

export type PersonalInfoView = components['schemas']['PersonalInfo'];

/** The personal centre's editable fields; absent ones stay as they are, null clears. */
export interface ProfileFields {
  chineseName?: string;
  phone?: string;
  email?: string | null;
  avatar?: string | null;
}

export const UserDirectoryId = createServiceId<UserDirectory>('server.org.UserDirectory');

/** The engine's candidate directory over the organisation (provided by the org module). */
export const CandidateDirectoryId = createServiceId<CandidateDirectory>('server.org.CandidateDirectory');

/** The first administrator of an install without one (`ronghe setup`), as the operator names them. */
export interface FirstAdministratorInput {
  companyName: string;
  username: string;
  chineseName: string;
  /** The password as typed: checked by the platform's weak-password rule, stored only as its hash. */
  password: string;
  phone?: string;
}

/** Makes a production install's first company and platform administrator (provided by the org module). */
export interface FirstAdministrator {
  /** Whether some user holds the platform administrator's role (role 3). */
  exists(): Promise<boolean>;
  /** Writes the company, the administrator and their roles in one transaction; null, writing nothing, when an administrator exists. 400 for a bad field. */
  create(input: FirstAdministratorInput): Promise<{ companyId: number; userId: number } | null>;
}

export const FirstAdministratorId = createServiceId<FirstAdministrator>('server.org.FirstAdministrator');

export { PLATFORM_ADMIN_ROLE };

/**
 * Whether a user administers a company (the principal's `admin` for the current one): a company's
 * administrator (`companyAdmin`) administers that company only, whatever roles they hold; the
 * platform administrators' role alone, no company named, administers every company the user works
 * in. `roleIds`: the user's roles there (UserDirectory.roleIds). The org module holds the same rule
 * in its queries over many users (CompanyAdministrators).
 */
export function administersCompany(companyAdmin: number | null, roleIds: readonly number[], companyId: number): boolean {
  return companyAdmin !== null ? companyAdmin === companyId : roleIds.includes(PLATFORM_ADMIN_ROLE);
}

/**
 * The demo's two companies (the org module seeds them): the other modules' demo rows belong to
 * them, so their ids are part of the org's face rather than of its demo rows.
 */
export const COMPANY_TECH = 1;
export const COMPANY_EDU = 2;

/** The organisation module, for the modules that require it. */
export const orgModuleRef = pluginRef<void>('server-org');
