import { createServiceId } from '../../../contracts/workbench/ServiceId.ts';

export const LOCK_PATH = '/lock';
const STORAGE_KEY = 'ronghe-screen-lock';

interface LockState {
  userId: number;
  /** Where the user was when locking: unlocking returns there. */
  returnTo: string;
}

/**
 * 锁屏 (/lock): a signed-in user's screen locked until the password is typed again. The lock
 * is kept in localStorage, so a reload or another tab of the browser stays locked, and belongs
 * to the user who locked it; every login-required page leads to /lock meanwhile (the guard's
 * `portal:screenLock`). The server checks the password (POST /admin/user/unlock); the lock itself
 * is the browser's, as a screen lock is: the session behind it stays valid.
 */
export class ScreenLock {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = window.localStorage) {}

  lock(userId: number, returnTo: string): void {
    this.storage.setItem(STORAGE_KEY, JSON.stringify({ userId, returnTo } satisfies LockState));
  }

  /** The lock of this user, or null. */
  lockOf(userId: number | undefined): LockState | null {
    if (userId === undefined) return null;
    try {
      const state = JSON.parse(this.storage.getItem(STORAGE_KEY) ?? 'null') as LockState | null;
      return state && state.userId === userId ? state : null;
    } catch {
      return null;
    }
  }

  release(): void {
    this.storage.removeItem(STORAGE_KEY);
  }
}

export const ScreenLockId = createServiceId<ScreenLock>('portal.ScreenLock');
