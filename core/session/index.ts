export { coreSessionPlugin, type CoreSessionOptions } from './coreSessionPlugin.ts';
export { LocalStorageSessionStore, type LocalStorageSessionStoreDeps } from './LocalStorageSessionStore.ts';
export { TokenRefresher, type TokenRefresherDeps } from './TokenRefresher.ts';
export { LoginCipher } from './LoginCipher.ts';
export { PrefixedStorage } from './PrefixedStorage.ts';
export { SessionCookies } from './SessionCookies.ts';
export { TabBroadcast, type SessionChange } from './TabBroadcast.ts';
export { UserInfoReload } from './UserInfoReload.ts';
