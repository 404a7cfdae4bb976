import { zhCN as bpmnZhCN } from '../../../contracts/bpmn/zhCN.ts';
import { zhCN } from '../zhCN.ts';
import type { CompiledExpression, ExpressionNode } from '../../../contracts/bpmn/expression/ExpressionAst.ts';
import { ExpressionError } from '../../../contracts/bpmn/expression/ExpressionError.ts';
import { ExpressionParser, FORBIDDEN_NAMES } from '../../../contracts/bpmn/expression/ExpressionParser.ts';

/** What an expression can see and produce: JSON-like data only. */
export type ExpressionValue = null | boolean | number | string | readonly ExpressionValue[] | { readonly [key: string]: ExpressionValue };

/** Variables visible to an expression, looked up by own property only. */
export type ExpressionScope = Readonly<Record<string, unknown>>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return value.length > 40 ? `${value.slice(0, 40)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return Array.isArray(value) ? '[列表]' : '[对象]';
}

/**
 * Admits a value into the expression world. Anything that is not plain data — functions,
 * class instances, symbols — is refused rather than wrapped, so nothing reachable from an
 * expression can lead to code.
 */
function admit(value: unknown): ExpressionValue {
  if (value === undefined || value === null) return null;
  switch (typeof value) {
    case 'boolean':
    case 'number':
    case 'string':
      return value;
    case 'object':
      if (Array.isArray(value) || isPlainObject(value)) return value as ExpressionValue;
      throw new ExpressionError(zhCN.expression.notPlainData);
    default:
      throw new ExpressionError(zhCN.expression.notPlainData);
  }
}

function toNumber(value: ExpressionValue): number {
  if (value === null) return 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  throw new ExpressionError(zhCN.expression.notNumber(describe(value)));
}

function toBoolean(value: ExpressionValue): boolean {
  if (value === null) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const lower = value.trim().toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false' || lower === '') return false;
  }
  throw new ExpressionError(zhCN.expression.notBoolean(describe(value)));
}

function isNumeric(value: ExpressionValue): boolean {
  return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
}

function equals(left: ExpressionValue, right: ExpressionValue): boolean {
  if (left === right) return true;
  if (left === null || right === null) return false;
  if (typeof left === 'number' || typeof right === 'number') {
    return isNumeric(left) && isNumeric(right) && toNumber(left) === toNumber(right);
  }
  if (typeof left === 'boolean' || typeof right === 'boolean') {
    try {
      return toBoolean(left) === toBoolean(right);
    } catch {
      return false;
    }
  }
  return false;
}

function compare(left: ExpressionValue, right: ExpressionValue): number | undefined {
  if (left === null || right === null) return undefined;
  if ((typeof left === 'number' || typeof right === 'number') && isNumeric(left) && isNumeric(right)) {
    return toNumber(left) - toNumber(right);
  }
  if (typeof left === 'string' && typeof right === 'string') return left < right ? -1 : left > right ? 1 : 0;
  throw new ExpressionError(zhCN.expression.notComparable(describe(left), describe(right)));
}

function isEmpty(value: ExpressionValue): boolean {
  if (value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

function asText(value: ExpressionValue): string {
  if (value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Evaluates `${…}` templates over process variables by walking the syntax tree. There is no
 * eval, Function or vm here: the tree can only read own properties of plain data, and names
 * that lead to the object model are refused by the parser and again on computed access.
 */
export class ExpressionEvaluator {
  private readonly parser = new ExpressionParser();
  private readonly cache = new Map<string, CompiledExpression>();

  /** Parses (and remembers) a template; throws ExpressionError on bad syntax. */
  compile(source: string): CompiledExpression {
    let compiled = this.cache.get(source);
    if (!compiled) {
      compiled = this.parser.parse(source);
      // the cache only spares reparsing the same diagram texts; it never grows without bound
      if (this.cache.size >= 1000) this.cache.clear();
      this.cache.set(source, compiled);
    }
    return compiled;
  }

  /** The value of a template: the expression's own value when the template is one `${…}`. */
  evaluate(expression: CompiledExpression | string, scope: ExpressionScope): ExpressionValue {
    const compiled = typeof expression === 'string' ? this.compile(expression) : expression;
    const parts = compiled.parts;
    if (parts.length === 1 && typeof parts[0] !== 'string') return this.node(parts[0], scope);
    return parts.map((part) => (typeof part === 'string' ? part : asText(this.node(part, scope)))).join('');
  }

  /** A condition: must come out as a boolean (or the text true/false). */
  evaluateCondition(expression: CompiledExpression | string, scope: ExpressionScope): boolean {
    const value = this.evaluate(expression, scope);
    if (typeof value === 'boolean') return value;
    if (typeof value === 'string' && /^\s*(true|false)\s*$/i.test(value)) return value.trim().toLowerCase() === 'true';
    throw new ExpressionError(zhCN.expression.conditionNotBoolean(describe(value)));
  }

  private node(node: ExpressionNode, scope: ExpressionScope): ExpressionValue {
    switch (node.kind) {
      case 'literal':
        return node.value;
      case 'identifier':
        if (FORBIDDEN_NAMES.has(node.name) || !Object.hasOwn(scope, node.name)) {
          throw new ExpressionError(zhCN.expression.unknownVariable(node.name));
        }
        return admit(scope[node.name]);
      case 'member':
        return this.member(this.node(node.object, scope), this.node(node.property, scope));
      case 'unary': {
        const operand = this.node(node.operand, scope);
        if (node.operator === 'empty') return isEmpty(operand);
        if (node.operator === '!') return !toBoolean(operand);
        return -toNumber(operand);
      }
      case 'logical': {
        const left = toBoolean(this.node(node.left, scope));
        if (node.operator === '&&') return left ? toBoolean(this.node(node.right, scope)) : false;
        return left ? true : toBoolean(this.node(node.right, scope));
      }
      case 'conditional':
        return toBoolean(this.node(node.test, scope)) ? this.node(node.consequent, scope) : this.node(node.alternate, scope);
      case 'binary':
        return this.binary(node.operator, this.node(node.left, scope), this.node(node.right, scope));
    }
  }

  private member(object: ExpressionValue, property: ExpressionValue): ExpressionValue {
    if (object === null) return null;
    if (Array.isArray(object)) {
      const index = isNumeric(property) ? toNumber(property) : NaN;
      return Number.isInteger(index) && index >= 0 && index < object.length ? admit(object[index]) : null;
    }
    if (!isPlainObject(object)) throw new ExpressionError(zhCN.expression.notPlainData);
    const name = asText(property);
    if (FORBIDDEN_NAMES.has(name)) throw new ExpressionError(bpmnZhCN.expression.forbiddenName(name));
    return Object.hasOwn(object, name) ? admit(object[name]) : null;
  }

  private binary(operator: string, left: ExpressionValue, right: ExpressionValue): ExpressionValue {
    switch (operator) {
      case '==':
        return equals(left, right);
      case '!=':
        return !equals(left, right);
      case '<':
      case '>':
      case '<=':
      case '>=': {
        const order = compare(left, right);
        if (order === undefined) return false;
        return operator === '<' ? order < 0 : operator === '>' ? order > 0 : operator === '<=' ? order <= 0 : order >= 0;
      }
      case '+':
        return toNumber(left) + toNumber(right);
      case '-':
        return toNumber(left) - toNumber(right);
      case '*':
        return toNumber(left) * toNumber(right);
      default: {
        const divisor = toNumber(right);
        if (divisor === 0) throw new ExpressionError(zhCN.expression.divisionByZero);
        return operator === '/' ? toNumber(left) / divisor : toNumber(left) % divisor;
      }
    }
  }
}
