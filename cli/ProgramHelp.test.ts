import { afterEach, describe, expect, it } from 'vitest';
import type { CliOutput } from './CliOutput.ts';
import { ProgramHelp } from './ProgramHelp.ts';
import { RongheProgram } from './RongheProgram.ts';

class RecordedOutput implements CliOutput {
  readonly out_: string[] = [];
  readonly err_: string[] = [];
  out(text: string): void {
    this.out_.push(text);
  }
  err(text: string): void {
    this.err_.push(text);
  }
}

const stdout = process.stdout as { isTTY?: boolean; columns?: number };
const original = { isTTY: Object.getOwnPropertyDescriptor(stdout, 'isTTY'), columns: Object.getOwnPropertyDescriptor(stdout, 'columns') };

/** Standard output as a terminal of this many columns (undefined: not a terminal). */
function terminal(columns: number | undefined): void {
  Object.defineProperty(stdout, 'isTTY', { value: columns !== undefined, configurable: true, writable: true });
  Object.defineProperty(stdout, 'columns', { value: columns, configurable: true, writable: true });
}

async function help(args: string[], quick: boolean): Promise<{ code: number; out: string[]; err: string[] }> {
  const output = new RecordedOutput();
  const code = await new RongheProgram(output, quick).run(args);
  return { code, out: output.out_, err: output.err_ };
}

describe('ProgramHelp', () => {
  afterEach(() => {
    for (const [key, descriptor] of Object.entries(original)) {
      if (descriptor) Object.defineProperty(stdout, key, descriptor);
      else delete (stdout as Record<string, unknown>)[key];
    }
  });

  for (const columns of [undefined, 30, 40, 45, 50, 60, 64, 70, 79, 80, 81, 100, 120, 140, 160, 240]) {
    it(`writes what commander writes for ronghe --help, -h and help ${columns === undefined ? 'when not on a terminal' : `on a terminal of ${columns} columns`}`, async () => {
      terminal(columns);
      const expected = await help(['--help'], false);
      expect(expected.code).toBe(0);
      for (const args of [['--help'], ['-h'], ['help']]) expect(await help(args, true), args[0]).toEqual(expected);
    });
  }

  it('answers only a request for the overview', () => {
    expect(ProgramHelp.answers(['--help'])).toBe(true);
    expect(ProgramHelp.answers(['-h'])).toBe(true);
    expect(ProgramHelp.answers(['help'])).toBe(true);
    for (const args of [[], ['lint', '--help'], ['help', 'lint'], ['--help', 'lint'], ['-V'], ['--version']]) expect(ProgramHelp.answers(args), args.join(' ')).toBe(false);
  });

  it('leaves a command’s own help to commander', async () => {
    const lint = await help(['lint', '--help'], true);
    expect(lint.code).toBe(0);
    expect(lint.out.join('')).toContain('--max-warnings');
  });
});
