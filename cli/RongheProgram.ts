import { Command, CommanderError } from 'commander';
import { type CliOutput, processOutput } from './CliOutput.ts';
import { CliVersion } from './CliVersion.ts';
import { ExitCode } from './ExitCode.ts';
import type { LintOptions } from './lint/LintCommand.ts';
import { zhCN } from './zhCN.ts';

/**
 * The `ronghe` command line. Each command's module is imported inside its action, so
 * `ronghe --help` loads commander and the texts only and stays fast.
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
      .description(zhCN.program.description)
      .version(CliVersion.get(), '-V, --version', zhCN.help.version)
      .helpOption('-h, --help', zhCN.help.helpOption)
      .helpCommand('help [command]', zhCN.help.helpCommand)
      .exitOverride()
      .showHelpAfterError()
      .configureOutput({ writeOut: (text) => this.output.out(text), writeErr: (text) => this.output.err(text) })
      // Section titles in Chinese; subcommands inherit this configuration.
      .configureHelp({ styleTitle: (title) => zhCN.help.titles[title] ?? title })
      .addHelpText('after', zhCN.program.after);

    this.gen(program);
    this.lint(program);
    return program;
  }

  private command(parent: Command, name: string, description: string, examples: readonly string[]): Command {
    const command = parent.command(name).description(description).helpOption('-h, --help', zhCN.help.helpOption);
    return command.addHelpText('after', `\n${zhCN.help.examples}\n${examples.join('\n')}`);
  }

  private gen(program: Command): void {
    this.command(program, 'gen', zhCN.gen.description, zhCN.gen.examples)
      .option('--contracts <dir>', zhCN.gen.contracts)
      .option('--out <dir>', zhCN.gen.out)
      .option('--check', zhCN.gen.check)
      .action(async (options: { contracts?: string; out?: string; check?: boolean }) => {
        const { GenCommand } = await import('./commands/GenCommand.ts');
        this.exitCode = await new GenCommand(this.output).run(options);
      });
  }

  private lint(program: Command): void {
    this.command(program, 'lint', zhCN.lint.description, zhCN.lint.examples)
      .argument('[targets...]', zhCN.lint.targets)
      .option('-c, --config <file>', zhCN.lint.config)
      .option('-f, --format <format>', zhCN.lint.format, 'stylish')
      .option('--max-warnings <n>', zhCN.lint.maxWarnings)
      .option('-o, --output-file <file>', zhCN.lint.outputFile)
      .option('--stdin-filename <name>', zhCN.lint.stdinFilename)
      .option('--workers <n>', zhCN.lint.workers)
      .option('-q, --quiet', zhCN.lint.quiet)
      .action(async (targets: string[], options: LintOptions) => {
        const { LintCommand } = await import('./lint/LintCommand.ts');
        this.exitCode = await new LintCommand(this.output).run(targets, options);
      });
  }
}
