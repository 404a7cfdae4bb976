import type { UserInfo } from '../../contracts/workbench/Session.ts';
import type { components } from '../../contracts/generated/admin.ts';

/** The calls the portal makes and the shapes of their data (contracts/openapi/admin.yaml, auth.yaml). */
export const PortalApi = {
  token: '/auth/oauth/token',
  userInfo: '/admin/user/info',
  platformSettings: '/admin/enterpriseSetting/select',
  userMenu: '/admin/menu/front/getUserMenu',
  companies: '/admin/addressBook/dept/companysAndTodo',
  changeCompany: '/admin/addressBook/dept/changeCompany',
  backendUrl: '/admin/jump/backed',
  homeCount: '/admin/home/front/count',
  personalInfo: '/admin/user/personalInfo',
  editPersonalInfo: '/admin/user/editPersonalInfo',
  phoneOtherUser: '/admin/check/phoneOtherUser',
  notAgainRemind: '/admin/user/editNotAgainRemind',
  checkWeakPassword: '/admin/weakPassword/checkPassword',
  upload: '/admin/sys-file/upload',
  appDownload: '/admin/lvluoDownload/android',
  captcha: '/auth/code',
  smsToken: '/auth/mobile/token/sms',
  socialToken: '/auth/mobile/token/social',
  checkUsername: '/admin/check/username',
  checkPhone: '/admin/check/phone',
  register: '/admin/user/register',
  resetPassword: '/admin/user/resetPassword',
  unlock: '/admin/user/unlock',
  /** GET /admin/mobile/{phone}: a login (or, with ?purpose=reset, a reset) code. */
  accountCode: (phone: string) => `/admin/mobile/${encodeURIComponent(phone)}`,
  registerCode: (phone: string) => `/admin/mobile/register/${encodeURIComponent(phone)}`,
  socialProviders: '/admin/social/providers',
  socialAuthorize: (type: string) => `/admin/social/authorize/${encodeURIComponent(type)}`,
  socialBind: (type: string) => `/admin/social/bind/${encodeURIComponent(type)}`,
  socialUnbind: (type: string) => `/admin/social/unbind/${encodeURIComponent(type)}`,
  /** Joining a company (issue 22): the caller's invitations and applications, applying, answering, withdrawing. */
  myJoinRequests: '/admin/joinRequest/mine',
  applyToJoin: '/admin/joinRequest/apply',
  answerInvitation: (id: number) => `/admin/joinRequest/${id}/answer`,
  withdrawApplication: (id: number) => `/admin/joinRequest/${id}`,
  publicCompanies: '/admin/addressBook/dept/open/listCompanys',
} as const;

// Shapes come from the contracts (contracts/generated), never written twice.
type AdminSchemas = components['schemas'];
export type PlatformSettings = AdminSchemas['PlatformSettings'];
export type JoinRequest = AdminSchemas['JoinRequest'];
export type CompanyItem = AdminSchemas['CompanyItem'];
export type MenuItem = AdminSchemas['MenuItem'];
export type Counters = AdminSchemas['Counters'];
export type PersonalInfo = AdminSchemas['PersonalInfo'];
export type PersonalInfoEdit = AdminSchemas['PersonalInfoEdit'];
export type UploadedFile = AdminSchemas['UploadedFile'];
export type AppDownload = AdminSchemas['AppDownload'];
export type SocialProvider = AdminSchemas['SocialProvider'];

export type ChangeCompanyAnswer = UserInfo;
