/** How the CLI logs in: a token as is, or the login page's password grant. */
export type Credentials = { kind: 'token'; token: string } | { kind: 'password'; username: string; password: string } | { kind: 'none' };

/** Where the commands talking to a server send their requests, and as whom. */
export interface ServerConnection {
  /** Base URL without a trailing slash, e.g. http://localhost:8080. */
  server: string;
  credentials: Credentials;
  /** Key and IV of the password's AES-128-CBC: the server's LOGIN_AES_KEY. */
  loginKey: string;
  /** The profile the settings came from, if any (shown in messages). */
  profile?: string;
}

/** The options every server command takes (flags; the environment and profiles fill the gaps). */
export interface ConnectionOptions {
  server?: string;
  token?: string;
  username?: string;
  password?: string;
  profile?: string;
  loginKey?: string;
}
