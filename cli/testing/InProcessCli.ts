import { RongheProgram } from '../RongheProgram.ts';
import type { CliRun, CliRunOptions } from './CompiledCli.ts';

/**
 * The real command code — RongheProgram with every command's module — run inside the test
 * process, with its standard output, standard error and exit code captured. Spawning a node
 * process per case cost a second or more each on a busy machine; each command keeps one case
 * through CompiledCli to prove the compiled program, its streams and exit codes as users run it.
 *
 * Commands read the working folder and the environment when they start, so a run moves into
 * `cwd` and sets `env` for its duration and puts both back afterwards. Runs are therefore one
 * at a time (vitest runs a file's cases in turn; the node project runs files in forked
 * processes, where changing the folder is allowed). Standard input is the process's own: a
 * case that feeds it stays with CompiledCli.
 */
export class InProcessCli {
  static async run(args: readonly string[], options: CliRunOptions = {}): Promise<CliRun> {
    if (options.input !== undefined) throw new Error('InProcessCli cannot feed standard input: run this case with CompiledCli');
    const stdout: string[] = [];
    const stderr: string[] = [];
    const line = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);
    const output = { out: (text: string) => stdout.push(line(text)), err: (text: string) => stderr.push(line(text)) };

    const folder = process.cwd();
    const saved = new Map<string, string | undefined>();
    // The runner's own colour settings must not leak into what the command decides (as for a child process).
    const env: Record<string, string | undefined> = { FORCE_COLOR: undefined, NO_COLOR: undefined, ...options.env };
    for (const [name, value] of Object.entries(env)) {
      saved.set(name, process.env[name]);
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    if (options.cwd) process.chdir(options.cwd);
    try {
      const status = await new RongheProgram(output).run(args);
      return { status, stdout: stdout.join(''), stderr: stderr.join('') };
    } finally {
      process.chdir(folder);
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  }
}
