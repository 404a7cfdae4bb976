import type { paths as AdminPaths } from '../../../contracts/generated/admin.ts';
import type { paths as AuthPaths } from '../../../contracts/generated/auth.ts';
import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { Stage } from '../../../core/hooks/index.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { AuditTrailId } from '../../contracts/audit.ts';
import { AccountAccessId, SessionEventsId } from '../../contracts/auth.ts';
import { ClockId, DatabaseId, ServerConfigId, ServerHooksId, SchemaMigrations } from '../../contracts/host.ts';
import { UploadOwnersId } from '../../contracts/files.ts';
import { UserDirectoryId } from '../../contracts/org.ts';
import { LoginPasswordCipher } from '../../security/LoginPasswordCipher.ts';
import { PasswordHasher } from '../../security/PasswordHasher.ts';
import { AdminAccountAccess } from './AdminAccountAccess.ts';
import { LoginCaptcha } from './captcha/LoginCaptcha.ts';
import { CurrentUser } from './CurrentUser.ts';
import { LoginAudit, type LoginClient } from './LoginAudit.ts';
import { LoginThrottle } from './LoginThrottle.ts';
import { PasswordChange } from './PasswordChange.ts';
import { PersonalCentre } from './PersonalCentre.ts';
import type { PersonalInfoEdit } from './PersonalInfoRules.ts';
import { RequestAuthenticator } from './RequestAuthenticator.ts';
import { SessionStore } from './SessionStore.ts';
import { SignUp, type RegisterRequest, type ResetPasswordRequest } from './signup/SignUp.ts';
import { HttpSmsSender } from './sms/HttpSmsSender.ts';
import { OutboxSmsSender } from './sms/OutboxSmsSender.ts';
import { SmsCodes } from './sms/SmsCodes.ts';
import type { SmsSender } from './sms/SmsSender.ts';
import { SocialLogin } from './social/SocialLogin.ts';
import { TokenGrants, type PasswordForm, type TokenQuery } from './TokenGrants.ts';
import { accountsMigration } from './AccountsMigration.ts';
import { mustChangePasswordMigration } from './MustChangePasswordMigration.ts';
import { tokenFamilyMigration } from './TokenFamilyMigration.ts';
import { sharedLoginStateMigration } from './SharedLoginStateMigration.ts';
import { loginAddressMigration } from './LoginAddressMigration.ts';

// The login operations are auth.yaml's, the account and personal ones admin.yaml's.
const route = contractRoute<AdminPaths & AuthPaths>();

const SessionStoreId = createServiceId<SessionStore>('server.auth.SessionStore');
const TokenGrantsId = createServiceId<TokenGrants>('server.auth.TokenGrants');
const CurrentUserId = createServiceId<CurrentUser>('server.auth.CurrentUser');
const RequestAuthenticatorId = createServiceId<RequestAuthenticator>('server.auth.RequestAuthenticator');
const PersonalCentreId = createServiceId<PersonalCentre>('server.auth.PersonalCentre');
const LoginThrottleId = createServiceId<LoginThrottle>('server.auth.LoginThrottle');
const PasswordHasherId = createServiceId<PasswordHasher>('server.auth.PasswordHasher');
const LoginPasswordCipherId = createServiceId<LoginPasswordCipher>('server.auth.LoginPasswordCipher');
const SmsSenderId = createServiceId<SmsSender>('server.auth.SmsSender');
const SmsCodesId = createServiceId<SmsCodes>('server.auth.SmsCodes');
const LoginCaptchaId = createServiceId<LoginCaptcha>('server.auth.LoginCaptcha');
const SocialLoginId = createServiceId<SocialLogin>('server.auth.SocialLogin');
const SignUpId = createServiceId<SignUp>('server.auth.SignUp');
const LoginAuditId = createServiceId<LoginAudit>('server.auth.LoginAudit');
const AdminAccountAccessId = createServiceId<AdminAccountAccess>('server.auth.AdminAccountAccess');

function personalRoutes(personal: PersonalCentre): ApiRoute[] {
  return [
    route({ method: 'GET', path: '/admin/user/personalInfo', handler: (call: ApiCall) => personal.info(call.user) }),
    route({
      method: 'POST',
      path: '/admin/user/editPersonalInfo',
      // The password change of /resetPassword is how such a login gets free.
      allowExpiredPassword: true,
      handler: (call: ApiCall<unknown, unknown, PersonalInfoEdit>) => personal.edit(call.user, call.body, call.request.ip),
    }),
    route({
      method: 'GET',
      path: '/admin/check/phoneOtherUser',
      handler: (call: ApiCall<{ phone: string }>) => personal.phoneTakenByOther(call.user, call.query.phone),
    }),
    route({
      method: 'POST',
      path: '/admin/user/editNotAgainRemind',
      handler: (call: ApiCall<unknown, unknown, { notAgainRemind: boolean }>) => personal.notAgainRemind(call.user, call.body.notAgainRemind),
    }),
    route({
      method: 'POST',
      path: '/admin/weakPassword/checkPassword',
      handler: (call: ApiCall<unknown, unknown, { password: string }>) => personal.checkWeak(call.principal, call.body.password),
    }),
    route({
      method: 'POST',
      path: '/admin/user/unlock',
      handler: (call: ApiCall<unknown, unknown, { password: string }>) => personal.unlock(call.user, call.body.password, call.request.ip),
    }),
  ];
}

/** The audit log's 来源 of a call: its address and browser. */
function clientOf(call: ApiCall<unknown, unknown, unknown>): LoginClient {
  return { address: call.request.ip, userAgent: call.headers['user-agent'] };
}

function authRoutes(grants: TokenGrants, currentUser: CurrentUser, captcha: LoginCaptcha): ApiRoute[] {
  return [
    route({
      method: 'POST',
      path: '/auth/oauth/token',
      handler: (call: ApiCall<TokenQuery, unknown, PasswordForm | undefined>) => grants.grant(call.query, call.body, clientOf(call)),
    }),
    route({ method: 'POST', path: '/auth/mobile/token/sms', handler: (call: ApiCall<TokenQuery>) => grants.sms(call.query, clientOf(call)) }),
    route({ method: 'POST', path: '/auth/mobile/token/social', handler: (call: ApiCall<TokenQuery>) => grants.social(call.query, clientOf(call)) }),
    route({ method: 'GET', path: '/auth/code', handler: (call: ApiCall<{ randomStr: string }>) => captcha.image(call.query.randomStr, call.request.ip) }),
    route({
      method: 'POST',
      path: '/auth/token/logout',
      // A disabled user is logged out by the web app 1.2 s after login (spec part 1 §4).
      allowDisabledUser: true,
      allowExpiredPassword: true,
      handler: (call: ApiCall) => currentUser.logout(call.user, clientOf(call)),
    }),
    route({
      method: 'GET',
      path: '/admin/user/info',
      // The web app reads sysUser.status here to tell a disabled user 您的账号已被禁用, and remindFlag '0' to send the user to /resetPassword.
      allowDisabledUser: true,
      allowExpiredPassword: true,
      handler: (call: ApiCall) => currentUser.info(call.user),
    }),
    route({
      method: 'POST',
      path: '/admin/addressBook/dept/changeCompany',
      handler: (call: ApiCall<unknown, unknown, { companyId: number }>) => currentUser.switchCompany(call.user, call.body.companyId),
    }),
  ];
}

function accountRoutes(signUp: SignUp, social: SocialLogin): ApiRoute[] {
  return [
    route({ method: 'GET', path: '/admin/check/username', handler: (call: ApiCall<{ username: string }>) => signUp.usernameTaken(call.query.username) }),
    route({ method: 'GET', path: '/admin/check/phone', handler: (call: ApiCall<{ phone: string }>) => signUp.phoneRegistered(call.query.phone) }),
    route({
      method: 'GET',
      path: '/admin/mobile/register/{mobile}',
      handler: (call: ApiCall<unknown, { mobile: string }>) => signUp.sendRegisterCode(call.params.mobile, call.request.ip),
    }),
    route({
      method: 'GET',
      path: '/admin/mobile/{mobile}',
      handler: (call: ApiCall<{ purpose?: 'login' | 'reset' }, { mobile: string }>) =>
        signUp.sendAccountCode(call.params.mobile, call.query.purpose ?? 'login', call.request.ip),
    }),
    route({ method: 'POST', path: '/admin/user/register', handler: (call: ApiCall<unknown, unknown, RegisterRequest>) => signUp.register(call.body) }),
    route({
      method: 'POST',
      path: '/admin/user/resetPassword',
      handler: (call: ApiCall<unknown, unknown, ResetPasswordRequest>) => signUp.resetPassword(call.body),
    }),
    route({ method: 'GET', path: '/admin/social/providers', handler: () => social.providers() }),
    route({
      method: 'GET',
      path: '/admin/social/authorize/{type}',
      handler: (call: ApiCall<{ action?: 'login' | 'bind' }, { type: string }>) =>
        // Binding names the caller (call.user answers 401 without a login); a login names nobody.
        social.authorizeUrl(call.params.type, call.query.action === 'bind' ? call.user.userId : null, call.request.ip),
    }),
    route({
      method: 'POST',
      path: '/admin/social/bind/{type}',
      handler: async (call: ApiCall<unknown, { type: string }, { code: string; redirectUrl: string }>) => {
        const identity = await social.identify(call.params.type, call.body.code, call.body.redirectUrl);
        await social.bindCallback(call.params.type, call.user.userId, identity);
        return true;
      },
    }),
    route({
      method: 'POST',
      path: '/admin/social/unbind/{type}',
      handler: async (call: ApiCall<unknown, { type: string }>) => {
        await social.unbind(call.params.type, call.user.userId);
        return true;
      },
    }),
  ];
}

/**
 * Sessions, tokens and accounts: the token endpoint (password with captcha, SMS code, social
 * account, refresh), logout, the caller's user info and company switch, sign-up, SMS codes,
 * forgotten password, social binding, the personal centre (profile, password change, password
 * reminder, lock screen), and the request authentication every other module relies on (tapped
 * into the app's authenticate and authorize hooks).
 */
export const authModule = definePlugin(() => ({
  id: 'server-auth',
  // server-files: an avatar must be the user's own upload (UploadOwners).
  requires: ['server-org', 'server-audit', 'server-files'],
  module(bind) {
    bind.contribute(SchemaMigrations, [
      // Refresh-token families: a replayed refresh token revokes every token of its login.
      { name: '0007_token_family', migration: () => tokenFamilyMigration },
      // Sign-up, phone login, forgotten password, social login: SMS codes, social bindings, social logins under way.
      { name: '0017_accounts', migration: accountsMigration },
      // A login whose password must be changed first is marked on its tokens: the server refuses it everything else.
      { name: '0018_must_change_password', migration: () => mustChangePasswordMigration },
      // The login's lock counters and captcha texts in the database: every instance counts and checks the same.
      { name: '0033_shared_login_state', migration: () => sharedLoginStateMigration },
      // Captchas and social logins under way bounded per client address, never over all of them.
      { name: '0044_login_address', migration: () => loginAddressMigration },
    ]);
    bind.factory(SessionStoreId, (s) => new SessionStore(s.get(DatabaseId).db, s.get(ServerConfigId), s.get(ClockId)));
    // One of each for the login and the password change: they share the lock counters and the scrypt worker's queue.
    bind.factory(LoginPasswordCipherId, (s) => new LoginPasswordCipher(s.get(ServerConfigId).loginAesKey));
    bind.factory(PasswordHasherId, (s) => new PasswordHasher(undefined, s.get(ServerConfigId).passwordHashCost));
    bind.factory(AdminAccountAccessId, (s) => new AdminAccountAccess(s.get(LoginPasswordCipherId), s.get(PasswordHasherId), s.get(SessionStoreId)));
    bind.factory(AccountAccessId, (s) => s.get(AdminAccountAccessId));
    bind.factory(SessionEventsId, (s) => s.get(AdminAccountAccessId).hooks);
    bind.factory(LoginThrottleId, (s) => new LoginThrottle(s.get(DatabaseId).db, s.get(DatabaseId).dialect, s.get(ServerConfigId).loginThrottle, s.get(ClockId)));
    bind.factory(SmsSenderId, (s) => {
      const config = s.get(ServerConfigId);
      const sender = config.accounts.sms.sender;
      // Codes go to the log: this is the development sender, never configured where real phones are.
      return sender.kind === 'http' ? new HttpSmsSender(sender) : new OutboxSmsSender(config.dataDir, (line) => console.info(line));
    });
    bind.factory(SmsCodesId, (s) => new SmsCodes(s.get(DatabaseId).db, s.get(SmsSenderId), s.get(ServerConfigId).accounts.sms, s.get(ClockId)));
    bind.factory(LoginCaptchaId, (s) => new LoginCaptcha(s.get(DatabaseId).db, s.get(ClockId)));
    bind.factory(SocialLoginId, (s) => new SocialLogin(s.get(DatabaseId).db, s.get(ServerConfigId).accounts.social, s.get(ClockId)));
    bind.factory(
      SignUpId,
      (s) =>
        new SignUp(
          s.get(UserDirectoryId),
          s.get(SmsCodesId),
          s.get(LoginPasswordCipherId),
          s.get(PasswordHasherId),
          s.get(SessionStoreId),
        ),
    );
    bind.factory(LoginAuditId, (s) => new LoginAudit(s.get(DatabaseId).db, s.get(AuditTrailId)));
    bind.factory(
      TokenGrantsId,
      (s) =>
        new TokenGrants(s.get(SessionStoreId), s.get(UserDirectoryId), s.get(LoginPasswordCipherId), s.get(PasswordHasherId), s.get(LoginThrottleId), {
          codes: s.get(SmsCodesId),
          captcha: s.get(LoginCaptchaId),
          social: s.get(SocialLoginId),
          captchaAfter: s.get(ServerConfigId).accounts.captchaAfter,
          audit: s.get(LoginAuditId),
        }),
    );
    bind.factory(
      PersonalCentreId,
      (s) =>
        new PersonalCentre(
          s.get(UserDirectoryId),
          new PasswordChange(s.get(UserDirectoryId), s.get(SessionStoreId), s.get(LoginPasswordCipherId), s.get(PasswordHasherId), s.get(LoginThrottleId)),
          s.get(LoginPasswordCipherId),
          s.get(SocialLoginId),
          s.get(UploadOwnersId),
        ),
    );
    bind.contribute(ApiRoutes, (s) => personalRoutes(s.get(PersonalCentreId)));
    bind.factory(CurrentUserId, (s) => new CurrentUser(s.get(SessionStoreId), s.get(UserDirectoryId), s.get(LoginAuditId)));
    bind.factory(RequestAuthenticatorId, (s) => new RequestAuthenticator(s.get(SessionStoreId), s.get(UserDirectoryId)));
    bind.contribute(ApiRoutes, (s) => authRoutes(s.get(TokenGrantsId), s.get(CurrentUserId), s.get(LoginCaptchaId)));
    bind.contribute(ApiRoutes, (s) => accountRoutes(s.get(SignUpId), s.get(SocialLoginId)));
  },
  setup(context) {
    const hooks = context.get(ServerHooksId);
    const authenticator = context.get(RequestAuthenticatorId);
    hooks.authenticate.tapPromise({ name: 'server-auth:bearerToken', stage: Stage.NORMAL }, (attempt) => authenticator.principalFor(attempt));
    hooks.authorize.tapPromise({ name: 'server-auth:statusRoleAndPermission', stage: Stage.NORMAL }, (principal, access) => authenticator.refusalFor(principal, access));
  },
}));
