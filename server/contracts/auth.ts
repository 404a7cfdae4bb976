import type { AsyncSeriesHook, TapOnly } from '../../core/hooks/index.ts';
import { createServiceId, pluginRef } from '../../contracts/workbench/index.ts';

/**
 * What the auth module does for the administrators' user pages (provided by it: it alone holds the
 * login cipher, the hasher and the sessions).
 */
export interface AccountAccess {
  /**
   * The stored hash of a new password, sent encrypted as the login sends it; 400 when unreadable,
   * empty or weak (the platform's weak-password rule, not the account itself).
   */
  hashNewPassword(encrypted: string, username: string): Promise<string>;
  /** The stored hash of a password the server generated (strong by construction). */
  hashGeneratedPassword(plain: string): Promise<string>;
  /** Ends every login of the user and announces it (SessionEventsId), so the live connection closes too. */
  endSessions(userId: number): Promise<void>;
}

export const AccountAccessId = createServiceId<AccountAccess>('server.auth.AccountAccess');

/** What the auth module announces once a user's logins were ended by an administrator. Taps must not throw. */
export interface SessionHooks {
  ended: AsyncSeriesHook<[number]>;
}

export const SessionEventsId = createServiceId<TapOnly<SessionHooks>>('server.auth.SessionEvents');

/** The auth module, for the modules that require it. */
export const authModuleRef = pluginRef<void>('server-auth');
