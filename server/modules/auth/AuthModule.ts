import type { paths as AdminPaths } from '../../../contracts/generated/admin.ts';
import type { paths as AuthPaths } from '../../../contracts/generated/auth.ts';
import { definePlugin, type ServiceResolver } from '../../../contracts/workbench/index.ts';
import { Stage } from '../../../core/hooks/index.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { AuditTrailId, auditModuleRef } from '../../contracts/audit.ts';
import { AccountAccessId, SessionEventsId, authModuleRef } from '../../contracts/auth.ts';
import { ClockId, DatabaseId, MetricsRegistryId, ServerConfigId, ServerHooksId, ServerLogId, SchemaMigrations } from '../../contracts/host.ts';
import { UploadOwnersId, filesModuleRef } from '../../contracts/files.ts';
import { UserDirectoryId, orgModuleRef } from '../../contracts/org.ts';
import { LoginPasswordCipher } from '../../security/LoginPasswordCipher.ts';
import { PasswordHasher } from '../../security/PasswordHasher.ts';
import { AdminAccountAccess } from './AdminAccountAccess.ts';
import { LoginCaptcha } from './captcha/LoginCaptcha.ts';
import { CurrentUser } from './CurrentUser.ts';
import { LoginAudit, type LoginClient } from './LoginAudit.ts';
import { LoginMetrics } from './LoginMetrics.ts';
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

/**
 * What the AccountAccess face, the routes and the request hooks share over one container: one of each
 * for the login and the password change, so they share the sessions and the scrypt worker's queue.
 */
interface AuthShared {
  sessions: SessionStore;
  cipher: LoginPasswordCipher;
  hasher: PasswordHasher;
  access: AdminAccountAccess;
}

function authShared(s: ServiceResolver): AuthShared {
  const config = s.get(ServerConfigId);
  const sessions = new SessionStore(s.get(DatabaseId).db, config, s.get(ClockId));
  const cipher = new LoginPasswordCipher(config.loginAesKey);
  const hasher = new PasswordHasher(undefined, config.passwordHashCost);
  return { sessions, cipher, hasher, access: new AdminAccountAccess(cipher, hasher, sessions) };
}

/** The module's routes over one container: its objects are plain wiring, the other modules' faces looked up here. */
function authModuleRoutes(s: ServiceResolver, { sessions, cipher, hasher }: AuthShared): ApiRoute[] {
  const { db, dialect } = s.get(DatabaseId);
  const config = s.get(ServerConfigId);
  const clock = s.get(ClockId);
  const directory = s.get(UserDirectoryId);
  // The lock counters: the login and the password change count the same.
  const throttle = new LoginThrottle(db, dialect, config.loginThrottle, clock, new LoginMetrics(s.get(MetricsRegistryId)));
  const sender = config.accounts.sms.sender;
  // Codes go to the log: this is the development sender, never configured where real phones are.
  const smsSender: SmsSender = sender.kind === 'http' ? new HttpSmsSender(sender) : new OutboxSmsSender(config.dataDir, (line) => s.get(ServerLogId).info('sms', line));
  const codes = new SmsCodes(db, smsSender, config.accounts.sms, clock);
  const captcha = new LoginCaptcha(db, clock);
  const social = new SocialLogin(db, config.accounts.social, clock);
  const audit = new LoginAudit(db, s.get(AuditTrailId));
  const grants = new TokenGrants(sessions, directory, cipher, hasher, throttle, { codes, captcha, social, captchaAfter: config.accounts.captchaAfter, audit });
  const personal = new PersonalCentre(directory, new PasswordChange(directory, sessions, cipher, hasher, throttle), cipher, social, s.get(UploadOwnersId));
  return [
    ...personalRoutes(personal),
    ...authRoutes(grants, new CurrentUser(sessions, directory, audit), captcha),
    ...accountRoutes(new SignUp(directory, codes, cipher, hasher, sessions), social),
  ];
}

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
    // x-ronghe-auth admin: the router lets through the administrators of the current company, whose members only are found.
    route({
      method: 'GET',
      path: '/admin/user/info/{username}',
      handler: (call: ApiCall<unknown, { username: string }>) => currentUser.infoByUsername(call.user, call.params.username),
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
export const authModule = definePlugin(() => {
  let shared: AuthShared | undefined;
  const sharedOf = (s: ServiceResolver): AuthShared => (shared ??= authShared(s));
  return {
    id: authModuleRef.id,
    // server-files: an avatar must be the user's own upload (UploadOwners).
    requires: [orgModuleRef, auditModuleRef, filesModuleRef],
    module(bind) {
      // A new container (the schema's reading of the bindings, then the server's): its objects are made afresh.
      shared = undefined;
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
      bind.factory(AccountAccessId, (s) => sharedOf(s).access);
      bind.factory(SessionEventsId, (s) => sharedOf(s).access.hooks);
      bind.contribute(ApiRoutes, (s) => authModuleRoutes(s, sharedOf(s)));
    },
    setup(context) {
      const hooks = context.get(ServerHooksId);
      const authenticator = new RequestAuthenticator(sharedOf(context).sessions, context.get(UserDirectoryId));
      hooks.authenticate.tapPromise({ name: 'server-auth:bearerToken', stage: Stage.NORMAL }, (attempt) => authenticator.principalFor(attempt));
      hooks.authorize.tapPromise({ name: 'server-auth:statusRoleAndPermission', stage: Stage.NORMAL }, (principal, access) => authenticator.refusalFor(principal, access));
    },
  };
});
