import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { zhCN } from '../zhCN.ts';
import { ProfileError } from './ProfileError.ts';

/** A saved server: where it is and how to log in. Secrets are stored as given, in a file only the user may read. */
export interface Profile {
  server: string;
  token?: string;
  username?: string;
  password?: string;
  /** The server's LOGIN_AES_KEY when it is not the default. */
  loginKey?: string;
}

interface ProfileFile {
  current: string | null;
  profiles: Record<string, Profile>;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/**
 * The profiles of `ronghe profile`, in one JSON file under the user's config folder:
 * $RONGHE_CONFIG_DIR, else $XDG_CONFIG_HOME/ronghe, else %APPDATA%\ronghe on Windows,
 * else ~/.config/ronghe. The folder is created 0700 and the file is always written 0600
 * (a fresh file renamed over the old one), because it holds tokens and passwords.
 */
export class ProfileStore {
  constructor(readonly path: string = ProfileStore.defaultPath()) {}

  static defaultPath(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
    if (env.RONGHE_CONFIG_DIR) return join(env.RONGHE_CONFIG_DIR, 'profiles.json');
    if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'ronghe', 'profiles.json');
    if (platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'ronghe', 'profiles.json');
    return join(homedir(), '.config', 'ronghe', 'profiles.json');
  }

  static isValidName(name: string): boolean {
    return NAME.test(name);
  }

  async list(): Promise<{ current: string | null; profiles: Array<[string, Profile]> }> {
    const file = await this.read();
    return { current: file.current, profiles: Object.entries(file.profiles).sort(([a], [b]) => a.localeCompare(b)) };
  }

  /** The named profile, or the current one when no name is given; undefined when there is none. */
  async get(name?: string): Promise<{ name: string; profile: Profile } | undefined> {
    const file = await this.read();
    const wanted = name ?? file.current;
    if (wanted === null || wanted === undefined) return undefined;
    const profile = file.profiles[wanted];
    if (!profile) {
      if (name !== undefined) throw new ProfileError(zhCN.profile.unknown(name, this.path));
      return undefined;
    }
    return { name: wanted, profile };
  }

  /** Adds or replaces a profile; the first one becomes current. Answers whether it is current. */
  async put(name: string, profile: Profile, makeCurrent = false): Promise<boolean> {
    if (!ProfileStore.isValidName(name)) throw new ProfileError(zhCN.profile.badName(name));
    const file = await this.read();
    file.profiles[name] = profile;
    if (makeCurrent || file.current === null || !file.profiles[file.current]) file.current = name;
    await this.write(file);
    return file.current === name;
  }

  async use(name: string): Promise<void> {
    const file = await this.read();
    if (!file.profiles[name]) throw new ProfileError(zhCN.profile.unknown(name, this.path));
    file.current = name;
    await this.write(file);
  }

  async remove(name: string): Promise<void> {
    const file = await this.read();
    if (!file.profiles[name]) throw new ProfileError(zhCN.profile.unknown(name, this.path));
    delete file.profiles[name];
    if (file.current === name) file.current = null;
    await this.write(file);
  }

  private async read(): Promise<ProfileFile> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { current: null, profiles: {} };
      throw new ProfileError(zhCN.profile.unreadable(this.path, (error as NodeJS.ErrnoException).code ?? String(error)));
    }
    try {
      const parsed = JSON.parse(text) as Partial<ProfileFile>;
      const profiles = parsed.profiles && typeof parsed.profiles === 'object' ? parsed.profiles : {};
      return { current: typeof parsed.current === 'string' ? parsed.current : null, profiles };
    } catch (error) {
      throw new ProfileError(zhCN.profile.corrupt(this.path, (error as Error).message));
    }
  }

  private async write(file: ProfileFile): Promise<void> {
    const folder = dirname(this.path);
    const temporary = `${this.path}.${process.pid}.tmp`;
    try {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`, { encoding: 'utf8', mode: 0o600 });
      // The umask may have narrowed the mode further but never widened it; make it exact anyway.
      await chmod(temporary, 0o600);
      await rename(temporary, this.path);
    } catch (error) {
      throw new ProfileError(zhCN.profile.unwritable(this.path, (error as NodeJS.ErrnoException).code ?? String(error)));
    }
  }
}
