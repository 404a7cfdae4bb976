import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AdministratorPassword } from './AdministratorPassword.ts';

const questions = { first: '密码：', again: '再输入一次：' };

/** A terminal: raw mode recorded, keys typed after each prompt is written. */
function terminal(lines: string[]) {
  const stdin = Object.assign(new PassThrough(), { isTTY: true, raw: [] as boolean[], setRawMode(raw: boolean) { this.raw.push(raw); return this; } });
  const prompt = new PassThrough();
  let written = '';
  prompt.on('data', (chunk: Buffer) => {
    written += chunk.toString();
    // Each question gets its line once it is asked.
    if (/[：]$/.test(chunk.toString())) setImmediate(() => stdin.write(lines.shift() ?? ''));
  });
  return { stdin, prompt, written: () => written };
}

describe('the first administrator’s password', () => {
  it('is RONGHE_ADMIN_PASSWORD when set, before anything is read', async () => {
    const stdin = new PassThrough();
    const reading = await new AdministratorPassword({ env: { RONGHE_ADMIN_PASSWORD: 'Env#2026pw' }, stdin, prompt: new PassThrough() }).read(questions);
    expect(reading).toEqual({ password: 'Env#2026pw' });
  });

  it('is the first line of standard input when it is no terminal, and missing when that is empty', async () => {
    const piped = new PassThrough();
    piped.end('Pipe#2026pw\nrest\n');
    expect(await new AdministratorPassword({ env: {}, stdin: piped, prompt: new PassThrough() }).read(questions)).toEqual({ password: 'Pipe#2026pw' });
    const empty = new PassThrough();
    empty.end('');
    expect(await new AdministratorPassword({ env: {}, stdin: empty, prompt: new PassThrough() }).read(questions)).toEqual({ problem: 'missing' });
  });

  it('is typed twice on a terminal without echo, erasing with backspace', async () => {
    const tty = terminal(['Tty#2026pwx\u007f\r', 'Tty#2026pw\r']);
    expect(await new AdministratorPassword({ env: {}, stdin: tty.stdin, prompt: tty.prompt }).read(questions)).toEqual({ password: 'Tty#2026pw' });
    expect(tty.written()).toBe('密码：\n再输入一次：\n');
    expect(tty.stdin.raw).toEqual([true, false, true, false]);
  });

  it('is refused when the two entries differ, and given up at Ctrl-C', async () => {
    const differing = terminal(['Tty#2026pw\r', 'Tty#2026px\r']);
    expect(await new AdministratorPassword({ env: {}, stdin: differing.stdin, prompt: differing.prompt }).read(questions)).toEqual({ problem: 'mismatch' });
    const interrupted = terminal(['Tty#\u0003']);
    expect(await new AdministratorPassword({ env: {}, stdin: interrupted.stdin, prompt: interrupted.prompt }).read(questions)).toEqual({ problem: 'interrupted' });
  });
});
