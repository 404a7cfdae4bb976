/** tests/e2e/social/DevOidcProvider.mjs: a real OpenID Connect provider for the social login's tests. */
export declare const DEV_CLIENT: Readonly<{ clientId: string; clientSecret: string }>;
export declare function startDevOidcProvider(options: { port: number; redirectUri: string }): Promise<{ issuer: string; close: () => Promise<void> }>;
