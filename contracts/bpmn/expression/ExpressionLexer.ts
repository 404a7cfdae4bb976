import { zhCN } from '../zhCN.ts';
import { ExpressionError } from './ExpressionError.ts';

export type TokenType = 'number' | 'string' | 'identifier' | 'keyword' | 'operator' | 'close' | 'eof';

export interface Token {
  readonly type: TokenType;
  /** Identifier names, keyword and operator spellings, string contents, number text. */
  readonly text: string;
  readonly position: number;
}

const KEYWORDS = new Set(['and', 'or', 'not', 'eq', 'ne', 'lt', 'gt', 'le', 'ge', 'div', 'mod', 'empty', 'true', 'false', 'null', 'instanceof']);

// longest first, so `<=` wins over `<`
const OPERATORS = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '+', '-', '*', '/', '%', '?', ':', '.', '[', ']', '(', ')', ','];

const NUMBER = /(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/y;

const ESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '"': '"' };

function isIdentifierStart(c: string): boolean {
  return /[A-Za-z_$]/.test(c);
}

function isIdentifierPart(c: string): boolean {
  return /[A-Za-z0-9_$]/.test(c);
}

/**
 * Splits the inside of one `${…}` into tokens, starting after `${` and stopping at the
 * closing `}` (a `close` token) — so a `}` inside a string literal never ends the expression.
 */
export class ExpressionLexer {
  private index: number;

  constructor(
    private readonly source: string,
    start: number,
  ) {
    this.index = start;
  }

  get position(): number {
    return this.index;
  }

  next(): Token {
    const s = this.source;
    while (this.index < s.length && /\s/.test(s[this.index])) this.index++;
    const start = this.index;
    if (start >= s.length) return { type: 'eof', text: '', position: start };
    const c = s[start];
    if (c === '}') {
      this.index++;
      return { type: 'close', text: '}', position: start };
    }
    if (c === "'" || c === '"') return this.string(c, start);
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(s[start + 1] ?? ''))) return this.number(start);
    if (isIdentifierStart(c)) {
      while (this.index < s.length && isIdentifierPart(s[this.index])) this.index++;
      const text = s.slice(start, this.index);
      return { type: KEYWORDS.has(text) ? 'keyword' : 'identifier', text, position: start };
    }
    for (const operator of OPERATORS) {
      if (s.startsWith(operator, start)) {
        this.index += operator.length;
        return { type: 'operator', text: operator, position: start };
      }
    }
    throw new ExpressionError(zhCN.expression.unexpectedCharacter(c, start));
  }

  private string(quote: string, start: number): Token {
    const s = this.source;
    let value = '';
    let i = start + 1;
    while (i < s.length) {
      const c = s[i];
      if (c === quote) {
        this.index = i + 1;
        return { type: 'string', text: value, position: start };
      }
      if (c === '\\' && i + 1 < s.length && ESCAPES[s[i + 1]] !== undefined) {
        value += ESCAPES[s[i + 1]];
        i += 2;
        continue;
      }
      value += c;
      i++;
    }
    throw new ExpressionError(zhCN.expression.unterminatedString);
  }

  private number(start: number): Token {
    NUMBER.lastIndex = start;
    const text = NUMBER.exec(this.source)![0];
    this.index = start + text.length;
    if (this.index < this.source.length && isIdentifierPart(this.source[this.index])) {
      throw new ExpressionError(zhCN.expression.unexpectedCharacter(this.source[this.index], this.index));
    }
    return { type: 'number', text, position: start };
  }
}
