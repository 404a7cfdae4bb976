import { describe, expect, it } from 'vitest';
import type { CliOutput } from './CliOutput.ts';
import { RongheProgram } from './RongheProgram.ts';

class RecordedOutput implements CliOutput {
  readonly lines: string[] = [];
  out(text: string): void {
    this.lines.push(`out: ${text}`);
  }
  err(text: string): void {
    this.lines.push(`err: ${text}`);
  }
}

async function run(args: string[]): Promise<{ code: number; lines: string[] }> {
  const output = new RecordedOutput();
  const code = await new RongheProgram(output).run(args);
  return { code, lines: output.lines };
}

describe('RongheProgram', () => {
  // `ronghe <command> …` defines only that command; `ronghe help <command>` defines them all.
  for (const command of ['gen', 'lint', 'deploy', 'draft', 'export', 'simulate', 'profile', 'serve', 'setup']) {
    it(`helps with ${command} alone as among all commands`, async () => {
      const alone = await run([command, '--help']);
      const amongAll = await run(['help', command]);
      expect(alone.code).toBe(0);
      expect(alone.lines.join('')).toContain(`ronghe ${command}`);
      expect(alone).toEqual(amongAll);
    });
  }

  it('still suggests a command for a typo', async () => {
    const typo = await run(['lnt']);
    expect(typo.code).toBe(2);
    expect(typo.lines.join('\n')).toContain('lint');
  });
});
