import type { ScreenLock as ScreenLockContract, ScreenLockState } from '../../../contracts/workbench/Accounts.ts';

const STORAGE_KEY = 'ronghe-screen-lock';

/**
 * 锁屏 (/lock): a signed-in user's screen locked until the password is typed again. The lock
 * is kept in localStorage, so a reload or another tab of the browser stays locked, and belongs
 * to the user who locked it; every login-required page leads to /lock meanwhile (the guard's
 * `accounts:screenLock`). The server checks the password (POST /admin/user/unlock); the lock itself
 * is the browser's, as a screen lock is: the session behind it stays valid.
 */
export class ScreenLock implements ScreenLockContract {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {}

  lock(userId: number, returnTo: string): void {
    this.storage.setItem(STORAGE_KEY, JSON.stringify({ userId, returnTo } satisfies ScreenLockState));
  }

  /** The lock of this user, or null. */
  lockOf(userId: number | undefined): ScreenLockState | null {
    if (userId === undefined) return null;
    try {
      const state = JSON.parse(this.storage.getItem(STORAGE_KEY) ?? 'null') as ScreenLockState | null;
      return state && state.userId === userId ? state : null;
    } catch {
      return null;
    }
  }

  release(): void {
    this.storage.removeItem(STORAGE_KEY);
  }
}
