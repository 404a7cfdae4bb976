// A real OpenID Connect provider (oidc-provider) for the social login's tests: the journeys'
// webServer runs this file, the integration test imports it. One confidential client; the
// provider's development sign-in page takes any login (its `sub`) and password, then asks for
// consent. Plain JavaScript so that Node runs it without a build step.
import Provider from 'oidc-provider';

/** The client the portal is configured with (OIDC_CLIENT_ID, OIDC_CLIENT_SECRET). */
export const DEV_CLIENT = Object.freeze({ clientId: 'ronghe-portal', clientSecret: 'ronghe-portal-dev-secret' });

/**
 * Starts the provider on 127.0.0.1:`port` (0: any free port); resolves with its issuer and a
 * close function.
 * @param {{ port: number, redirectUri: string | string[] }} options
 * @returns {Promise<{ issuer: string, close: () => Promise<void> }>}
 */
export async function startDevOidcProvider({ port, redirectUri }) {
  const { createServer } = await import('node:http');
  const server = createServer();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: DEV_CLIENT.clientId,
        client_secret: DEV_CLIENT.clientSecret,
        // The journeys run a server per worker, each with its own return address.
        redirect_uris: [redirectUri].flat(),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Every account exists: its id is the login typed on the development sign-in page.
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
    cookies: { keys: ['ronghe-dev-oidc-cookie-key'] },
    pkce: { required: () => true },
    // Set, so the provider does not log a notice for each default.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

// Run as a program (the journeys' webServer): OIDC_PORT and OIDC_REDIRECT_URL (addresses separated by commas) from the environment.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { issuer } = await startDevOidcProvider({ port: Number(process.env.OIDC_PORT), redirectUri: String(process.env.OIDC_REDIRECT_URL).split(',') });
  console.info(`OpenID provider for development at ${issuer}`);
}
