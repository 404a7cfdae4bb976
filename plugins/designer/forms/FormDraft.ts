import { MAX_COLUMNS, MAX_FIELDS, freeKey, newField } from './FieldCatalogue.ts';
import type { FormDefinition, FormField, FormFieldType } from './FormDesignApi.ts';

/** What the designer edits: the form's name and its definition. */
export interface FormDraftState {
  name: string;
  definition: FormDefinition;
}

/** A field of the form, or a column of one of its 明细 (`table`). */
export interface FieldPath {
  key: string;
  table?: string;
}

/** A change to a field: a property set to undefined is removed. */
export type FieldPatch = { [P in keyof FormField]?: FormField[P] | undefined };

/** Steps the history keeps; older ones are forgotten. */
const HISTORY_LIMIT = 200;

export function emptyDefinition(): FormDefinition {
  return { schemaVersion: 1, titleField: null, fields: [] };
}

/**
 * The form the designer edits, and its undo history. Every change makes a new state (the
 * previous ones are never mutated), so React reads it with useSyncExternalStore and undo is a
 * step back in the list. Consecutive edits of the same properties of the same field (typing a
 * label) make one step.
 */
export class FormDraft {
  #history: FormDraftState[];
  #at = 0;
  #saved: FormDraftState;
  /** The field and properties the last step changed, while further edits of them join it. */
  #joining: string | null = null;
  readonly #listeners = new Set<() => void>();

  constructor(initial: FormDraftState) {
    this.#history = [initial];
    this.#saved = initial;
  }

  get state(): FormDraftState {
    return this.#history[this.#at];
  }

  get canUndo(): boolean {
    return this.#at > 0;
  }

  get canRedo(): boolean {
    return this.#at < this.#history.length - 1;
  }

  /** Changed since it was loaded or last saved. */
  get dirty(): boolean {
    return this.state !== this.#saved;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getState = (): FormDraftState => this.state;

  markSaved(): void {
    this.#saved = this.state;
    this.#emit();
  }

  field(path: FieldPath): FormField | undefined {
    return findField(this.state.definition, path);
  }

  /**
   * Adds a new field of a type at a place (the end without one) of the form or of a 明细, under
   * a key free there. Null when the form or the 明细 is full.
   */
  add(type: FormFieldType, at: { index?: number; table?: string } = {}): FieldPath | null {
    const siblings = at.table ? (this.field({ key: at.table })?.columns ?? null) : this.state.definition.fields;
    if (siblings === null || siblings.length >= (at.table ? MAX_COLUMNS : MAX_FIELDS)) return null;
    const key = freeKey(type, new Set(siblings.map((field) => field.key)));
    const index = clampIndex(at.index ?? siblings.length, siblings.length);
    this.#changeSiblings(at.table, (fields) => [...fields.slice(0, index), newField(type, key), ...fields.slice(index)]);
    return { key, table: at.table };
  }

  /** Puts a field (or a column of its 明细) at another index. */
  move(path: FieldPath, toIndex: number): void {
    const siblings = this.#siblings(path.table);
    const from = siblings.findIndex((field) => field.key === path.key);
    const to = clampIndex(toIndex, siblings.length - 1);
    if (from < 0 || from === to) return;
    this.#changeSiblings(path.table, (fields) => {
      const next = [...fields];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved);
      return next;
    });
  }

  /**
   * Changes properties of a field. A new key is followed where the form names the field: the
   * title field, a 明细's sum columns and the formulas.
   */
  update(path: FieldPath, patch: FieldPatch): void {
    const current = this.field(path);
    if (!current || Object.entries(patch).every(([name, value]) => JSON.stringify(value) === JSON.stringify((current as Record<string, unknown>)[name]))) return;
    const renamed = patch.key !== undefined && patch.key !== current.key ? patch.key : null;
    let definition = mapField(this.state.definition, path, (field) => applyPatch(field, patch));
    if (renamed !== null) definition = followRename(definition, path, renamed);
    const edited = Object.keys(patch).sort().join(',');
    this.#commit({ ...this.state, definition }, `${pathId(renamed !== null ? { ...path, key: renamed } : path)}:${edited}`, `${pathId(path)}:${edited}`);
  }

  /** Removes a field; the title field and sum columns naming it go with it. */
  remove(path: FieldPath): void {
    if (!this.field(path)) return;
    const definition = this.#withSiblings(path.table, (fields) => fields.filter((field) => field.key !== path.key));
    if (path.table === undefined) {
      if (definition.titleField === path.key) definition.titleField = null;
    } else {
      const table = path.table;
      definition.fields = definition.fields.map((field) =>
        field.key === table && field.sumColumns ? { ...field, sumColumns: field.sumColumns.filter((key) => key !== path.key) } : field,
      );
    }
    this.#commit({ ...this.state, definition });
  }

  /** Copies a field right after itself under a free key. Null when the form or the 明细 is full. */
  duplicate(path: FieldPath): FieldPath | null {
    const original = this.field(path);
    const siblings = this.#siblings(path.table);
    if (!original || siblings.length >= (path.table ? MAX_COLUMNS : MAX_FIELDS)) return null;
    const key = freeKey(original.key, new Set(siblings.map((field) => field.key)));
    const index = siblings.findIndex((field) => field.key === path.key) + 1;
    const copy: FormField = { ...structuredClone(original), key };
    this.#changeSiblings(path.table, (fields) => [...fields.slice(0, index), copy, ...fields.slice(index)]);
    return { key, table: path.table };
  }

  setName(name: string): void {
    this.#commit({ ...this.state, name }, 'name');
  }

  setTitleField(key: string | null): void {
    this.#commit({ ...this.state, definition: { ...this.state.definition, titleField: key } });
  }

  undo(): void {
    if (!this.canUndo) return;
    this.#at -= 1;
    this.#joining = null;
    this.#emit();
  }

  redo(): void {
    if (!this.canRedo) return;
    this.#at += 1;
    this.#joining = null;
    this.#emit();
  }

  #siblings(table: string | undefined): FormField[] {
    return table === undefined ? this.state.definition.fields : (this.field({ key: table })?.columns ?? []);
  }

  #withSiblings(table: string | undefined, change: (fields: FormField[]) => FormField[]): FormDefinition {
    const definition = this.state.definition;
    if (table === undefined) return { ...definition, fields: change(definition.fields) };
    return { ...definition, fields: definition.fields.map((field) => (field.key === table ? { ...field, columns: change(field.columns ?? []) } : field)) };
  }

  #changeSiblings(table: string | undefined, change: (fields: FormField[]) => FormField[]): void {
    this.#commit({ ...this.state, definition: this.#withSiblings(table, change) });
  }

  /**
   * A new state: joins the last step when it continues the same edit (`joinAs` names the edit,
   * `joins` the edit it continues when that differs, as after a key was renamed), else a new
   * step that drops what had been undone.
   */
  #commit(next: FormDraftState, joinAs: string | null = null, joins: string | null = joinAs): void {
    if (joinAs !== null && joins !== null && this.#joining === joins && this.#at > 0 && this.#at === this.#history.length - 1) {
      this.#history[this.#at] = next;
    } else {
      this.#history = [...this.#history.slice(0, this.#at + 1), next].slice(-HISTORY_LIMIT);
      this.#at = this.#history.length - 1;
    }
    this.#joining = joinAs;
    this.#emit();
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}

export function findField(definition: FormDefinition, path: FieldPath): FormField | undefined {
  if (path.table === undefined) return definition.fields.find((field) => field.key === path.key);
  return definition.fields.find((field) => field.key === path.table)?.columns?.find((column) => column.key === path.key);
}

export function samePath(a: FieldPath | null, b: FieldPath | null): boolean {
  return a !== null && b !== null && a.key === b.key && a.table === b.table;
}

function pathId(path: FieldPath): string {
  return path.table === undefined ? path.key : `${path.table}.${path.key}`;
}

function clampIndex(index: number, max: number): number {
  return Math.max(0, Math.min(index, max));
}

function applyPatch(field: FormField, patch: FieldPatch): FormField {
  const next: Record<string, unknown> = { ...field };
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined) delete next[name];
    else next[name] = value;
  }
  return next as unknown as FormField;
}

function mapField(definition: FormDefinition, path: FieldPath, change: (field: FormField) => FormField): FormDefinition {
  if (path.table === undefined) return { ...definition, fields: definition.fields.map((field) => (field.key === path.key ? change(field) : field)) };
  return {
    ...definition,
    fields: definition.fields.map((field) =>
      field.key === path.table ? { ...field, columns: (field.columns ?? []).map((column) => (column.key === path.key ? change(column) : column)) } : field,
    ),
  };
}

/** Replaces a whole name in a formula: not part of a longer name, not after a dot, not a function called. */
function renameIn(formula: string, from: string, to: string): string {
  return formula.replace(new RegExp(`(?<![A-Za-z0-9_.])${from}(?![A-Za-z0-9_]|\\s*\\()`, 'g'), to);
}

function followRename(definition: FormDefinition, path: FieldPath, to: string): FormDefinition {
  const from = path.key;
  if (path.table === undefined) {
    return {
      ...definition,
      titleField: definition.titleField === from ? to : definition.titleField,
      fields: definition.fields.map((field) => (field.formula ? { ...field, formula: renameIn(field.formula, from, to) } : field)),
    };
  }
  const table = path.table;
  return {
    ...definition,
    fields: definition.fields.map((field) => {
      if (field.key !== table) return field.formula ? { ...field, formula: renameIn(field.formula, `${table}\\.${from}`, `${table}.${to}`) } : field;
      const next = { ...field, columns: field.columns?.map((column) => (column.formula ? { ...column, formula: renameIn(column.formula, from, to) } : column)) };
      if (field.sumColumns) next.sumColumns = field.sumColumns.map((key) => (key === from ? to : key));
      return next;
    }),
  };
}
