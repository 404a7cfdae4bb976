import { ProfileStore } from '../profile/ProfileStore.ts';
import { zhCN } from '../zhCN.ts';
import { CommandFailure } from '../CommandFailure.ts';
import { ExitCode } from '../ExitCode.ts';
import type { ConnectionOptions, Credentials, ServerConnection } from './ServerConnection.ts';

export const DEFAULT_SERVER = 'http://localhost:8080';
/** The reference server's default LOGIN_AES_KEY (README, Configuration). */
export const DEFAULT_LOGIN_KEY = 'ronghe-login-key';

/**
 * Settles where and as whom to connect, c8ctl-style: flags first, then the environment
 * (RONGHE_SERVER, RONGHE_TOKEN, RONGHE_USERNAME, RONGHE_PASSWORD, RONGHE_LOGIN_KEY), then the
 * profile named by --profile or RONGHE_PROFILE, else the current profile. A token and a
 * username at the same level: the token wins. A typed password (--password or
 * RONGHE_PASSWORD) completes a username from any level.
 */
export class ConnectionResolver {
  constructor(
    private readonly store: ProfileStore = new ProfileStore(),
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  async resolve(options: ConnectionOptions): Promise<ServerConnection> {
    const profileName = options.profile ?? this.env.RONGHE_PROFILE;
    const saved = await this.store.get(profileName || undefined);
    const profile = saved?.profile;

    const server = ConnectionResolver.serverUrl(options.server ?? this.env.RONGHE_SERVER ?? profile?.server ?? DEFAULT_SERVER);
    const loginKey = ConnectionResolver.loginKey(options.loginKey ?? this.env.RONGHE_LOGIN_KEY ?? profile?.loginKey ?? DEFAULT_LOGIN_KEY);

    const typed = options.password ?? this.env.RONGHE_PASSWORD;
    const credentials =
      this.level(options.token, options.username, typed) ??
      this.level(this.env.RONGHE_TOKEN, this.env.RONGHE_USERNAME, typed) ??
      this.level(profile?.token, profile?.username, typed ?? profile?.password);
    if (!credentials && options.password) throw new CommandFailure(ExitCode.usage, zhCN.remote.usernameMissing);
    return { server, credentials: credentials ?? { kind: 'none' }, loginKey, ...(saved ? { profile: saved.name } : {}) };
  }

  /** Credentials from one level (flags, environment, profile), or undefined when it names none. */
  private level(token: string | undefined, username: string | undefined, password: string | undefined): Credentials | undefined {
    if (token) return { kind: 'token', token };
    if (!username) return undefined;
    if (!password) throw new CommandFailure(ExitCode.usage, zhCN.remote.passwordMissing(username));
    return { kind: 'password', username, password };
  }

  /** The login key as given, when it is the 16 bytes AES-128 needs. */
  static loginKey(key: string): string {
    if (Buffer.byteLength(key, 'utf8') !== 16) throw new CommandFailure(ExitCode.usage, zhCN.remote.badLoginKey);
    return key;
  }

  /** An http(s) base URL without trailing slashes. */
  static serverUrl(text: string): string {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new CommandFailure(ExitCode.usage, zhCN.remote.badServer(text));
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CommandFailure(ExitCode.usage, zhCN.remote.badServer(text));
    return url.href.replace(/\/+$/, '');
  }
}
