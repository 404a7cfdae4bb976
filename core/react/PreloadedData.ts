import { createContext } from 'react';

/**
 * The answers of a server render's loads, by the key each load declared (useAsyncData's
 * second argument). On the server it also collects the loads a render met without an answer,
 * for the renderer to await before it renders again; in the browser it holds what the server
 * sent with the page for as long as the visitor is on it (every part React hydrates, in whichever
 * pass, takes the same answer: the layout and the page both show the platform's name), and is
 * cleared when the visitor goes elsewhere: a later visit of the same page loads afresh.
 */
export class PreloadedData {
  readonly #answers: Map<string, unknown>;
  readonly #pending = new Map<string, () => Promise<unknown>>();
  /** True on the server: loads without an answer are collected, never started by an effect. */
  readonly collecting: boolean;

  constructor(answers: Record<string, unknown> = {}, options: { collecting?: boolean } = {}) {
    this.#answers = new Map(Object.entries(answers));
    this.collecting = options.collecting ?? false;
  }

  has(key: string): boolean {
    return this.#answers.has(key);
  }

  get(key: string): unknown {
    return this.#answers.get(key);
  }

  /** The visitor has left the page the answers were for: from now on every load is the browser's. */
  clear(): void {
    this.#answers.clear();
  }

  /** A load the server's render met without its answer (the first met under a key is kept). */
  collect(key: string, load: () => Promise<unknown>): void {
    if (this.collecting && !this.#answers.has(key) && !this.#pending.has(key)) this.#pending.set(key, load);
  }

  /** Whether the last render met loads without answers. */
  get incomplete(): boolean {
    return this.#pending.size > 0;
  }

  /**
   * Runs the collected loads; each one that answers becomes an answer. A failed load is left
   * out: the browser's render finds no answer and loads it itself, as without a server render.
   */
  async settle(): Promise<void> {
    const pending = [...this.#pending];
    this.#pending.clear();
    await Promise.all(
      pending.map(async ([key, load]) => {
        try {
          this.#answers.set(key, await load());
        } catch {
          // Left to the browser (see above).
        }
      }),
    );
  }

  /** The answers as JSON for the page, with `<` escaped so no text in them can close the script element. */
  toJson(): string {
    return JSON.stringify(Object.fromEntries(this.#answers)).replace(/</g, '\\u003c');
  }
}

/** The server's answers for this page, or null (a page rendered only in the browser). */
export const PreloadedDataContext = createContext<PreloadedData | null>(null);
