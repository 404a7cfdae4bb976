import { Command, CommanderError } from 'commander';
import { type CliOutput, processOutput } from './CliOutput.ts';
import { ExitCode } from './ExitCode.ts';

/**
 * The `ronghe` command line. Each command's module is imported inside its action, so
 * `ronghe --help` loads commander only and stays fast.
 */
export class RongheProgram {
  private exitCode: number = ExitCode.ok;

  constructor(private readonly output: CliOutput = processOutput) {}

  /** Runs the user's arguments (without node and the script path); resolves to the exit code. */
  async run(args: readonly string[]): Promise<number> {
    this.exitCode = ExitCode.ok;
    const program = this.build();
    try {
      await program.parseAsync([...args], { from: 'user' });
    } catch (error) {
      if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
      throw error;
    }
    return this.exitCode;
  }

  private build(): Command {
    const program = new Command('ronghe')
      .description('融合平台 toolkit: API contracts and BPMN processes from the command line')
      .exitOverride()
      .showHelpAfterError()
      .configureOutput({ writeOut: (text) => this.output.out(text), writeErr: (text) => this.output.err(text) });

    program
      .command('gen')
      .description('generate TypeScript types from the OpenAPI contracts (contracts/openapi → contracts/generated)')
      .option('--contracts <dir>', 'folder of the OpenAPI contract files (*.yaml)')
      .option('--out <dir>', 'folder for the generated .ts files')
      .option('--check', 'write nothing; exit 1 naming every stale or missing file')
      .action(async (options: { contracts?: string; out?: string; check?: boolean }) => {
        const { GenCommand } = await import('./commands/GenCommand.ts');
        this.exitCode = await new GenCommand(this.output).run(options);
      });

    return program;
  }
}
