import { FormDecimal } from './FormDecimal.ts';
import { FormFormula, type FormulaScope } from './FormFormula.ts';
import { dayNumberOf, isRecord, own, precisionOf, type FormDefinition, type FormField, type FormValues } from './FormModel.ts';

/** The days of a `[start, end]` range, both ends counted; null unless both are dates in order. */
export function daysOf(range: unknown): number | null {
  if (!Array.isArray(range) || range.length !== 2) return null;
  const start = dayNumberOf(range[0]);
  const end = dayNumberOf(range[1]);
  return start === null || end === null || end < start ? null : end - start + 1;
}

function decimalOf(value: unknown): FormDecimal | null {
  return typeof value === 'number' && Number.isFinite(value) ? FormDecimal.fromNumber(value) : null;
}

/**
 * The computed fields of a definition over some values: every computed field, and every
 * computed column of every 明细 row, recomputed from the fields they name (what the renderer
 * shows live and what the server stores: the same code, so the same number). A computed field
 * used by another counts with its rounded value, the one the user sees. Formulas are parsed
 * once per definition; one that does not parse (the definition check reports it) computes
 * empty, and so does a cycle.
 */
/** A computed field or column: its id (`key`, or `table.column`) and the ids of the computed ones its formula names. */
export interface ComputedNode {
  id: string;
  field: FormField;
  /** The 明细's key, for a column. */
  table: string | null;
  needs: string[];
}

export class FormComputation {
  readonly #fields = new Map<string, FormField>();
  readonly #columns = new Map<string, Map<string, FormField>>();
  readonly #formulas = new Map<FormField, FormFormula | null>();
  /** The computed fields and columns, each after those it names; one on a cycle (or after one) is not among them. */
  readonly #order: ComputedNode[];
  readonly #ordered = new Set<FormField>();

  constructor(definition: FormDefinition) {
    for (const field of definition.fields) {
      if (!this.#fields.has(field.key)) this.#fields.set(field.key, field);
      if (field.type === 'table' && !this.#columns.has(field.key)) {
        const columns = new Map<string, FormField>();
        for (const column of field.columns ?? []) if (!columns.has(column.key)) columns.set(column.key, column);
        this.#columns.set(field.key, columns);
      }
    }
    const parse = (field: FormField) => {
      if (field.type === 'computed') this.#formulas.set(field, field.formula ? FormFormula.tryParse(field.formula).formula : null);
    };
    for (const field of this.#fields.values()) parse(field);
    for (const columns of this.#columns.values()) for (const column of columns.values()) parse(column);
    this.#order = FormComputation.#sorted(this.nodes());
    for (const node of this.#order) this.#ordered.add(node.field);
  }

  /**
   * The dependency graph of the computed fields and columns (the definition check finds cycles
   * in it; the computation follows it, so that a chain of computed fields is computed one after
   * another rather than by recursion through each other).
   */
  nodes(): ComputedNode[] {
    const nodes: ComputedNode[] = [];
    const computed = (id: string): boolean => {
      const [table, column] = id.split('.');
      return (column === undefined ? this.#fields.get(table) : this.#columns.get(table)?.get(column))?.type === 'computed';
    };
    const add = (field: FormField, table: string | null) => {
      const needs = new Set<string>();
      for (const reference of this.#formulas.get(field)?.references() ?? []) {
        let id: string | null = null;
        if (reference.kind === 'column') id = `${reference.table}.${reference.column}`;
        else if (reference.kind === 'field') id = table !== null && this.#columns.get(table)?.has(reference.key) ? `${table}.${reference.key}` : reference.key;
        if (id !== null && computed(id)) needs.add(id);
      }
      nodes.push({ id: table === null ? field.key : `${table}.${field.key}`, field, table, needs: [...needs] });
    };
    for (const field of this.#fields.values()) {
      if (field.type === 'computed') add(field, null);
      for (const column of field.type === 'table' ? (this.#columns.get(field.key)?.values() ?? []) : []) if (column.type === 'computed') add(column, field.key);
    }
    return nodes;
  }

  /** Kahn's order: each node once all it needs are placed; nodes on or after a cycle never are. */
  static #sorted(nodes: ComputedNode[]): ComputedNode[] {
    const waiting = new Map(nodes.map((node) => [node.id, new Set(node.needs)]));
    const neededBy = new Map<string, ComputedNode[]>();
    for (const node of nodes) for (const need of node.needs) neededBy.set(need, [...(neededBy.get(need) ?? []), node]);
    const order: ComputedNode[] = [];
    const ready = nodes.filter((node) => node.needs.length === 0);
    while (ready.length > 0) {
      const node = ready.shift()!;
      order.push(node);
      for (const dependent of neededBy.get(node.id) ?? []) {
        const rest = waiting.get(dependent.id)!;
        rest.delete(node.id);
        if (rest.size === 0) ready.push(dependent);
      }
    }
    return order;
  }

  /** Whether the definition has a computed field or column at all (nothing to do otherwise). */
  get computes(): boolean {
    return this.#formulas.size > 0;
  }

  /** A copy of `values` with every computed field and column set (null: empty); other values untouched. */
  apply(values: FormValues): FormValues {
    const result: FormValues = { ...values };
    const rows = new Map<string, Array<Record<string, unknown> | null>>();
    for (const [table, columns] of this.#columns) {
      const given = own(values, table);
      const computesRows = [...columns.values()].some((column) => column.type === 'computed');
      if (Array.isArray(given) && computesRows) rows.set(table, given.map((row) => (isRecord(row) ? { ...row } : null)));
    }
    const memo = new Map<string, FormDecimal | null>();
    const busy = new Set<string>();
    const once = (id: string, compute: () => FormDecimal | null): FormDecimal | null => {
      if (memo.has(id)) return memo.get(id) ?? null;
      if (busy.has(id)) return null;
      busy.add(id);
      const value = compute();
      busy.delete(id);
      memo.set(id, value);
      return value;
    };
    const finish = (field: FormField, value: FormDecimal | null) => (value === null ? null : value.round(precisionOf(field)));

    const topNumber = (key: string): FormDecimal | null => {
      const field = this.#fields.get(key);
      if (!field) return null;
      if (field.type === 'number' || field.type === 'money') return decimalOf(own(values, key));
      if (field.type === 'computed') return this.#ordered.has(field) ? once(key, () => finish(field, this.#formulas.get(field)?.evaluate(topScope) ?? null)) : null;
      return null;
    };
    const topDays = (key: string): number | null => (this.#fields.get(key)?.type === 'dateRange' ? daysOf(own(values, key)) : null);
    const sum = (table: string, column: string): { total: FormDecimal; present: boolean } => {
      let total = FormDecimal.ZERO;
      let present = false;
      const given = rows.get(table) ?? (Array.isArray(own(values, table)) ? (own(values, table) as unknown[]) : []);
      for (let index = 0; index < given.length; index++) {
        const value = rowNumber(table, index, column);
        if (value !== null) {
          total = total.plus(value);
          present = true;
        }
      }
      return { total, present };
    };
    const topScope: FormulaScope = { number: topNumber, days: topDays, sum };

    const rowOf = (table: string, index: number): Record<string, unknown> | null => {
      const computed = rows.get(table);
      if (computed) return computed[index] ?? null;
      const given = own(values, table);
      return Array.isArray(given) && isRecord(given[index]) ? given[index] : null;
    };
    const rowNumber = (table: string, index: number, key: string): FormDecimal | null => {
      const column = this.#columns.get(table)?.get(key);
      if (!column) return topNumber(key);
      const row = rowOf(table, index);
      if (!row) return null;
      if (column.type === 'number' || column.type === 'money') return decimalOf(own(row, key));
      if (column.type !== 'computed' || !this.#ordered.has(column)) return null;
      const scope: FormulaScope = {
        number: (name) => rowNumber(table, index, name),
        days: (name) => (this.#columns.get(table)?.get(name)?.type === 'dateRange' ? daysOf(own(row, name)) : topDays(name)),
        sum,
      };
      return once(`${table}[${index}].${key}`, () => finish(column, this.#formulas.get(column)?.evaluate(scope) ?? null));
    };

    // In dependency order, so each formula finds what it names already computed.
    for (const node of this.#order) {
      if (node.table === null) topNumber(node.field.key);
      else for (let index = 0; index < (rows.get(node.table)?.length ?? 0); index++) rowNumber(node.table, index, node.field.key);
    }
    for (const [table, given] of rows) {
      const computedColumns = [...(this.#columns.get(table)?.values() ?? [])].filter((column) => column.type === 'computed');
      given.forEach((row, index) => {
        if (!row) return;
        for (const column of computedColumns) row[column.key] = rowNumber(table, index, column.key)?.toNumber(precisionOf(column)) ?? null;
      });
      result[table] = given.map((row, index) => row ?? (own(values, table) as unknown[])[index]);
    }
    for (const field of this.#fields.values()) {
      if (field.type === 'computed') result[field.key] = topNumber(field.key)?.toNumber(precisionOf(field)) ?? null;
    }
    return result;
  }
}

