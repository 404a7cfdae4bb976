import { pluginRef } from './Plugin.ts';
import { createServiceId } from './ServiceId.ts';

/** The accounts plugin (plugins/accounts): login, sign-up, the forgotten password, social login, the screen lock. */
export const accountsRef = pluginRef<void>('accounts');

/** Where a locked screen waits for its user's password. */
export const LOCK_PATH = '/lock';

/** Where the screen was locked from: unlocking returns there. */
export interface ScreenLockState {
  userId: number;
  returnTo: string;
}

/**
 * 锁屏: a signed-in user's screen locked until the password is typed again. The accounts plugin
 * binds it and holds every login-required page on /lock meanwhile; the workspace's user card
 * locks.
 */
export interface ScreenLock {
  lock(userId: number, returnTo: string): void;
  /** The lock of this user, or null. */
  lockOf(userId: number | undefined): ScreenLockState | null;
  release(): void;
}

export const ScreenLockId = createServiceId<ScreenLock>('accounts.ScreenLock');

/** Binding a social account to the signed-in user: leaves for the provider, which returns to /authredirect. */
export interface SocialBinding {
  start(type: string): Promise<void>;
}

export const SocialBindingId = createServiceId<SocialBinding>('accounts.SocialBinding');
