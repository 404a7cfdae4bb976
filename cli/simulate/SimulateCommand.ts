import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type CliOutput, processOutput } from '../CliOutput.ts';
import { CommandFailure } from '../CommandFailure.ts';
import { ExitCode } from '../ExitCode.ts';
import { ProcessIdentityReader } from '../remote/ProcessIdentityReader.ts';
import { TerminalStyle } from '../TerminalStyle.ts';
import { zhCN } from '../zhCN.ts';
import { DiagramNamesReader } from './DiagramNamesReader.ts';
import { EchoCandidateDirectory } from './EchoCandidateDirectory.ts';
import { FixtureCandidateDirectory } from './FixtureCandidateDirectory.ts';
import { ProcessSimulation } from './ProcessSimulation.ts';
import { SimulationForm } from './SimulationForm.ts';
import { SimulationPrinter } from './SimulationPrinter.ts';
import { SimulationStepParser } from './SimulationStepParser.ts';

export interface SimulateOptions {
  vars?: string;
  step?: string[];
  users?: string;
  initiator?: string;
  untilEnd?: boolean;
  json?: boolean;
  /** A designed form's definition file `<key>.form.json`; else the one beside the diagram, if any. */
  form?: string;
  /** The form's values at the start: a JSON file, or a JSON object. */
  values?: string;
}

/** The initiator when neither --initiator nor an organisation names one. */
const DEFAULT_INITIATOR = 'initiator';

/**
 * `ronghe simulate <file>`: runs the diagram on the engine in memory — start with --vars (and
 * the variables a designed form's --values set, SimulationForm), then
 * each --step in turn (and with --until-end, agreement until the end) — and prints the path
 * taken, the tasks created with their resolved handlers, and where it stopped. Exit 0 when
 * the run went as far as asked, 1 when the engine refused the diagram or a step could not
 * be applied, 2 for usage errors.
 */
export class SimulateCommand {
  constructor(
    private readonly output: CliOutput = processOutput,
    private readonly cwd: string = process.cwd(),
    private readonly stdoutIsTTY: boolean = process.stdout.isTTY === true,
  ) {}

  async run(file: string, options: SimulateOptions): Promise<number> {
    try {
      const xml = await this.readText(file);
      const form = await new SimulationForm(this.cwd).read(file, xml, options.form, await this.values(options.values));
      // The form's variables, as a start through it sets them; --vars adds to them or overrides them.
      const variables = { ...(form?.variables ?? {}), ...(await this.variables(options.vars)) };
      const parser = new SimulationStepParser();
      const steps = (options.step ?? []).map((step) => parser.parse(step));
      const { directory, name: directoryName, initiator } = await this.directory(options.users, xml);
      const identity = await new ProcessIdentityReader().read(xml);
      const key = identity.processDefinitionKey ?? 'simulation';

      const report = await new ProcessSimulation().run({
        xml,
        key,
        name: identity.processName ?? key,
        initiator: options.initiator ?? initiator ?? DEFAULT_INITIATOR,
        variables,
        steps,
        untilEnd: options.untilEnd === true,
        directory,
        directoryName,
        forms: form?.forms.context,
      });
      if (options.json) this.output.out(JSON.stringify(report, null, 2));
      else this.output.out(new SimulationPrinter(TerminalStyle.for({ isTTY: this.stdoutIsTTY })).print(report).trimEnd());
      return report.status === 'refused' || report.status === 'failed' ? ExitCode.findings : ExitCode.ok;
    } catch (error) {
      if (!(error instanceof CommandFailure)) throw error;
      this.output.err(error.message);
      return error.exitCode;
    }
  }

  private async readText(file: string): Promise<string> {
    try {
      return await readFile(resolve(this.cwd, file), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new CommandFailure(ExitCode.usage, code === 'ENOENT' ? zhCN.lint.missing(file) : `${file}：${zhCN.lint.unreadableFile(code ?? String(error))}`);
    }
  }

  /** --vars: a JSON object, or @file holding one. */
  private async variables(text: string | undefined): Promise<Record<string, unknown>> {
    if (text === undefined) return {};
    const source = text.startsWith('@') ? await this.readText(text.slice(1)) : text;
    let parsed: unknown;
    try {
      parsed = JSON.parse(source);
    } catch (error) {
      throw new CommandFailure(ExitCode.usage, zhCN.simulate.badVars((error as Error).message));
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new CommandFailure(ExitCode.usage, zhCN.simulate.badVars('{…}'));
    return parsed as Record<string, unknown>;
  }

  /** --values: the form's values, a JSON object or a file holding one; undefined without the option. */
  private async values(text: string | undefined): Promise<Record<string, unknown> | undefined> {
    if (text === undefined) return undefined;
    const source = text.trim().startsWith('{') ? text : await this.readText(text);
    let parsed: unknown;
    try {
      parsed = JSON.parse(source);
    } catch (error) {
      throw new CommandFailure(ExitCode.usage, zhCN.simulate.badValues((error as Error).message));
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new CommandFailure(ExitCode.usage, zhCN.simulate.badValues('{…}'));
    return parsed as Record<string, unknown>;
  }

  private async directory(users: string | undefined, xml: string) {
    if (users === undefined) return { directory: new EchoCandidateDirectory(await new DiagramNamesReader().read(xml)), name: 'echo', initiator: undefined };
    const fixture = users === 'demo' ? FixtureCandidateDirectory.demo() : FixtureCandidateDirectory.fromJson(users, this.json(users, await this.readText(users)));
    return { directory: fixture, name: users, initiator: fixture.firstActiveUser() };
  }

  private json(source: string, text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      throw new CommandFailure(ExitCode.usage, zhCN.simulate.badUsers(source));
    }
  }
}
