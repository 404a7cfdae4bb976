/** Spec 002 §2.1, §9: the lock outlives a successful submit by 3 s (against double submits). */
export const SUBMIT_LOCK_MS = 3000;

/**
 * The submit lock of 暂存 and 发布: taken when a submit starts, released 3 s later, or at once
 * when the submit fails. While held, a second submit is refused and the buttons are disabled.
 */
export class SubmitLock {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private held = false;
  private readonly listeners = new Set<(held: boolean) => void>();

  get isHeld(): boolean {
    return this.held;
  }

  /** Takes the lock; false when it is already held. */
  acquire(): boolean {
    if (this.held) return false;
    this.set(true);
    this.timer = setTimeout(() => this.release(), SUBMIT_LOCK_MS);
    return true;
  }

  release(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.held) this.set(false);
  }

  subscribe(listener: (held: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(held: boolean): void {
    this.held = held;
    for (const listener of this.listeners) listener(held);
  }
}
