import { ApiClientId } from '../../contracts/workbench/ApiClient.ts';
import { definePlugin } from '../../contracts/workbench/Plugin.ts';
import { LoginCipherId, SessionStoreId, TokenRefresherId, type TabLocks, coreSessionRef } from '../../contracts/workbench/Session.ts';
import { LocalStorageSessionStore } from './LocalStorageSessionStore.ts';
import { LoginCipher } from './LoginCipher.ts';
import { PrefixedStorage } from './PrefixedStorage.ts';
import { SessionCookies } from './SessionCookies.ts';
import { TabBroadcast } from './TabBroadcast.ts';
import { TokenRefresher } from './TokenRefresher.ts';

export interface CoreSessionOptions {
  /** Defaults to window.localStorage. */
  storage?: Storage;
  /** Defaults to window.document (for the cookies). */
  document?: Document;
  /** The BroadcastChannel name; defaults to `ronghe-session`. */
  channel?: string;
  /** The 16-byte login key; defaults to VITE_LOGIN_AES_KEY, then `ronghe-login-key`. */
  loginKey?: string;
  /** The tabs' shared lock; defaults to the browser's `navigator.locks` where it exists. */
  locks?: TabLocks;
}

/**
 * Binds the session store, the refresh countdown and the login cipher. It requires nothing:
 * the HTTP client (which requires this plugin) is looked up only when logout or refresh call it.
 */
export const coreSessionPlugin = definePlugin((options: CoreSessionOptions | void) => {
  const settings: CoreSessionOptions = options ?? {};
  let store: LocalStorageSessionStore | undefined;
  let refresher: TokenRefresher | undefined;
  return {
    id: coreSessionRef.id,
    module(bind) {
      bind.factory(SessionStoreId, (services) => {
        store = new LocalStorageSessionStore({
          storage: new PrefixedStorage(settings.storage ?? window.localStorage),
          cookies: new SessionCookies(settings.document ?? window.document),
          broadcast: new TabBroadcast(settings.channel),
          api: () => services.get(ApiClientId),
        });
        return store;
      });
      bind.factory(TokenRefresherId, (services) => {
        refresher = new TokenRefresher({
          session: services.get(SessionStoreId),
          api: () => services.get(ApiClientId),
          locks: settings.locks ?? globalThis.navigator?.locks,
        });
        return refresher;
      });
      bind.factory(
        LoginCipherId,
        () => new LoginCipher(settings.loginKey || import.meta.env.VITE_LOGIN_AES_KEY || LoginCipher.DEFAULT_KEY),
      );
    },
    stop() {
      refresher?.stop();
      store?.dispose();
    },
  };
});
