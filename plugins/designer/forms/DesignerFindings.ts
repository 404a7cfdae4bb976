import { FormDefinitionCheck, type FormFinding } from '../../../contracts/forms/index.ts';
import type { FormDefinition } from './FormDesignApi.ts';
import type { FieldPath } from './FormDraft.ts';

export type { FormFinding };

/** The findings of a definition, placed: per top-level field key (a column's go to its 明细), and the form's own. */
export interface PlacedFindings {
  all: FormFinding[];
  byKey: ReadonlyMap<string, FormFinding[]>;
  /** Findings of no field (the title field, the number of fields). */
  form: FormFinding[];
}

const FIELD_INDEX = /^fields\[(\d+)\](?:\.columns\[(\d+)\])?/;

/**
 * The field a finding is about, from its key path (`reason`, `lines.amount`) or, for a field
 * whose key is itself refused, its index path (`fields[3]`, `fields[3].columns[1]`).
 */
export function fieldOfFinding(finding: FormFinding, definition: FormDefinition): FieldPath | null {
  const indexed = FIELD_INDEX.exec(finding.path);
  if (indexed) {
    const field = definition.fields[Number(indexed[1])];
    if (!field) return null;
    if (indexed[2] === undefined) return { key: field.key };
    const column = field.columns?.[Number(indexed[2])];
    return column ? { key: column.key, table: field.key } : { key: field.key };
  }
  if (finding.key) {
    const [first, second] = finding.key.split('.');
    return second === undefined ? { key: first } : { key: second, table: first };
  }
  return null;
}

const CHECK = new FormDefinitionCheck();

/** The same check the CLI and the server run (contracts/forms), its findings placed on the canvas. */
export function checkDefinition(definition: FormDefinition): PlacedFindings {
  const { findings } = CHECK.check(definition);
  const byKey = new Map<string, FormFinding[]>();
  const form: FormFinding[] = [];
  for (const finding of findings) {
    const path = fieldOfFinding(finding, definition);
    if (path === null) {
      form.push(finding);
      continue;
    }
    const owner = path.table ?? path.key;
    byKey.set(owner, [...(byKey.get(owner) ?? []), finding]);
  }
  return { all: findings, byKey, form };
}
