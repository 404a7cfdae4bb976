import { FormDecimal } from './FormDecimal.ts';
import { FormFormula, type FormulaScope } from './FormFormula.ts';
import { dayNumberOf, isRecord, precisionOf, type FormDefinition, type FormField, type FormValues } from './FormModel.ts';

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
export class FormComputation {
  readonly #fields = new Map<string, FormField>();
  readonly #columns = new Map<string, Map<string, FormField>>();
  readonly #formulas = new Map<FormField, FormFormula | null>();

  constructor(definition: FormDefinition) {
    for (const field of definition.fields) {
      if (!this.#fields.has(field.key)) this.#fields.set(field.key, field);
      if (field.type === 'table') {
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
      const given = values[table];
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
      if (field.type === 'number' || field.type === 'money') return decimalOf(values[key]);
      if (field.type === 'computed') return once(key, () => finish(field, this.#formulas.get(field)?.evaluate(topScope) ?? null));
      return null;
    };
    const topDays = (key: string): number | null => (this.#fields.get(key)?.type === 'dateRange' ? daysOf(values[key]) : null);
    const sum = (table: string, column: string): { total: FormDecimal; present: boolean } => {
      let total = FormDecimal.ZERO;
      let present = false;
      const given = rows.get(table) ?? (Array.isArray(values[table]) ? (values[table] as unknown[]) : []);
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
      const given = values[table];
      return Array.isArray(given) && isRecord(given[index]) ? given[index] : null;
    };
    const rowNumber = (table: string, index: number, key: string): FormDecimal | null => {
      const column = this.#columns.get(table)?.get(key);
      if (!column) return topNumber(key);
      const row = rowOf(table, index);
      if (!row) return null;
      if (column.type === 'number' || column.type === 'money') return decimalOf(row[key]);
      if (column.type !== 'computed') return null;
      const scope: FormulaScope = {
        number: (name) => rowNumber(table, index, name),
        days: (name) => (this.#columns.get(table)?.get(name)?.type === 'dateRange' ? daysOf(row[name]) : topDays(name)),
        sum,
      };
      return once(`${table}[${index}].${key}`, () => finish(column, this.#formulas.get(column)?.evaluate(scope) ?? null));
    };

    for (const [table, given] of rows) {
      const computedColumns = [...(this.#columns.get(table)?.values() ?? [])].filter((column) => column.type === 'computed');
      given.forEach((row, index) => {
        if (!row) return;
        for (const column of computedColumns) row[column.key] = rowNumber(table, index, column.key)?.toNumber(precisionOf(column)) ?? null;
      });
      result[table] = given.map((row, index) => row ?? (values[table] as unknown[])[index]);
    }
    for (const field of this.#fields.values()) {
      if (field.type === 'computed') result[field.key] = topNumber(field.key)?.toNumber(precisionOf(field)) ?? null;
    }
    return result;
  }
}

