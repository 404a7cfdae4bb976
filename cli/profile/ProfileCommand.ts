import { type CliOutput, processOutput } from '../CliOutput.ts';
import { ExitCode } from '../ExitCode.ts';
import { ConnectionResolver } from '../remote/ConnectionResolver.ts';
import { CommandFailure } from '../CommandFailure.ts';
import { zhCN } from '../zhCN.ts';
import { ProfileError } from './ProfileError.ts';
import { ProfileStore, type Profile } from './ProfileStore.ts';

export interface ProfileAddOptions {
  server?: string;
  token?: string;
  username?: string;
  password?: string;
  loginKey?: string;
  use?: boolean;
}

/**
 * `ronghe profile add | use | list | remove`: named servers with their credentials, so
 * `ronghe deploy` needs no flags. `list` never shows a secret, only which kind is stored.
 */
export class ProfileCommand {
  private readonly store: ProfileStore;

  constructor(
    private readonly output: CliOutput = processOutput,
    env: NodeJS.ProcessEnv = process.env,
  ) {
    this.store = new ProfileStore(ProfileStore.defaultPath(env));
  }

  add(name: string, options: ProfileAddOptions): Promise<number> {
    return this.guarded(async () => {
      if (!options.server) throw new CommandFailure(ExitCode.usage, zhCN.profile.serverRequired);
      if (options.token && options.username) throw new CommandFailure(ExitCode.usage, zhCN.profile.tokenOrPassword);
      if (Boolean(options.username) !== Boolean(options.password)) throw new CommandFailure(ExitCode.usage, zhCN.profile.usernameAndPassword);
      // Checked the way a command using the profile will check them.
      const server = ConnectionResolver.serverUrl(options.server);
      if (options.loginKey !== undefined) ConnectionResolver.loginKey(options.loginKey);
      const profile: Profile = { server };
      if (options.token) profile.token = options.token;
      if (options.username) profile.username = options.username;
      if (options.password) profile.password = options.password;
      if (options.loginKey) profile.loginKey = options.loginKey;
      const current = await this.store.put(name, profile, options.use === true);
      this.output.out(zhCN.profile.added(name, server, this.store.path, current));
      return ExitCode.ok;
    });
  }

  use(name: string): Promise<number> {
    return this.guarded(async () => {
      await this.store.use(name);
      this.output.out(zhCN.profile.using(name));
      return ExitCode.ok;
    });
  }

  list(options: { json?: boolean }): Promise<number> {
    return this.guarded(async () => {
      const { current, profiles } = await this.store.list();
      const rows = profiles.map(([name, profile]) => ({
        name,
        current: name === current,
        server: profile.server,
        auth: profile.token ? 'token' : profile.username ? `password:${profile.username}` : 'none',
      }));
      if (options.json) {
        this.output.out(JSON.stringify({ file: this.store.path, current, profiles: rows }, null, 2));
        return ExitCode.ok;
      }
      if (rows.length === 0) {
        this.output.out(zhCN.profile.none(this.store.path));
        return ExitCode.ok;
      }
      const nameWidth = Math.max(...rows.map((row) => row.name.length));
      const serverWidth = Math.max(...rows.map((row) => row.server.length));
      for (const row of rows) {
        const auth = row.auth === 'token' ? zhCN.profile.authToken : row.auth === 'none' ? zhCN.profile.authNone : zhCN.profile.authPassword(row.auth.slice('password:'.length));
        this.output.out(`${row.current ? '*' : ' '} ${row.name.padEnd(nameWidth)}  ${row.server.padEnd(serverWidth)}  ${auth}`);
      }
      return ExitCode.ok;
    });
  }

  remove(name: string): Promise<number> {
    return this.guarded(async () => {
      await this.store.remove(name);
      this.output.out(zhCN.profile.removed(name));
      return ExitCode.ok;
    });
  }

  private async guarded(work: () => Promise<number>): Promise<number> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CommandFailure) {
        this.output.err(error.message);
        return error.exitCode;
      }
      if (error instanceof ProfileError) {
        this.output.err(error.message);
        return ExitCode.usage;
      }
      throw error;
    }
  }
}
