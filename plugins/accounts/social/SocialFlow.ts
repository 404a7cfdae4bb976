import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';

/** What the browser started before leaving for the provider, so /authredirect knows what it is finishing. */
export interface StartedSocialFlow {
  type: string;
  action: 'login' | 'bind';
  /** The state the provider must bring back: a callback this tab did not start is not taken. */
  state: string;
}

const STORAGE_KEY = 'ronghe-social-flow';

/**
 * The browser's half of the social login (the server's is SocialLogin): asks the server for the
 * provider's authorisation URL, notes the flow in this tab's sessionStorage, and leaves for the
 * provider; /authredirect reads the note back, once.
 */
export class SocialFlow {
  constructor(
    private readonly api: ApiClient,
    private readonly storage: Storage = window.sessionStorage,
    private readonly leave: (url: string) => void = (url) => window.location.assign(url),
  ) {}

  async start(type: string, action: 'login' | 'bind'): Promise<void> {
    const url = (await this.api.get('/admin/social/authorize/{type}', { path: { type }, query: action === 'bind' ? { action } : {} })).data;
    const state = new URL(url).searchParams.get('state') ?? '';
    this.storage.setItem(STORAGE_KEY, JSON.stringify({ type, action, state } satisfies StartedSocialFlow));
    this.leave(url);
  }

  /** The flow this tab started whose state the landing address brings, or null; forgotten either way. */
  finish(landing: URLSearchParams): StartedSocialFlow | null {
    const raw = this.storage.getItem(STORAGE_KEY);
    this.storage.removeItem(STORAGE_KEY);
    if (!raw) return null;
    try {
      const started = JSON.parse(raw) as StartedSocialFlow;
      return started.state !== '' && started.state === landing.get('state') ? started : null;
    } catch {
      return null;
    }
  }
}
