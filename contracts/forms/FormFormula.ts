import { FormDecimal } from './FormDecimal.ts';
import { zhCN } from './zhCN.ts';

/** A parsed formula (form.yaml FormField.formula). */
export type FormulaNode =
  | { kind: 'number'; value: FormDecimal; text: string }
  | { kind: 'field'; key: string; position: number }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode }
  | { kind: 'days'; range: string; position: number }
  | { kind: 'sum'; table: string; column: string; position: number }
  | { kind: 'round'; value: FormulaNode; decimals: number }
  | { kind: 'min' | 'max'; operands: FormulaNode[] };

/** What a formula names: a numeric field (or a column of the row), a date range (days) or a 明细 column (sum). */
export type FormulaReference =
  | { kind: 'field'; key: string }
  | { kind: 'range'; key: string }
  | { kind: 'column'; table: string; column: string };

export type FormFormulaErrorCode = 'empty' | 'tooLong' | 'tooDeep' | 'unexpectedCharacter' | 'unexpectedToken' | 'unexpectedEnd' | 'unknownFunction' | 'arguments';

export class FormFormulaError extends Error {
  constructor(
    readonly code: FormFormulaErrorCode,
    message: string,
    /** Offset in the formula text, from 0. */
    readonly position: number,
  ) {
    super(message);
    this.name = 'FormFormulaError';
  }
}

/**
 * How a formula reads the form it computes: a number field's value (the row's column first,
 * inside a 明细), a range's days, a column's sum. `undefined`/null: empty.
 */
export interface FormulaScope {
  number(key: string): FormDecimal | null;
  days(key: string): number | null;
  sum(table: string, column: string): { total: FormDecimal; present: boolean };
}

/** The limits of the formula language: what the schema allows, and nesting a person writes. */
export const FORMULA_LIMITS = { length: 500, depth: 20, roundDecimals: 6, operands: 20 } as const;

const FUNCTIONS = new Set(['days', 'sum', 'round', 'min', 'max']);

type Token = { kind: 'number' | 'name' | 'symbol'; text: string; position: number };

/**
 * The formula language of a computed field: numbers, the keys of numeric fields, + - * / with
 * the usual precedence, brackets, unary minus, and days(range), sum(table.column),
 * round(x, n), min(a, b, …), max(a, b, …). Parsed once into a tree; evaluated exactly
 * (FormDecimal), so amounts add to the cent. Browser-safe: a hand-written parser, no eval.
 */
export class FormFormula {
  private constructor(
    readonly text: string,
    readonly root: FormulaNode,
  ) {}

  /** The parsed formula; throws FormFormulaError (with a zh-CN message) when it is not one. */
  static parse(text: string): FormFormula {
    if (text.length > FORMULA_LIMITS.length) throw new FormFormulaError('tooLong', zhCN.formula.tooLong(FORMULA_LIMITS.length), FORMULA_LIMITS.length);
    const tokens = tokenize(text);
    if (tokens.length === 0) throw new FormFormulaError('empty', zhCN.formula.empty, 0);
    const parser = new Parser(tokens, text.length);
    const root = parser.expression(0);
    parser.end();
    return new FormFormula(text, root);
  }

  /** The parsed formula, or the error saying why it is not one. */
  static tryParse(text: string): { formula: FormFormula; error: null } | { formula: null; error: FormFormulaError } {
    try {
      return { formula: FormFormula.parse(text), error: null };
    } catch (error) {
      if (error instanceof FormFormulaError) return { formula: null, error };
      throw error;
    }
  }

  /** Everything the formula names, each once, in order of appearance. */
  references(): FormulaReference[] {
    const found = new Map<string, FormulaReference>();
    const visit = (node: FormulaNode): void => {
      switch (node.kind) {
        case 'field':
          found.set(`f:${node.key}`, { kind: 'field', key: node.key });
          return;
        case 'days':
          found.set(`r:${node.range}`, { kind: 'range', key: node.range });
          return;
        case 'sum':
          found.set(`c:${node.table}.${node.column}`, { kind: 'column', table: node.table, column: node.column });
          return;
        case 'negate':
          return visit(node.operand);
        case 'binary':
          visit(node.left);
          return visit(node.right);
        case 'round':
          return visit(node.value);
        case 'min':
        case 'max':
          return node.operands.forEach(visit);
        case 'number':
          return;
      }
    };
    visit(this.root);
    return [...found.values()];
  }

  /**
   * The exact result, or null when it is empty: nothing the formula names has a value yet (a
   * new form shows an empty 天数, not 0), or it divides by zero. Once something it names has
   * a value, the empty ones count as 0 (a sum of the amounts filled in so far).
   */
  evaluate(scope: FormulaScope): FormDecimal | null {
    let present = false;
    let references = 0;
    const value = (node: FormulaNode): FormDecimal | null => {
      switch (node.kind) {
        case 'number':
          return node.value;
        case 'field': {
          references++;
          const found = scope.number(node.key);
          if (found !== null) present = true;
          return found ?? FormDecimal.ZERO;
        }
        case 'days': {
          references++;
          const days = scope.days(node.range);
          if (days !== null) present = true;
          return FormDecimal.of(BigInt(days ?? 0));
        }
        case 'sum': {
          references++;
          const sum = scope.sum(node.table, node.column);
          if (sum.present) present = true;
          return sum.total;
        }
        case 'negate': {
          const operand = value(node.operand);
          return operand && operand.negated();
        }
        case 'binary': {
          const left = value(node.left);
          const right = value(node.right);
          if (!left || !right) return null;
          if (node.operator === '+') return left.plus(right);
          if (node.operator === '-') return left.minus(right);
          if (node.operator === '*') return left.times(right);
          return left.dividedBy(right);
        }
        case 'round': {
          const rounded = value(node.value);
          return rounded && rounded.round(node.decimals);
        }
        case 'min':
        case 'max': {
          let best: FormDecimal | null = null;
          for (const operand of node.operands) {
            const current = value(operand);
            if (!current) return null;
            if (!best || (node.kind === 'min' ? current.compare(best) < 0 : current.compare(best) > 0)) best = current;
          }
          return best;
        }
      }
    };
    const result = value(this.root);
    if (references > 0 && !present) return null;
    return result;
  }
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const character = text[i];
    if (/\s/.test(character)) {
      i++;
      continue;
    }
    const rest = text.slice(i);
    const number = /^\d+(?:\.\d+)?/.exec(rest);
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (number) {
      if (/^[A-Za-z_.]/.test(text.slice(i + number[0].length))) {
        throw new FormFormulaError('unexpectedCharacter', zhCN.formula.unexpectedCharacter(text[i + number[0].length], i + number[0].length), i + number[0].length);
      }
      tokens.push({ kind: 'number', text: number[0], position: i });
      i += number[0].length;
    } else if (name) {
      tokens.push({ kind: 'name', text: name[0], position: i });
      i += name[0].length;
    } else if ('+-*/(),.'.includes(character)) {
      tokens.push({ kind: 'symbol', text: character, position: i });
      i++;
    } else {
      const shown = String.fromCodePoint(text.codePointAt(i) ?? 0);
      throw new FormFormulaError('unexpectedCharacter', zhCN.formula.unexpectedCharacter(shown, i), i);
    }
  }
  return tokens;
}

class Parser {
  #at = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly length: number,
  ) {}

  end(): void {
    const token = this.tokens[this.#at];
    if (token) throw this.#unexpected(token);
  }

  /** expression := term (('+' | '-') term)* */
  expression(depth: number): FormulaNode {
    if (depth > FORMULA_LIMITS.depth) throw new FormFormulaError('tooDeep', zhCN.formula.tooDeep, this.#position());
    let node = this.#term(depth);
    for (let token = this.#peek(); token && (token.text === '+' || token.text === '-') && token.kind === 'symbol'; token = this.#peek()) {
      this.#at++;
      node = { kind: 'binary', operator: token.text, left: node, right: this.#term(depth) };
    }
    return node;
  }

  /** term := unary (('*' | '/') unary)* */
  #term(depth: number): FormulaNode {
    let node = this.#unary(depth);
    for (let token = this.#peek(); token && (token.text === '*' || token.text === '/') && token.kind === 'symbol'; token = this.#peek()) {
      this.#at++;
      node = { kind: 'binary', operator: token.text, left: node, right: this.#unary(depth) };
    }
    return node;
  }

  /** unary := ('-' | '+') unary | primary */
  #unary(depth: number): FormulaNode {
    const token = this.#peek();
    if (token?.kind === 'symbol' && (token.text === '-' || token.text === '+')) {
      if (depth > FORMULA_LIMITS.depth) throw new FormFormulaError('tooDeep', zhCN.formula.tooDeep, token.position);
      this.#at++;
      const operand = this.#unary(depth + 1);
      return token.text === '-' ? { kind: 'negate', operand } : operand;
    }
    return this.#primary(depth);
  }

  /** primary := number | key | function '(' arguments ')' | '(' expression ')' */
  #primary(depth: number): FormulaNode {
    const token = this.#next();
    if (token.kind === 'number') return { kind: 'number', value: FormDecimal.parse(token.text), text: token.text };
    if (token.kind === 'symbol' && token.text === '(') {
      const inner = this.expression(depth + 1);
      this.#expect(')');
      return inner;
    }
    if (token.kind === 'name') {
      if (this.#peek()?.text !== '(') return { kind: 'field', key: token.text, position: token.position };
      if (!FUNCTIONS.has(token.text)) throw new FormFormulaError('unknownFunction', zhCN.formula.unknownFunction(token.text), token.position);
      this.#at++;
      return this.#call(token, depth + 1);
    }
    throw this.#unexpected(token);
  }

  #call(name: Token, depth: number): FormulaNode {
    if (name.text === 'days') {
      const range = this.#name();
      this.#expect(')');
      return { kind: 'days', range: range.text, position: range.position };
    }
    if (name.text === 'sum') {
      const table = this.#name();
      this.#expect('.');
      const column = this.#name();
      this.#expect(')');
      return { kind: 'sum', table: table.text, column: column.text, position: table.position };
    }
    const operands: FormulaNode[] = [this.expression(depth)];
    while (this.#peek()?.text === ',') {
      this.#at++;
      if (name.text === 'round') {
        const decimals = this.#next();
        const n = Number(decimals.text);
        if (decimals.kind !== 'number' || !Number.isInteger(n) || n > FORMULA_LIMITS.roundDecimals) {
          throw new FormFormulaError('arguments', zhCN.formula.roundDecimals(FORMULA_LIMITS.roundDecimals), decimals.position);
        }
        this.#expect(')');
        return { kind: 'round', value: operands[0], decimals: n };
      }
      if (operands.length >= FORMULA_LIMITS.operands) throw new FormFormulaError('arguments', zhCN.formula.tooManyOperands(name.text, FORMULA_LIMITS.operands), this.#position());
      operands.push(this.expression(depth));
    }
    this.#expect(')');
    if (name.text === 'round') return { kind: 'round', value: operands[0], decimals: 0 };
    if (operands.length < 2) throw new FormFormulaError('arguments', zhCN.formula.twoOperands(name.text), name.position);
    return { kind: name.text as 'min' | 'max', operands };
  }

  #name(): Token {
    const token = this.#next();
    if (token.kind !== 'name') throw this.#unexpected(token);
    return token;
  }

  #expect(symbol: string): void {
    const token = this.#next();
    if (token.kind !== 'symbol' || token.text !== symbol) throw this.#unexpected(token);
  }

  #peek(): Token | undefined {
    return this.tokens[this.#at];
  }

  #next(): Token {
    const token = this.tokens[this.#at++];
    if (!token) throw new FormFormulaError('unexpectedEnd', zhCN.formula.unexpectedEnd, this.length);
    return token;
  }

  #position(): number {
    return this.tokens[this.#at]?.position ?? this.length;
  }

  #unexpected(token: Token): FormFormulaError {
    return new FormFormulaError('unexpectedToken', zhCN.formula.unexpectedToken(token.text, token.position), token.position);
  }
}
