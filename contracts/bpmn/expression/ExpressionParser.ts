import { zhCN } from '../zhCN.ts';
import type { BinaryOperator, CompiledExpression, ExpressionNode } from './ExpressionAst.ts';
import { ExpressionError } from './ExpressionError.ts';
import { ExpressionLexer, type Token } from './ExpressionLexer.ts';

export const MAX_EXPRESSION_LENGTH = 4000;
const MAX_DEPTH = 64;

/** Names that lead from data to the object model; refused wherever they appear. */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['constructor', '__proto__', 'prototype', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__']);

const WORD_OPERATORS: Record<string, string> = {
  and: '&&',
  or: '||',
  not: '!',
  eq: '==',
  ne: '!=',
  lt: '<',
  gt: '>',
  le: '<=',
  ge: '>=',
  div: '/',
  mod: '%',
};

function freeze(node: ExpressionNode): ExpressionNode {
  return Object.freeze(node);
}

/**
 * Parses templates of literal text and `${…}` expressions (JUEL's syntax without method
 * calls): literals, variables, `.name` and `[index]` access, arithmetic, comparison, boolean
 * operators (symbols and words), `empty`, and `a ? b : c`. A `\${` stays literal text.
 */
export class ExpressionParser {
  parse(source: string): CompiledExpression {
    if (source.length > MAX_EXPRESSION_LENGTH) throw new ExpressionError(zhCN.expression.tooLong(MAX_EXPRESSION_LENGTH));
    const parts: (string | ExpressionNode)[] = [];
    let text = '';
    let i = 0;
    while (i < source.length) {
      if (source.startsWith('\\${', i)) {
        text += '${';
        i += 3;
        continue;
      }
      if (source.startsWith('${', i)) {
        if (text) parts.push(text);
        text = '';
        const run = new ParserRun(new ExpressionLexer(source, i + 2));
        parts.push(run.expressionUntilClose());
        i = run.position;
        continue;
      }
      text += source[i];
      i++;
    }
    if (text) parts.push(text);
    return Object.freeze({ source, parts: Object.freeze(parts) });
  }
}

/** One recursive-descent pass over the tokens of a single `${…}`. */
class ParserRun {
  private token: Token;
  private depth = 0;

  constructor(private readonly lexer: ExpressionLexer) {
    this.token = lexer.next();
  }

  get position(): number {
    return this.lexer.position;
  }

  expressionUntilClose(): ExpressionNode {
    if (this.peek().type === 'close') throw new ExpressionError(zhCN.expression.empty);
    const node = this.expression();
    // unexpected() reports a missing `}` when the text ended first
    if (this.peek().type !== 'close') this.unexpected();
    return node;
  }

  /** The current token, read through a call so narrowing never outlives an advance. */
  private peek(): Token {
    return this.token;
  }

  private unexpected(): never {
    if (this.token.type === 'eof') throw new ExpressionError(zhCN.expression.unterminatedExpression);
    if (this.token.type === 'close') throw new ExpressionError(zhCN.expression.unexpectedEnd);
    throw new ExpressionError(zhCN.expression.unexpectedToken(this.token.text, this.token.position));
  }

  private advance(): Token {
    const current = this.token;
    this.token = this.lexer.next();
    return current;
  }

  /** The operator spelled by the current token (symbol or word), if it is one of `wanted`. */
  private operator(...wanted: string[]): string | undefined {
    const t = this.token;
    const spelled = t.type === 'operator' ? t.text : t.type === 'keyword' ? WORD_OPERATORS[t.text] : undefined;
    return spelled !== undefined && wanted.includes(spelled) ? spelled : undefined;
  }

  private expect(operator: string): void {
    if (this.token.type !== 'operator' || this.token.text !== operator) this.unexpected();
    this.advance();
  }

  private nested<T>(parse: () => T): T {
    if (++this.depth > MAX_DEPTH) throw new ExpressionError(zhCN.expression.tooDeep);
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  private expression(): ExpressionNode {
    return this.nested(() => this.conditional());
  }

  private conditional(): ExpressionNode {
    const test = this.or();
    if (!this.operator('?')) return test;
    this.advance();
    const consequent = this.expression();
    this.expect(':');
    const alternate = this.expression();
    return freeze({ kind: 'conditional', test, consequent, alternate });
  }

  private or(): ExpressionNode {
    let left = this.and();
    while (this.operator('||')) {
      this.advance();
      left = freeze({ kind: 'logical', operator: '||', left, right: this.and() });
    }
    return left;
  }

  private and(): ExpressionNode {
    let left = this.binary(0);
    while (this.operator('&&')) {
      this.advance();
      left = freeze({ kind: 'logical', operator: '&&', left, right: this.binary(0) });
    }
    return left;
  }

  private static readonly LEVELS: readonly (readonly BinaryOperator[])[] = [
    ['==', '!='],
    ['<', '>', '<=', '>='],
    ['+', '-'],
    ['*', '/', '%'],
  ];

  private binary(level: number): ExpressionNode {
    if (level === ParserRun.LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const operator = this.operator(...ParserRun.LEVELS[level]) as BinaryOperator | undefined;
      if (!operator) return left;
      this.advance();
      left = freeze({ kind: 'binary', operator, left, right: this.binary(level + 1) });
    }
  }

  private unary(): ExpressionNode {
    const t = this.token;
    const isEmpty = t.type === 'keyword' && t.text === 'empty';
    const operator = isEmpty ? 'empty' : this.operator('!', '-');
    if (!operator) return this.member();
    this.advance();
    const operand = this.nested(() => this.unary());
    return freeze({ kind: 'unary', operator: operator as '!' | '-' | 'empty', operand });
  }

  private member(): ExpressionNode {
    let node = this.primary();
    for (;;) {
      if (this.operator('.')) {
        this.advance();
        const name = this.token;
        if (name.type !== 'identifier' && name.type !== 'keyword') this.unexpected();
        this.advance();
        node = freeze({ kind: 'member', object: node, property: freeze({ kind: 'literal', value: this.allowedName(name.text) }) });
      } else if (this.operator('[')) {
        this.advance();
        const property = this.expression();
        this.expect(']');
        node = freeze({ kind: 'member', object: node, property });
      } else if (this.operator('(')) {
        throw new ExpressionError(zhCN.expression.callNotAllowed);
      } else {
        return node;
      }
    }
  }

  private allowedName(name: string): string {
    if (FORBIDDEN_NAMES.has(name)) throw new ExpressionError(zhCN.expression.forbiddenName(name));
    return name;
  }

  private primary(): ExpressionNode {
    const t = this.token;
    switch (t.type) {
      case 'number':
        this.advance();
        return freeze({ kind: 'literal', value: Number(t.text) });
      case 'string':
        this.advance();
        return freeze({ kind: 'literal', value: t.text });
      case 'identifier':
        this.advance();
        if (this.operator('(')) throw new ExpressionError(zhCN.expression.callNotAllowed);
        return freeze({ kind: 'identifier', name: this.allowedName(t.text) });
      case 'keyword':
        if (t.text === 'true' || t.text === 'false') {
          this.advance();
          return freeze({ kind: 'literal', value: t.text === 'true' });
        }
        if (t.text === 'null') {
          this.advance();
          return freeze({ kind: 'literal', value: null });
        }
        return this.unexpected();
      case 'operator':
        if (t.text === '(') {
          this.advance();
          const inner = this.expression();
          this.expect(')');
          return inner;
        }
        return this.unexpected();
      default:
        return this.unexpected();
    }
  }
}
