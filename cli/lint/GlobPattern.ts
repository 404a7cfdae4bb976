import { isAbsolute, resolve, sep } from 'node:path';

const GLOB_CHARACTERS = /[*?[\]{}]/;

/**
 * A file pattern the CLI expands itself, so a quoted `"processes/**\/*.bpmn"` works the same
 * in every shell and on Windows: `*` and `?` within a path segment, `**` for any number of
 * folders, `[abc]` / `[!abc]` classes and `{a,b}` alternatives. Everything up to the first
 * segment with a pattern character is the folder the walk starts from.
 */
export class GlobPattern {
  /** Absolute folder the matches are under. */
  readonly base: string;
  /** How many folders below `base` a match may lie; Infinity with `**`. */
  readonly maxDepth: number;
  private readonly matcher: RegExp;

  constructor(
    readonly pattern: string,
    cwd: string,
  ) {
    const segments = pattern.split(/[\\/]/);
    const fixed: string[] = [];
    while (segments.length > 1 && !GLOB_CHARACTERS.test(segments[0])) fixed.push(segments.shift()!);
    const baseText = fixed.join('/');
    this.base = baseText === '' && isAbsolute(pattern) ? resolve('/') : resolve(cwd, baseText === '' ? '.' : baseText);
    this.maxDepth = segments.includes('**') ? Infinity : segments.length - 1;
    this.matcher = new RegExp(`^${this.segmentsSource(segments)}$`);
  }

  static isGlob(text: string): boolean {
    return GLOB_CHARACTERS.test(text);
  }

  /** Whether a path below `base` (either separator) matches. */
  matches(relativePath: string): boolean {
    return this.matcher.test(sep === '/' ? relativePath : relativePath.split(sep).join('/'));
  }

  private segmentsSource(segments: string[]): string {
    let source = '';
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      if (segment === '**') {
        // zero or more whole folders (or, at the end, anything at all)
        source += last ? '.*' : '(?:[^/]+/)*';
        return;
      }
      source += this.segmentSource(segment) + (last ? '' : '/');
    });
    return source;
  }

  private segmentSource(segment: string): string {
    let source = '';
    for (let i = 0; i < segment.length; i++) {
      const char = segment[i];
      if (char === '*') source += '[^/]*';
      else if (char === '?') source += '[^/]';
      else if (char === '[') {
        const close = segment.indexOf(']', i + 2);
        if (close === -1) {
          source += '\\[';
          continue;
        }
        let body = segment.slice(i + 1, close);
        const negated = body.startsWith('!') || body.startsWith('^');
        if (negated) body = body.slice(1);
        source += `[${negated ? '^/' : ''}${body.replace(/[\\\]]/g, '\\$&')}]`;
        i = close;
      } else if (char === '{') {
        const close = this.closingBrace(segment, i);
        if (close === -1) {
          source += '\\{';
          continue;
        }
        const alternatives = this.splitAlternatives(segment.slice(i + 1, close));
        source += `(?:${alternatives.map((alternative) => this.segmentSource(alternative)).join('|')})`;
        i = close;
      } else source += char.replace(/[.+^$()|\\}\]]/g, '\\$&');
    }
    return source;
  }

  private closingBrace(text: string, open: number): number {
    let depth = 0;
    for (let i = open; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) return i;
    }
    return -1;
  }

  private splitAlternatives(text: string): string[] {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}') depth--;
      else if (text[i] === ',' && depth === 0) {
        parts.push(text.slice(start, i));
        start = i + 1;
      }
    }
    parts.push(text.slice(start));
    return parts;
  }
}
