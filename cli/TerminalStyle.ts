interface StyledStream {
  readonly isTTY?: boolean;
}

const CODES = {
  bold: [1, 22],
  dim: [2, 22],
  underline: [4, 24],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  cyan: [36, 39],
} as const;

/**
 * ANSI colours for one output stream: on for a terminal, off when piped, off whenever
 * NO_COLOR is set to anything (no-color.org), and forced by FORCE_COLOR for CI logs that
 * render colour.
 */
export class TerminalStyle {
  constructor(readonly colors: boolean) {}

  static for(stream: StyledStream, env: NodeJS.ProcessEnv = process.env): TerminalStyle {
    if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return new TerminalStyle(false);
    if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '') return new TerminalStyle(env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false');
    return new TerminalStyle(stream.isTTY === true && env.TERM !== 'dumb');
  }

  bold(text: string): string {
    return this.wrap('bold', text);
  }

  dim(text: string): string {
    return this.wrap('dim', text);
  }

  underline(text: string): string {
    return this.wrap('underline', text);
  }

  red(text: string): string {
    return this.wrap('red', text);
  }

  green(text: string): string {
    return this.wrap('green', text);
  }

  yellow(text: string): string {
    return this.wrap('yellow', text);
  }

  cyan(text: string): string {
    return this.wrap('cyan', text);
  }

  private wrap(style: keyof typeof CODES, text: string): string {
    if (!this.colors || text === '') return text;
    const [open, close] = CODES[style];
    return `\u001b[${open}m${text}\u001b[${close}m`;
  }
}
