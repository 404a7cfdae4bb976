import { zhCN } from './zhCN.ts';

/** One line of a help list: the term on the left, its description wrapped beside it. */
interface HelpItem {
  term: string;
  description: string;
}

/** Below this many columns for a description, text is not wrapped (as commander does). */
const MIN_WRAP_WIDTH = 40;
const INDENT = '  ';
const SPACER = '  ';

/**
 * `ronghe --help` (also `-h` and `help`) written without loading commander: loading and
 * configuring commander is most of what the command line spends before it can print
 * anything, and the overview is what people ask for most.
 *
 * The text and its layout are commander's for the program RongheProgram builds — the same
 * items, columns and wrapping at the terminal's width — and ProgramHelp.test.ts compares the
 * two at many widths, so a command added to RongheProgram but not here fails the tests.
 */
export class ProgramHelp {
  static readonly options: readonly HelpItem[] = [
    { term: '-V, --version', description: zhCN.help.version },
    { term: '-h, --help', description: zhCN.help.helpOption },
  ];

  /** Each command as commander lists it: name, `[options]` when it has any, its arguments. */
  static readonly commands: readonly HelpItem[] = [
    { term: 'gen [options]', description: zhCN.gen.description },
    { term: 'lint [options] [targets...]', description: zhCN.lint.description },
    { term: 'deploy [options] <files...>', description: zhCN.deploy.description },
    { term: 'draft', description: zhCN.draft.description },
    { term: 'export [options] <key>', description: zhCN.export.description },
    { term: 'simulate [options] <file>', description: zhCN.simulate.description },
    { term: 'profile', description: zhCN.profile.description },
    { term: 'serve [options]', description: zhCN.serve.description },
    { term: 'setup [options]', description: zhCN.setup.description },
    { term: 'backup [options] <file>', description: zhCN.backup.description },
    { term: 'restore [options] <file>', description: zhCN.restore.description },
    { term: 'help [command]', description: zhCN.help.helpCommand },
  ];

  /** Whether these arguments ask for the program's own help and nothing else. */
  static answers(args: readonly string[]): boolean {
    return args.length === 1 && (args[0] === '--help' || args[0] === '-h' || args[0] === 'help');
  }

  /**
   * The columns help is laid out in: the terminal's width, or 80 when standard output is not
   * a terminal — what commander uses by default.
   */
  static width(): number {
    return (process.stdout.isTTY ? process.stdout.columns : undefined) || 80;
  }

  constructor(private readonly width: number = ProgramHelp.width()) {}

  /** The help as commander writes it: the formatted help, then the text added after it. */
  parts(): [string, string] {
    const items = [...ProgramHelp.options, ...ProgramHelp.commands];
    const termWidth = Math.max(...items.map((item) => item.term.length));
    const lines = [
      `${zhCN.help.titles['Usage:']} ronghe [options] [command]`,
      '',
      this.wrap(zhCN.program.description, this.width),
      '',
      zhCN.help.titles['Options:'],
      ...ProgramHelp.options.map((item) => this.item(item, termWidth)),
      '',
      zhCN.help.titles['Commands:'],
      ...ProgramHelp.commands.map((item) => this.item(item, termWidth)),
      '',
    ];
    return [lines.join('\n'), `${zhCN.program.after}\n`];
  }

  private item({ term, description }: HelpItem, termWidth: number): string {
    const room = this.width - termWidth - SPACER.length - INDENT.length;
    // Text already laid out by hand (a line break followed by indentation) is kept as it is.
    const text = room < MIN_WRAP_WIDTH || /\n[^\S\r\n]/.test(description) ? description : this.wrap(description, room).replace(/\n/g, `\n${' '.repeat(termWidth + SPACER.length)}`);
    return `${INDENT}${term.padEnd(termWidth)}${SPACER}${text}`.replace(/\n/g, `\n${INDENT}`);
  }

  /**
   * Breaks each line at whitespace so it fits `width`: words are added while they fit, a word
   * that does not starts the next line without its leading space. A single word longer than
   * the width stays whole, and text without spaces (most Chinese) is never broken.
   */
  private wrap(text: string, width: number): string {
    if (width < MIN_WRAP_WIDTH) return text;
    const wrapped: string[] = [];
    for (const line of text.split(/\r\n|\n/)) {
      const words = line.match(/\s*\S+/g);
      if (!words) {
        wrapped.push('');
        continue;
      }
      let current = words[0];
      for (const word of words.slice(1)) {
        if (current.length + word.length <= width) {
          current += word;
        } else {
          wrapped.push(current);
          current = word.trimStart();
        }
      }
      wrapped.push(current);
    }
    return wrapped.join('\n');
  }
}
