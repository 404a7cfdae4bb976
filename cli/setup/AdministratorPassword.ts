/** Where the first administrator's password may come from; never a command-line argument, which other users see in the process list. */
export interface PasswordSources {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  /** Where the prompts go (standard error, so standard output stays the command's answer). */
  prompt: NodeJS.WritableStream;
}

export type PasswordReading = { password: string } | { problem: 'missing' | 'mismatch' | 'interrupted' };

/**
 * The password `ronghe setup` gives the first administrator: RONGHE_ADMIN_PASSWORD when set (for
 * scripts); else, on a terminal, typed twice without echo; else the first line of standard input
 * (`ronghe setup … < file`, a pipe from a secret store).
 */
export class AdministratorPassword {
  static readonly VARIABLE = 'RONGHE_ADMIN_PASSWORD';

  constructor(private readonly sources: PasswordSources = { env: process.env, stdin: process.stdin, prompt: process.stderr }) {}

  async read(questions: { first: string; again: string }): Promise<PasswordReading> {
    const fromEnv = this.sources.env[AdministratorPassword.VARIABLE];
    if (fromEnv !== undefined && fromEnv !== '') return { password: fromEnv };
    if (this.sources.stdin.isTTY && this.sources.stdin.setRawMode) {
      const first = await this.#ask(questions.first);
      if (first === null) return { problem: 'interrupted' };
      if (first === '') return { problem: 'missing' };
      const again = await this.#ask(questions.again);
      if (again === null) return { problem: 'interrupted' };
      return first === again ? { password: first } : { problem: 'mismatch' };
    }
    const line = (await this.#readAll()).split(/\r?\n/)[0];
    return line === '' ? { problem: 'missing' } : { password: line };
  }

  /** One line typed on the terminal with nothing echoed; null for Ctrl-C or Ctrl-D. */
  #ask(question: string): Promise<string | null> {
    const { stdin, prompt } = this.sources;
    prompt.write(question);
    stdin.setRawMode!(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    return new Promise((resolve) => {
      let typed = '';
      const finish = (value: string | null) => {
        stdin.off('data', onData);
        stdin.setRawMode!(false);
        stdin.pause();
        prompt.write('\n');
        resolve(value);
      };
      const onData = (chunk: string | Buffer) => {
        for (const character of String(chunk)) {
          if (character === '\r' || character === '\n') return finish(typed);
          if (character === '\u0003' || character === '\u0004') return finish(null);
          if (character === '\u007f' || character === '\b') typed = [...typed].slice(0, -1).join('');
          else typed += character;
        }
      };
      stdin.on('data', onData);
    });
  }

  async #readAll(): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.sources.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return Buffer.concat(chunks).toString('utf8');
  }
}
