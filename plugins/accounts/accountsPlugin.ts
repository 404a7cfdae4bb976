import { lazy } from 'react';
import { accountsRef, LOCK_PATH, ScreenLockId, SocialBindingId } from '../../contracts/workbench/Accounts.ts';
import { ApiClientId } from '../../contracts/workbench/ApiClient.ts';
import { coreHttpRef } from '../../contracts/workbench/Http.ts';
import { definePlugin } from '../../contracts/workbench/Plugin.ts';
import { portalRef, WorkspaceOverlayContributions } from '../../contracts/workbench/Portal.ts';
import { RouteContributions } from '../../contracts/workbench/Routes.ts';
import { coreSessionRef, SessionStoreId } from '../../contracts/workbench/Session.ts';
import { PersonalCentreTabContributions } from '../../contracts/workbench/Workspace.ts';
import { accountsRoutes } from './accountsRoutes.tsx';
import { ScreenLock } from './lock/ScreenLock.ts';
import { menuZhCN } from './menuZhCN.ts';

// Loaded with the main layout or the personal centre, not with the login page.
const PasswordReminder = lazy(async () => ({ default: (await import('./password/PasswordReminder.tsx')).PasswordReminder }));
const PasswordForm = lazy(async () => ({ default: (await import('./password/PasswordForm.tsx')).PasswordForm }));

export interface AccountsOptions {
  /** Where the screen lock is kept: the browser's localStorage unless given (a server render has none). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/**
 * Accounts: login (password, phone, social), sign-up, the forgotten and the forced password
 * reset, 密码管理 and its reminder, and the screen lock, which holds the login-required pages
 * through the shell's beforeNavigate.
 */
export const accountsPlugin = definePlugin((options: AccountsOptions | void) => ({
  id: accountsRef.id,
  requires: [coreSessionRef, coreHttpRef, portalRef],
  module(bind) {
    bind.factory(ScreenLockId, () => new ScreenLock(options?.storage ?? window.localStorage));
    bind.factory(SocialBindingId, (services) => ({
      start: async (type: string) => {
        const { SocialFlow } = await import('./social/SocialFlow.ts');
        await new SocialFlow(services.get(ApiClientId)).start(type, 'bind');
      },
    }));
    for (const route of accountsRoutes) bind.contribute(RouteContributions, route);
    // 密码定期更新提醒 / 密码即将过期提醒: a modal over the workspace, once per visit.
    bind.contribute(WorkspaceOverlayContributions, { plugin: accountsRef.id, component: PasswordReminder });
    bind.contribute(PersonalCentreTabContributions, { plugin: accountsRef.id, key: 'passwordManager', label: menuZhCN.passwordTab, order: 20, component: PasswordForm });
  },
  setup(context) {
    // A locked screen (/lock) holds every login-required page until its user unlocks it.
    context.contract(portalRef).hooks.beforeNavigate.tap('accounts:screenLock', (target) => {
      if (!target.route.auth) return undefined;
      const userId = context.get(SessionStoreId).snapshot().userInfo?.sysUser.userId;
      return context.get(ScreenLockId).lockOf(userId) ? LOCK_PATH : undefined;
    });
  },
}));
