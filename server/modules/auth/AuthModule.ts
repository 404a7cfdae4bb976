import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { Stage } from '../../../core/hooks/index.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../app/ApiRoutes.ts';
import { ClockId, DatabaseId, ServerConfigId, ServerHooksId, UserDirectoryId } from '../../app/ServerContracts.ts';
import { LoginPasswordCipher } from '../../security/LoginPasswordCipher.ts';
import { PasswordHasher } from '../../security/PasswordHasher.ts';
import { CurrentUser } from './CurrentUser.ts';
import { LoginThrottle } from './LoginThrottle.ts';
import { PasswordChange } from './PasswordChange.ts';
import { PersonalCentre } from './PersonalCentre.ts';
import type { PersonalInfoEdit } from './PersonalInfoRules.ts';
import { RequestAuthenticator } from './RequestAuthenticator.ts';
import { SessionStore } from './SessionStore.ts';
import { TokenGrants, type PasswordForm, type TokenQuery } from './TokenGrants.ts';

const SessionStoreId = createServiceId<SessionStore>('server.auth.SessionStore');
const TokenGrantsId = createServiceId<TokenGrants>('server.auth.TokenGrants');
const CurrentUserId = createServiceId<CurrentUser>('server.auth.CurrentUser');
const RequestAuthenticatorId = createServiceId<RequestAuthenticator>('server.auth.RequestAuthenticator');
const PersonalCentreId = createServiceId<PersonalCentre>('server.auth.PersonalCentre');
const LoginThrottleId = createServiceId<LoginThrottle>('server.auth.LoginThrottle');
const PasswordHasherId = createServiceId<PasswordHasher>('server.auth.PasswordHasher');
const LoginPasswordCipherId = createServiceId<LoginPasswordCipher>('server.auth.LoginPasswordCipher');

function personalRoutes(personal: PersonalCentre): ApiRoute[] {
  return [
    { method: 'GET', path: '/admin/user/personalInfo', handler: (call: ApiCall) => personal.info(call.user) },
    {
      method: 'POST',
      path: '/admin/user/editPersonalInfo',
      handler: (call: ApiCall<unknown, unknown, PersonalInfoEdit>) => personal.edit(call.user, call.body, call.request.ip),
    },
    {
      method: 'GET',
      path: '/admin/check/phoneOtherUser',
      handler: (call: ApiCall<{ phone: string }>) => personal.phoneTakenByOther(call.user, call.query.phone),
    },
    {
      method: 'POST',
      path: '/admin/user/editNotAgainRemind',
      handler: (call: ApiCall<unknown, unknown, { notAgainRemind: boolean }>) => personal.notAgainRemind(call.user, call.body.notAgainRemind),
    },
    {
      method: 'POST',
      path: '/admin/weakPassword/checkPassword',
      handler: (call: ApiCall<unknown, unknown, { password: string }>) => personal.checkWeak(call.principal, call.body.password),
    },
  ];
}

function authRoutes(grants: TokenGrants, currentUser: CurrentUser): ApiRoute[] {
  return [
    {
      method: 'POST',
      path: '/auth/oauth/token',
      handler: (call: ApiCall<TokenQuery, unknown, PasswordForm | undefined>) => grants.grant(call.query, call.body, call.request.ip),
    },
    {
      method: 'POST',
      path: '/auth/token/logout',
      // A disabled user is logged out by the web app 1.2 s after login (spec part 1 §4).
      allowDisabledUser: true,
      handler: (call: ApiCall) => currentUser.logout(call.user),
    },
    {
      method: 'GET',
      path: '/admin/user/info',
      // The web app reads sysUser.status here to tell a disabled user 您的账号已被禁用.
      allowDisabledUser: true,
      handler: (call: ApiCall) => currentUser.info(call.user),
    },
    {
      method: 'POST',
      path: '/admin/addressBook/dept/changeCompany',
      handler: (call: ApiCall<unknown, unknown, { companyId: number }>) => currentUser.switchCompany(call.user, call.body.companyId),
    },
  ];
}

/**
 * Sessions and tokens: the token endpoint, logout, the caller's user info and company
 * switch, the personal centre (profile, password change, password reminder), and the request authentication every other module relies on (tapped into the
 * app's authenticate and authorize hooks).
 */
export const authModule = definePlugin(() => ({
  id: 'server-auth',
  requires: ['server-org'],
  module(bind) {
    bind.factory(SessionStoreId, (s) => new SessionStore(s.get(DatabaseId).db, s.get(ServerConfigId), s.get(ClockId)));
    // One of each for the login and the password change: they share the lock counters and the scrypt worker's queue.
    bind.factory(LoginPasswordCipherId, (s) => new LoginPasswordCipher(s.get(ServerConfigId).loginAesKey));
    bind.factory(PasswordHasherId, (s) => new PasswordHasher(undefined, s.get(ServerConfigId).passwordHashCost));
    bind.factory(LoginThrottleId, (s) => new LoginThrottle(s.get(ServerConfigId).loginThrottle, s.get(ClockId)));
    bind.factory(
      TokenGrantsId,
      (s) => new TokenGrants(s.get(SessionStoreId), s.get(UserDirectoryId), s.get(LoginPasswordCipherId), s.get(PasswordHasherId), s.get(LoginThrottleId)),
    );
    bind.factory(
      PersonalCentreId,
      (s) =>
        new PersonalCentre(
          s.get(UserDirectoryId),
          new PasswordChange(s.get(UserDirectoryId), s.get(SessionStoreId), s.get(LoginPasswordCipherId), s.get(PasswordHasherId), s.get(LoginThrottleId)),
          s.get(LoginPasswordCipherId),
        ),
    );
    bind.contribute(ApiRoutes, (s) => personalRoutes(s.get(PersonalCentreId)));
    bind.factory(CurrentUserId, (s) => new CurrentUser(s.get(SessionStoreId), s.get(UserDirectoryId)));
    bind.factory(RequestAuthenticatorId, (s) => new RequestAuthenticator(s.get(SessionStoreId), s.get(UserDirectoryId)));
    bind.contribute(ApiRoutes, (s) => authRoutes(s.get(TokenGrantsId), s.get(CurrentUserId)));
  },
  setup(context) {
    const hooks = context.get(ServerHooksId);
    const authenticator = context.get(RequestAuthenticatorId);
    hooks.authenticate.tapPromise({ name: 'server-auth:bearerToken', stage: Stage.NORMAL }, (attempt) => authenticator.principalFor(attempt));
    hooks.authorize.tap({ name: 'server-auth:statusAndRole', stage: Stage.NORMAL }, (principal, access) => authenticator.refusalFor(principal, access));
  },
}));
