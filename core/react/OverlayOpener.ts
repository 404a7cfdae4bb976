interface Opened<Target, Outcome> {
  target: Target;
  settle(outcome: Outcome): void;
}

/**
 * What one overlay in the main layout (a drawer, a modal) shows, for the plugins that ask for
 * it: `open` puts a target on show and resolves with how it was closed. It only keeps the
 * target; the host component that renders the overlay subscribes here. A second `open`
 * replaces what is on show, and its caller learns it was left (`replaced`).
 */
export class OverlayOpener<Target, Outcome> {
  #opened: Opened<Target, Outcome> | null = null;
  readonly #listeners = new Set<() => void>();

  constructor(private readonly replaced: Outcome) {}

  open(target: Target): Promise<Outcome> {
    this.#opened?.settle(this.replaced);
    return new Promise((resolve) => {
      this.#opened = { target, settle: resolve };
      this.#emit();
    });
  }

  /** What is on show, or null. */
  get target(): Target | null {
    return this.#opened?.target ?? null;
  }

  close(outcome: Outcome): void {
    const opened = this.#opened;
    this.#opened = null;
    opened?.settle(outcome);
    this.#emit();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
