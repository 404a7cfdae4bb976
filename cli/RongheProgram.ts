import type * as Commander from 'commander';
import { type CliOutput, processOutput } from './CliOutput.ts';
import { PackageVersion } from '../server/app/PackageVersion.ts';
import { ExitCode } from './ExitCode.ts';
import { ProgramHelp } from './ProgramHelp.ts';
import type { BackupOptions } from './backup/BackupCommand.ts';
import type { RestoreOptions } from './backup/RestoreCommand.ts';
import type { LintOptions } from './lint/LintCommand.ts';
import type { ProfileAddOptions } from './profile/ProfileCommand.ts';
import type { DeployOptions } from './remote/DeployCommand.ts';
import type { DraftPushOptions } from './remote/DraftCommand.ts';
import type { DefinitionOutputOptions } from './remote/DefinitionWriter.ts';
import type { ExportOptions } from './remote/ExportCommand.ts';
import type { ServeOptions } from './serve/ServeCommand.ts';
import type { SetupOptions } from './setup/SetupCommand.ts';
import type { SimulateOptions } from './simulate/SimulateCommand.ts';
import { zhCN } from './zhCN.ts';

type Command = Commander.Command;

/**
 * commander, loaded when a command line is parsed (not for ProgramHelp's overview). The CLI's
 * bundle carries it (rolldown.cli.config.mjs): found and loaded by Node as a package it was a
 * tenth of linting one file.
 */
let loaded: typeof Commander | undefined;
async function loadCommander(): Promise<typeof Commander> {
  loaded ??= await import('commander');
  return loaded;
}
function commander(): typeof Commander {
  if (!loaded) throw new Error('commander is loaded by run()');
  return loaded;
}

/**
 * The `ronghe` command line. Each command's module is imported inside its action, and
 * `ronghe --help` is written by ProgramHelp from the texts alone, so starting costs little.
 */
export class RongheProgram {
  private exitCode: number = ExitCode.ok;

  /**
   * @param quickHelp answer `ronghe --help` with ProgramHelp, without commander (true but in
   *   the test that compares the two).
   */
  constructor(
    private readonly output: CliOutput = processOutput,
    private readonly quickHelp = true,
  ) {}

  /** Runs the user's arguments (without node and the script path); resolves to the exit code. */
  async run(args: readonly string[]): Promise<number> {
    this.exitCode = ExitCode.ok;
    if (this.quickHelp && ProgramHelp.answers(args)) {
      for (const part of new ProgramHelp().parts()) this.output.out(part);
      return ExitCode.ok;
    }
    const { CommanderError } = await loadCommander();
    const program = this.build(args[0]);
    try {
      await program.parseAsync([...args], { from: 'user' });
    } catch (error) {
      if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
      throw error;
    }
    return this.exitCode;
  }

  /**
   * The program with its commands. When the first argument names a command, only that one is
   * defined: it parses, helps and fails exactly as among all of them (program options come
   * before the command), and defining the other seven cost ~2.5 ms of a ~100 ms `ronghe lint`
   * of one file. Anything else (`help`, a typo to suggest a command for) gets them all.
   */
  private build(first?: string): Command {
    const { Command } = commander();
    const program = new Command('ronghe')
      .description(zhCN.program.description)
      .version(PackageVersion.get(), '-V, --version', zhCN.help.version)
      .helpOption('-h, --help', zhCN.help.helpOption)
      .helpCommand('help [command]', zhCN.help.helpCommand)
      .exitOverride()
      // Program options only before the command: `export --version 3` is the export's option.
      .enablePositionalOptions()
      .showHelpAfterError()
      .configureOutput({ writeOut: (text) => this.output.out(text), writeErr: (text) => this.output.err(text), getOutHelpWidth: () => ProgramHelp.width() })
      // Section titles in Chinese; subcommands inherit this configuration.
      .configureHelp({ styleTitle: (title) => zhCN.help.titles[title] ?? title })
      .addHelpText('after', zhCN.program.after);

    const commands: Record<string, (program: Command) => void> = {
      gen: (parent) => this.gen(parent),
      lint: (parent) => this.lint(parent),
      deploy: (parent) => this.deploy(parent),
      draft: (parent) => this.draft(parent),
      export: (parent) => this.export(parent),
      simulate: (parent) => this.simulate(parent),
      profile: (parent) => this.profile(parent),
      serve: (parent) => this.serve(parent),
      setup: (parent) => this.setup(parent),
      backup: (parent) => this.backup(parent),
      restore: (parent) => this.restore(parent),
    };
    const only = first !== undefined && Object.hasOwn(commands, first) ? first : undefined;
    for (const [name, define] of Object.entries(commands)) if (only === undefined || name === only) define(program);
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
    const collect = (value: string, previous: string[] = []) => [...previous, value];
    this.command(program, 'lint', zhCN.lint.description, zhCN.lint.examples)
      .argument('[targets...]', zhCN.lint.targets)
      .option('-c, --config <file>', zhCN.lint.config)
      .option('-f, --format <format>', zhCN.lint.format, 'stylish')
      .option('--max-warnings <n>', zhCN.lint.maxWarnings)
      .option('-o, --output-file <file>', zhCN.lint.outputFile)
      .option('--stdin-filename <name>', zhCN.lint.stdinFilename)
      .option('--workers <n>', zhCN.lint.workers)
      .option('-q, --quiet', zhCN.lint.quiet)
      .option('--form <file>', zhCN.forms.option, collect)
      .action(async (targets: string[], options: LintOptions) => {
        const { LintCommand } = await import('./lint/LintCommand.ts');
        this.exitCode = await new LintCommand(this.output).run(targets, options);
      });
  }

  /** The options of every command that talks to a server. */
  private connectionOptions(command: Command, dryRun = true): Command {
    command
      .option('-s, --server <url>', zhCN.connection.server)
      .option('-t, --token <token>', zhCN.connection.token)
      .option('-u, --username <name>', zhCN.connection.username)
      .option('-p, --password <password>', zhCN.connection.password)
      .option('--profile <name>', zhCN.connection.profile)
      .option('--login-key <key>', zhCN.connection.loginKey)
      .option('--timeout <ms>', zhCN.connection.timeout)
      .option('--json', zhCN.connection.json);
    if (dryRun) command.option('--dry-run', zhCN.connection.dryRun);
    return command;
  }

  private deploy(program: Command): void {
    const command = this.command(program, 'deploy', zhCN.deploy.description, zhCN.deploy.examples)
      .argument('<files...>', zhCN.deploy.files)
      .option('--force', zhCN.deploy.force)
      .option('--key <key>', zhCN.deploy.key)
      .option('--name <name>', zhCN.deploy.name)
      .option('-c, --config <file>', zhCN.deploy.config)
      .option('--form <file>', zhCN.forms.option, (value: string, previous: string[] = []) => [...previous, value]);
    this.connectionOptions(command).action(async (files: string[], options: DeployOptions) => {
      const { DeployCommand } = await import('./remote/DeployCommand.ts');
      this.exitCode = await new DeployCommand(this.output).run(files, options);
    });
  }

  private draft(program: Command): void {
    const draft = this.command(program, 'draft', zhCN.draft.description, zhCN.draft.examples);
    const push = this.command(draft, 'push', zhCN.draft.pushDescription, zhCN.draft.examples)
      .argument('<file>', zhCN.draft.file)
      .option('--key <key>', zhCN.deploy.key)
      .option('--name <name>', zhCN.deploy.name);
    this.connectionOptions(push).action(async (file: string, options: DraftPushOptions) => {
      const { DraftCommand } = await import('./remote/DraftCommand.ts');
      this.exitCode = await new DraftCommand(this.output).push(file, options);
    });
    const pull = this.command(draft, 'pull', zhCN.draft.pullDescription, zhCN.draft.examples)
      .argument('<key>', zhCN.draft.key)
      .option('-o, --output <file>', zhCN.draft.output);
    this.connectionOptions(pull).action(async (key: string, options: DefinitionOutputOptions) => {
      const { DraftCommand } = await import('./remote/DraftCommand.ts');
      this.exitCode = await new DraftCommand(this.output).pull(key, options);
    });
  }

  private export(program: Command): void {
    const command = this.command(program, 'export', zhCN.export.description, zhCN.export.examples)
      .argument('<key>', zhCN.export.key)
      .option('--version <n>', zhCN.export.version)
      .option('-o, --output <file>', zhCN.draft.output);
    this.connectionOptions(command).action(async (key: string, options: ExportOptions) => {
      const { ExportCommand } = await import('./remote/ExportCommand.ts');
      this.exitCode = await new ExportCommand(this.output).run(key, options);
    });
  }

  private simulate(program: Command): void {
    const collect = (value: string, previous: string[] = []) => [...previous, value];
    this.command(program, 'simulate', zhCN.simulate.description, zhCN.simulate.examples)
      .argument('<file>', zhCN.simulate.file)
      .option('--vars <json>', zhCN.simulate.vars)
      .option('--step <step>', zhCN.simulate.stepOption, collect)
      .option('--users <file|demo>', zhCN.simulate.users)
      .option('--initiator <id>', zhCN.simulate.initiatorOption)
      .option('--until-end', zhCN.simulate.untilEnd)
      .option('--form <file>', zhCN.simulate.formOption)
      .option('--values <json|file>', zhCN.simulate.valuesOption)
      .option('--json', zhCN.connection.json)
      .action(async (file: string, options: SimulateOptions) => {
        const { SimulateCommand } = await import('./simulate/SimulateCommand.ts');
        this.exitCode = await new SimulateCommand(this.output).run(file, options);
      });
  }

  private profile(program: Command): void {
    const profile = this.command(program, 'profile', zhCN.profile.description, zhCN.profile.examples);
    const load = async () => new (await import('./profile/ProfileCommand.ts')).ProfileCommand(this.output);
    this.command(profile, 'add', zhCN.profile.addDescription, zhCN.profile.examples)
      .argument('<name>', zhCN.profile.name)
      .option('-s, --server <url>', zhCN.connection.server)
      .option('-t, --token <token>', zhCN.connection.token)
      .option('-u, --username <name>', zhCN.connection.username)
      .option('-p, --password <password>', zhCN.connection.password)
      .option('--login-key <key>', zhCN.connection.loginKey)
      .option('--use', zhCN.profile.use)
      .action(async (name: string, options: ProfileAddOptions) => {
        this.exitCode = await (await load()).add(name, options);
      });
    this.command(profile, 'use', zhCN.profile.useDescription, zhCN.profile.examples)
      .argument('<name>', zhCN.profile.name)
      .action(async (name: string) => {
        this.exitCode = await (await load()).use(name);
      });
    this.command(profile, 'list', zhCN.profile.listDescription, zhCN.profile.examples)
      .option('--json', zhCN.connection.json)
      .action(async (options: { json?: boolean }) => {
        this.exitCode = await (await load()).list(options);
      });
    this.command(profile, 'remove', zhCN.profile.removeDescription, zhCN.profile.examples)
      .argument('<name>', zhCN.profile.name)
      .action(async (name: string) => {
        this.exitCode = await (await load()).remove(name);
      });
  }

  private serve(program: Command): void {
    this.command(program, 'serve', zhCN.serve.description, zhCN.serve.examples)
      .option('--port <port>', zhCN.serve.port)
      .option('--host <host>', zhCN.serve.host)
      .option('--data-dir <dir>', zhCN.serve.dataDir)
      .action(async (options: ServeOptions) => {
        const { ServeCommand } = await import('./serve/ServeCommand.ts');
        this.exitCode = await new ServeCommand(this.output).run(options);
      });
  }

  private setup(program: Command): void {
    this.command(program, 'setup', zhCN.setup.description, zhCN.setup.examples)
      .option('--data-dir <dir>', zhCN.setup.dataDir)
      .option('--company <name>', zhCN.setup.company)
      .option('--username <name>', zhCN.setup.username)
      .option('--name <name>', zhCN.setup.name)
      .option('--phone <phone>', zhCN.setup.phone)
      .action(async (options: SetupOptions) => {
        const { SetupCommand } = await import('./setup/SetupCommand.ts');
        this.exitCode = await new SetupCommand(this.output).run(options);
      });
  }

  private backup(program: Command): void {
    this.command(program, 'backup', zhCN.backup.description, zhCN.backup.examples)
      .argument('<file>', zhCN.backup.file)
      .option('--data-dir <dir>', zhCN.backup.dataDir)
      .action(async (file: string, options: BackupOptions) => {
        const { BackupCommand } = await import('./backup/BackupCommand.ts');
        this.exitCode = await new BackupCommand(this.output).run(file, options);
      });
  }

  private restore(program: Command): void {
    this.command(program, 'restore', zhCN.restore.description, zhCN.restore.examples)
      .argument('<file>', zhCN.restore.file)
      .option('--data-dir <dir>', zhCN.restore.dataDir)
      .option('--force', zhCN.restore.force)
      .action(async (file: string, options: RestoreOptions) => {
        const { RestoreCommand } = await import('./backup/RestoreCommand.ts');
        this.exitCode = await new RestoreCommand(this.output).run(file, options);
      });
  }
}
