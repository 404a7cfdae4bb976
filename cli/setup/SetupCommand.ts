import { ApiError } from '../../server/http/ApiError.ts';
import { buildServer, DatabaseTooNew, type RongheServer } from '../../server/app/Server.ts';
import { loadServerConfig, type ServerConfig } from '../../server/app/ServerConfig.ts';
import { FirstAdministratorId } from '../../server/contracts/org.ts';
import { type CliOutput, processOutput } from '../CliOutput.ts';
import { ExitCode } from '../ExitCode.ts';
import { zhCN } from '../zhCN.ts';
import { AdministratorPassword } from './AdministratorPassword.ts';

export interface SetupOptions {
  dataDir?: string;
  company?: string;
  username?: string;
  name?: string;
  phone?: string;
}

/**
 * `ronghe setup`: a production install's first step. Opens the database `ronghe serve` would
 * (DATA_DIR or --data-dir, or DATABASE_URL), migrates it and writes the essential rows exactly as
 * the server's start does — never the demo, and the database is then marked as installed without
 * it — then creates the first company and its platform administrator (role 3) with the password
 * the operator gives, under the server's own weak-password rule. Refused, changing nothing, once
 * a platform administrator exists.
 */
export class SetupCommand {
  constructor(
    private readonly output: CliOutput = processOutput,
    private readonly env: NodeJS.ProcessEnv = process.env,
    private readonly password: AdministratorPassword = new AdministratorPassword(),
  ) {}

  async run(options: SetupOptions): Promise<number> {
    const companyName = options.company?.trim() ?? '';
    if (companyName === '') {
      this.output.err(zhCN.setup.companyRequired);
      return ExitCode.usage;
    }
    if (options.dataDir !== undefined) this.env.DATA_DIR = options.dataDir;
    let config: ServerConfig;
    try {
      config = loadServerConfig(this.env);
    } catch (error) {
      this.output.err(`ronghe setup：${(error as Error).message}`);
      return ExitCode.usage;
    }
    let server: RongheServer;
    try {
      // The server's own start: migrations under the cluster lock, the essential rows, the modules.
      server = await buildServer({ ...config, demoData: false });
    } catch (error) {
      // Not a database that cannot be reached: one this version must not touch. The message names the version it needs.
      if (error instanceof DatabaseTooNew) {
        this.output.err(`ronghe setup：${error.message}`);
        return ExitCode.newerDatabase;
      }
      this.output.err(zhCN.setup.databaseFailed((error as Error).message));
      return ExitCode.unreachable;
    }
    try {
      return await this.#setUp(server, companyName, options);
    } finally {
      await server.close();
    }
  }

  async #setUp(server: RongheServer, companyName: string, options: SetupOptions): Promise<number> {
    const administrators = server.host.container.get(FirstAdministratorId);
    // Asked before the password, so nobody types one for an install that has its administrator.
    if (await administrators.exists()) {
      this.output.err(zhCN.setup.exists);
      return ExitCode.installed;
    }
    const reading = await this.password.read({ first: zhCN.setup.prompt, again: zhCN.setup.promptAgain });
    if ('problem' in reading) {
      this.output.err(reading.problem === 'mismatch' ? zhCN.setup.mismatch : reading.problem === 'interrupted' ? zhCN.setup.interrupted : zhCN.setup.passwordRequired);
      return ExitCode.usage;
    }
    const username = options.username ?? 'admin';
    const chineseName = options.name ?? '系统管理员';
    try {
      const created = await administrators.create({ companyName, username, chineseName, password: reading.password, phone: options.phone });
      if (!created) {
        this.output.err(zhCN.setup.exists);
        return ExitCode.installed;
      }
      this.output.out(zhCN.setup.created(companyName, created.companyId, chineseName, username));
      return ExitCode.ok;
    } catch (error) {
      if (error instanceof ApiError) {
        this.output.err(zhCN.setup.refused(error.message));
        return ExitCode.usage;
      }
      throw error;
    }
  }
}
