import { type CliOutput, processOutput } from '../CliOutput.ts';
import { ExitCode } from '../ExitCode.ts';
import { zhCN } from '../zhCN.ts';

export interface ServeOptions {
  port?: string;
  host?: string;
  dataDir?: string;
}

/**
 * `ronghe serve`: the reference server, exactly as `npm run serve` starts it — the options are
 * the server's own environment variables (PORT, HOST, DATA_DIR), which it reads and checks.
 * The process then belongs to the server until SIGINT/SIGTERM.
 */
export class ServeCommand {
  constructor(
    private readonly output: CliOutput = processOutput,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  async run(options: ServeOptions): Promise<number> {
    if (options.port !== undefined && !/^\d{1,5}$/.test(options.port)) {
      this.output.err(zhCN.serve.badPort(options.port));
      return ExitCode.usage;
    }
    if (options.port !== undefined) this.env.PORT = options.port;
    if (options.host !== undefined) this.env.HOST = options.host;
    if (options.dataDir !== undefined) this.env.DATA_DIR = options.dataDir;
    // server/main.ts starts the server on import and exits the process itself on failure.
    await import('../../server/main.ts');
    return ExitCode.ok;
  }
}
