import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type CliOutput, processOutput } from '../CliOutput.ts';
import { ExitCode } from '../ExitCode.ts';
import { ProgressBar } from '../ProgressBar.ts';
import { TerminalStyle } from '../TerminalStyle.ts';
import { zhCN } from '../zhCN.ts';
import { JsonFormatter } from './formatters/JsonFormatter.ts';
import { JunitFormatter } from './formatters/JunitFormatter.ts';
import type { LintFormatter } from './formatters/LintFormatter.ts';
import { SarifFormatter } from './formatters/SarifFormatter.ts';
import { StylishFormatter } from './formatters/StylishFormatter.ts';
import { FormFileError, FormFiles, type FormFileSet } from './FormFiles.ts';
import { LintConfigError } from './LintConfigError.ts';
import { countFindings, type LintFileResult } from './LintFinding.ts';
import { LintRunner, type LintText } from './LintRunner.ts';
import { LintTargetResolver } from './LintTargetResolver.ts';

export const LINT_FORMATS = ['stylish', 'json', 'sarif', 'junit'] as const;
export type LintFormat = (typeof LINT_FORMATS)[number];

export interface LintOptions {
  config?: string;
  format?: string;
  maxWarnings?: string;
  outputFile?: string;
  stdinFilename?: string;
  workers?: string;
  quiet?: boolean;
  /** `--form`, repeatable: form definition files `<key>.form.json`. */
  form?: string[];
}

/** Where the command reads standard input and draws progress; the process's own streams by default. */
export interface LintStreams {
  stdin: AsyncIterable<Buffer | string>;
  stderr: { isTTY?: boolean; columns?: number; write(text: string): boolean };
  stdoutIsTTY: boolean;
}

const processStreams: LintStreams = {
  // A getter: process.stdin sets up a stream (and loads its modules) on first use, which only
  // `ronghe lint -` needs.
  get stdin() {
    return process.stdin;
  },
  stderr: process.stderr,
  stdoutIsTTY: process.stdout.isTTY === true,
};

/**
 * `ronghe lint`: resolves the arguments to files, lints them with their configs (and, with
 * `--form`, checks the form files and judges the diagrams against them), prints one
 * format, and exits 0 (clean), 1 (errors, or warnings over --max-warnings) or 2 (usage,
 * config or I/O problem — nothing is linted when an argument or config is wrong).
 */
export class LintCommand {
  constructor(
    private readonly output: CliOutput = processOutput,
    private readonly streams: LintStreams = processStreams,
    private readonly cwd: string = process.cwd(),
  ) {}

  async run(targets: readonly string[], options: LintOptions): Promise<number> {
    const format = (options.format ?? 'stylish') as LintFormat;
    if (!LINT_FORMATS.includes(format)) return this.usage(zhCN.lint.badFormat(String(options.format)));
    const maxWarnings = this.count('--max-warnings', options.maxWarnings);
    const workers = this.count('--workers', options.workers);
    if (maxWarnings === null || workers === null) return ExitCode.usage;
    if (targets.length === 0) return this.usage(zhCN.lint.noTargets);

    const resolved = await new LintTargetResolver(this.cwd).resolve(targets);
    if (resolved.problems.length > 0) {
      for (const problem of resolved.problems) this.output.err(problem);
      return ExitCode.usage;
    }
    let forms: FormFileSet | undefined;
    if (options.form && options.form.length > 0) {
      try {
        forms = new FormFiles(this.cwd).read(options.form);
      } catch (error) {
        if (error instanceof FormFileError) return this.usage(error.message);
        throw error;
      }
    }
    const texts: LintText[] = [];
    if (resolved.stdin) texts.push({ text: await this.readStdin(), display: options.stdinFilename ?? zhCN.lint.stdinName });

    const progress = new ProgressBar(resolved.files.length + texts.length, this.streams.stderr);
    let results: LintFileResult[];
    try {
      results = await new LintRunner(this.cwd).run(resolved.files, texts, { config: options.config, workers, onResult: () => progress.tick(), forms: forms?.context });
      // The forms' own findings first: a condition is only as right as the form it reads.
      if (forms) results = [...forms.results, ...results];
    } catch (error) {
      if (error instanceof LintConfigError) return this.usage(error.message);
      throw error;
    } finally {
      progress.finish();
    }
    if (options.quiet) results = results.map((result) => ({ ...result, findings: result.findings.filter((finding) => finding.severity === 'error') }));

    const totals = countFindings(results);
    const text = this.formatter(format, options.outputFile === undefined).format({ results, totals, cwd: this.cwd });
    if (options.outputFile !== undefined) {
      const target = resolve(this.cwd, options.outputFile);
      try {
        await writeFile(target, text, 'utf8');
      } catch (error) {
        return this.usage(zhCN.lint.outputUnwritable(options.outputFile, (error as NodeJS.ErrnoException).code ?? String(error)));
      }
    } else {
      this.output.out(text);
    }

    if (totals.failures > 0) {
      // Name each file that could not be linted on stderr too, whatever the format says.
      for (const result of results) if (result.failure !== undefined) this.output.err(`${result.file}：${result.failure}`);
      return ExitCode.usage;
    }
    if (totals.errors > 0) return ExitCode.findings;
    if (maxWarnings !== undefined && totals.warnings > maxWarnings) {
      this.output.err(zhCN.lint.tooManyWarnings(maxWarnings));
      return ExitCode.findings;
    }
    return ExitCode.ok;
  }

  private formatter(format: LintFormat, toTerminal: boolean): LintFormatter {
    switch (format) {
      case 'json':
        return new JsonFormatter();
      case 'sarif':
        return new SarifFormatter();
      case 'junit':
        return new JunitFormatter();
      case 'stylish':
        return new StylishFormatter(toTerminal ? TerminalStyle.for({ isTTY: this.streams.stdoutIsTTY }) : new TerminalStyle(false));
    }
  }

  /** A non-negative integer option; undefined when absent, null (after saying why) when malformed. */
  private count(option: string, value: string | undefined): number | undefined | null {
    if (value === undefined) return undefined;
    if (!/^\d+$/.test(value)) {
      this.output.err(zhCN.lint.badNumber(option, value));
      return null;
    }
    return Number(value);
  }

  private async readStdin(): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.streams.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return Buffer.concat(chunks).toString('utf8');
  }

  private usage(message: string): number {
    this.output.err(message);
    return ExitCode.usage;
  }
}
