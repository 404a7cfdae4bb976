import { createContext, useContext, useSyncExternalStore } from 'react';
import { FormComputation, FormDecimal, FormFormula, precisionOf } from '../../../contracts/forms/index.ts';
import type { FormDefinition, FormField, FormValues } from '../ProcessCentreApi.ts';

/** The top-level fields a computed field's formula names (a sum names its 明细), each once. */
export function referencesOf(field: Pick<FormField, 'formula'>): string[] {
  const parsed = field.formula ? FormFormula.tryParse(field.formula).formula : null;
  const keys = (parsed?.references() ?? []).map((reference) => (reference.kind === 'column' ? reference.table : reference.key));
  return [...new Set(keys)];
}

/** The sum of a 明细's column over its rows, exact (FormDecimal), at the column's decimals; null when no row has a value. */
export function columnSum(column: FormField, rows: readonly unknown[] | null | undefined): number | null {
  let total = FormDecimal.ZERO;
  let present = false;
  for (const row of rows ?? []) {
    const value = (row as Record<string, unknown> | null)?.[column.key];
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    total = total.plus(FormDecimal.fromNumber(value));
    present = true;
  }
  return present ? total.toNumber(precisionOf(column)) : null;
}

/**
 * The form's values with every computed field and column recomputed (contracts/forms
 * FormComputation, the code the server stores them with), kept outside React: the form
 * recomputes once per change, and each computed field, cell and sum re-renders only when its
 * own number changes.
 */
export class ComputedValues {
  readonly #computation: FormComputation;
  readonly #followed: ReadonlySet<string>;
  #values: FormValues = {};
  readonly #sums = new Map<string, number | null>();
  readonly #listeners = new Set<() => void>();

  constructor(definition: FormDefinition) {
    this.#computation = new FormComputation(definition);
    // What a computed field names, and every 明细 with a computed column or a sum: nothing else changes a number read here.
    const followed = new Set<string>();
    for (const field of definition.fields) {
      if (field.type === 'computed') referencesOf(field).forEach((key) => followed.add(key));
      if (field.type === 'table' && ((field.sumColumns ?? []).length > 0 || (field.columns ?? []).some((column) => column.type === 'computed'))) followed.add(field.key);
    }
    this.#followed = followed;
  }

  /** Whether a change of these fields (antd's changedValues) can change a computed number or a sum: typing in any other field recomputes nothing. */
  follows(changed: FormValues): boolean {
    return Object.keys(changed).some((key) => this.#followed.has(key));
  }

  /** Recomputes from the form's current values. */
  update(values: FormValues): void {
    this.#values = this.#computation.apply(values);
    this.#sums.clear();
    this.#listeners.forEach((listener) => listener());
  }

  get values(): FormValues {
    return this.#values;
  }

  /** A 明细 column's sum over the current rows, added up once per change however often it is read. */
  sumOf(table: string, column: FormField): number | null {
    const key = `${table}\n${column.key}`;
    if (!this.#sums.has(key)) this.#sums.set(key, columnSum(column, this.#values[table] as readonly unknown[] | undefined));
    return this.#sums.get(key) ?? null;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

export const ComputedValuesContext = createContext<ComputedValues | null>(null);

/** A number read from the recomputed values, re-rendering when it changes. */
export function useComputed(read: (values: FormValues, store: ComputedValues) => number | null | undefined): number | null {
  const store = useContext(ComputedValuesContext);
  const snapshot = () => {
    const value = store ? read(store.values, store) : null;
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  return useSyncExternalStore(store?.subscribe ?? noSubscription, snapshot, snapshot);
}

const noSubscription = () => () => undefined;
