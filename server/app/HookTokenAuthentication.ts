import { ApiError } from '../http/ApiError.ts';
import type { Principal, RouteAccess, ServerHooks, TokenAuthentication } from '../contracts/host.ts';

/**
 * The live connection is not a contract operation; it is held to what a signed-in call
 * (`x-ronghe-auth: user`) needs, so the authorize taps refuse a disabled user here too.
 */
const LIVE_CONNECTION: RouteAccess = { operationId: 'liveConnection', auth: 'user', allowDisabledUser: false };

/**
 * TokenAuthentication through the app's own authenticate and authorize hooks, so a token means
 * the same on the live connection as on HTTP (whoever taps the hooks — the auth module — decides).
 */
export class HookTokenAuthentication implements TokenAuthentication {
  constructor(private readonly hooks: ServerHooks) {}

  async principalOf(token: string): Promise<Principal | null> {
    try {
      const principal = await this.hooks.authenticate.promise({ bearerToken: token, companyHeader: null, request: null });
      if (!principal) return null;
      const refusal = await this.hooks.authorize.promise(principal, LIVE_CONNECTION);
      return refusal ? null : principal;
    } catch (error) {
      // A refusal is an answer ("not this token"); anything else is the server's own failure.
      if (error instanceof ApiError) return null;
      throw error;
    }
  }
}
