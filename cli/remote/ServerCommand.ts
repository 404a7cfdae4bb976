import { type CliOutput, processOutput } from '../CliOutput.ts';
import { CommandFailure } from '../CommandFailure.ts';
import { ExitCode } from '../ExitCode.ts';
import { LintConfigError } from '../lint/LintConfigError.ts';
import { ProfileError } from '../profile/ProfileError.ts';
import { ProfileStore } from '../profile/ProfileStore.ts';
import { ConnectionResolver } from './ConnectionResolver.ts';
import { RongheApiClient } from './RongheApiClient.ts';
import type { ConnectionOptions } from './ServerConnection.ts';

export interface ServerCommandOptions extends ConnectionOptions {
  dryRun?: boolean;
  json?: boolean;
  timeout?: string;
}

/**
 * What deploy, draft and export share: the connection from flags, environment and profile,
 * an API client (recording instead of sending for --dry-run), and one place where a failure
 * becomes its exit code and a message on stderr.
 */
export abstract class ServerCommand {
  constructor(
    protected readonly output: CliOutput = processOutput,
    protected readonly env: NodeJS.ProcessEnv = process.env,
    protected readonly cwd: string = process.cwd(),
  ) {}

  protected async client(options: ServerCommandOptions): Promise<RongheApiClient> {
    const timeout = options.timeout === undefined ? undefined : Number(options.timeout);
    if (timeout !== undefined && (!Number.isInteger(timeout) || timeout <= 0)) {
      throw new CommandFailure(ExitCode.usage, `--timeout ${options.timeout}`);
    }
    const connection = await new ConnectionResolver(new ProfileStore(ProfileStore.defaultPath(this.env)), this.env).resolve(options);
    return new RongheApiClient(connection, { dryRun: options.dryRun, timeoutMs: timeout });
  }

  /** Runs the command body; a known failure is reported on stderr and becomes its exit code. */
  protected async guarded(work: () => Promise<number>): Promise<number> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CommandFailure) {
        this.output.err(error.message);
        return error.exitCode;
      }
      if (error instanceof ProfileError || error instanceof LintConfigError) {
        this.output.err(error.message);
        return ExitCode.usage;
      }
      throw error;
    }
  }

  /** The requests a dry run would have sent, as indented JSON on stdout. */
  protected printPlan(client: RongheApiClient): void {
    this.output.out(JSON.stringify(client.planned, null, 2));
  }
}
