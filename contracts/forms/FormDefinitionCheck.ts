import { validate as validateStructure } from '../generated/form.FormDefinition.validator.ts';
import { FormComputation } from './FormComputation.ts';
import { FormFormula } from './FormFormula.ts';
import {
  APPLICABLE_PROPERTIES,
  CHOICE_TYPES,
  COMMON_PROPERTIES,
  FORM_LIMITS,
  JUEL_KEYWORDS,
  NOT_COLUMN_TYPES,
  NUMERIC_TYPES,
  OBJECT_KEYS,
  isRecord,
  jsonBytes,
  nestsDeeperThan,
  type FormDefinition,
  type FormField,
} from './FormModel.ts';
import { FormPattern } from './FormPattern.ts';
import { FormValueCheck } from './FormValueCheck.ts';
import { TODAY } from './FormDefaults.ts';
import { zhCN } from './zhCN.ts';

export type FormFindingCode =
  | 'NOT_JSON'
  | 'DEFINITION_TOO_LARGE'
  | 'DEFINITION_TOO_DEEP'
  | 'SCHEMA_REQUIRED'
  | 'SCHEMA_UNKNOWN_PROPERTY'
  | 'SCHEMA_TYPE'
  | 'SCHEMA_VALUE'
  | 'SCHEMA_LENGTH'
  | 'SCHEMA_KEY_FORMAT'
  | 'SCHEMA_RANGE'
  | 'SCHEMA_TOO_MANY'
  | 'SCHEMA_INVALID'
  | 'KEY_DUPLICATE'
  | 'KEY_RESERVED'
  | 'KEY_VARIABLE_CLASH'
  | 'PROPERTY_NOT_APPLICABLE'
  | 'COLUMNS_MISSING'
  | 'COLUMN_TYPE_NOT_ALLOWED'
  | 'OPTIONS_MISSING'
  | 'OPTIONS_CONFLICT'
  | 'OPTION_DUPLICATE'
  | 'RANGE_INVALID'
  | 'ROWS_INVALID'
  | 'LENGTH_INVALID'
  | 'LENGTH_TOO_LARGE'
  | 'PATTERN_INVALID'
  | 'PATTERN_UNSAFE'
  | 'DEFAULT_INVALID'
  | 'FORMULA_MISSING'
  | 'FORMULA_INVALID'
  | 'FORMULA_UNKNOWN_FIELD'
  | 'FORMULA_NOT_NUMERIC'
  | 'FORMULA_NOT_RANGE'
  | 'FORMULA_NOT_COLUMN'
  | 'FORMULA_CYCLE'
  | 'SUM_COLUMN_INVALID'
  | 'TITLE_FIELD_INVALID';

export interface FormFinding {
  /** Where, in the definition's JSON: `fields[3].options[1].value`; '' for the whole definition. */
  path: string;
  /** The field it is about, by key (`lines.amount` for a 明细's column); null when none is. */
  key: string | null;
  code: FormFindingCode;
  /** zh-CN, for the designer's markers, the CLI and the server's refusal. */
  message: string;
}

export interface FormDefinitionCheckResult {
  /** The definition once its structure is valid (even with other findings, so the designer can still preview it); null otherwise. */
  definition: FormDefinition | null;
  /** Empty: the definition may be saved, deployed and filled in. */
  findings: FormFinding[];
}

/** A generated ajv validator's error (the part read here). */
interface StructureError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}
type StructureValidator = ((data: unknown) => boolean) & { errors?: StructureError[] | null };


/** A field with where it sits: its JSON path, its key path and, for a column, its 明细. */
interface Placed {
  field: FormField;
  path: string;
  keyPath: string;
  table: FormField | null;
}

/**
 * The check of a designed form's definition: first its structure, by the validator `ronghe
 * gen` generates from form.yaml's FormDefinition (no ajv and no `new Function` at run time,
 * so the designer runs it under the workbench's CSP), then the rules a schema cannot say:
 * unique keys that conditions can name, properties that apply to the type, options, ranges,
 * lengths, patterns, defaults, formulas and their references and cycles, sums and the title
 * field. The designer (live markers), `ronghe lint --form` and the server (save, import,
 * deploy) all run this one check on the same JSON, so they find the same things.
 */
export class FormDefinitionCheck {
  check(json: unknown): FormDefinitionCheckResult {
    let value = json;
    // Text longer in characters than the limit in bytes is too large without reading it.
    if (typeof json === 'string' && json.length > FORM_LIMITS.definitionBytes) {
      return { definition: null, findings: [finding('', null, 'DEFINITION_TOO_LARGE', zhCN.definition.tooLarge(FORM_LIMITS.definitionBytes / 1024))] };
    }
    if (typeof json === 'string') {
      try {
        value = JSON.parse(json);
      } catch {
        return { definition: null, findings: [finding('', null, 'NOT_JSON', zhCN.definition.notJson)] };
      }
    }
    if (nestsDeeperThan(value, FORM_LIMITS.definitionDepth)) {
      return { definition: null, findings: [finding('', null, 'DEFINITION_TOO_DEEP', zhCN.definition.tooDeep)] };
    }
    if (jsonBytes(value) > FORM_LIMITS.definitionBytes) {
      return { definition: null, findings: [finding('', null, 'DEFINITION_TOO_LARGE', zhCN.definition.tooLarge(FORM_LIMITS.definitionBytes / 1024))] };
    }
    const validate = validateStructure as StructureValidator;
    if (!validate(value)) return { definition: null, findings: this.#structureFindings(value, validate.errors ?? []) };
    const definition = value as FormDefinition;
    return { definition, findings: new SemanticRules(definition).findings() };
  }

  #structureFindings(value: unknown, errors: StructureError[]): FormFinding[] {
    const findings: FormFinding[] = [];
    const seen = new Set<string>();
    for (const error of errors) {
      const segments = error.instancePath.split('/').slice(1).map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
      const property = (error.params.missingProperty ?? error.params.additionalProperty) as string | undefined;
      if (property !== undefined) segments.push(property);
      const path = segments.map((segment, index) => (/^\d+$/.test(segment) ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join('');
      const [code, message] = this.#described(error, property);
      const id = `${path}|${code}`;
      if (seen.has(id)) continue;
      seen.add(id);
      findings.push(finding(path, keyPathAt(value, segments), code, message));
    }
    return findings;
  }

  #described(error: StructureError, property: string | undefined): [FormFindingCode, string] {
    const limit = error.params.limit as number;
    const schema = zhCN.definition.schema;
    switch (error.keyword) {
      case 'required':
        return ['SCHEMA_REQUIRED', schema.required(property ?? '')];
      case 'additionalProperties':
        return ['SCHEMA_UNKNOWN_PROPERTY', schema.additionalProperties(property ?? '')];
      case 'type':
        return ['SCHEMA_TYPE', schema.type(typeName(error.params.type))];
      case 'enum':
        return ['SCHEMA_VALUE', schema.enum];
      case 'const':
        return ['SCHEMA_VALUE', schema.const];
      case 'minLength':
        return ['SCHEMA_LENGTH', schema.minLength(limit)];
      case 'maxLength':
        return ['SCHEMA_LENGTH', schema.maxLength(limit)];
      case 'pattern':
        return ['SCHEMA_KEY_FORMAT', schema.pattern];
      case 'minimum':
        return ['SCHEMA_RANGE', schema.minimum(limit)];
      case 'maximum':
        return ['SCHEMA_RANGE', schema.maximum(limit)];
      case 'maxItems':
        return ['SCHEMA_TOO_MANY', schema.maxItems(limit)];
      default:
        return ['SCHEMA_INVALID', schema.other];
    }
  }
}

function finding(path: string, key: string | null, code: FormFindingCode, message: string): FormFinding {
  return { path, key, code, message };
}

function typeName(type: unknown): string {
  const names: Record<string, string> = { string: '文本', integer: '整数', number: '数字', boolean: '布尔值', array: '数组', object: '对象', null: '空' };
  return String(type)
    .split(',')
    .map((name) => names[name] ?? name)
    .join('或');
}

/** The key path (`lines.amount`) of the innermost field a JSON path points into, if its keys are text. */
function keyPathAt(value: unknown, segments: string[]): string | null {
  let keyPath: string | null = null;
  let node: unknown = value;
  for (let i = 0; i < segments.length; i++) {
    if (!isRecord(node) && !Array.isArray(node)) break;
    const container = segments[i - 1];
    node = (node as Record<string, unknown>)[segments[i]];
    if ((container === 'fields' || container === 'columns') && /^\d+$/.test(segments[i]) && isRecord(node)) {
      const key = typeof node.key === 'string' ? node.key : null;
      keyPath = container === 'fields' ? key : keyPath !== null && key !== null ? `${keyPath}.${key}` : null;
    }
  }
  return keyPath;
}

/** The rules a schema cannot state, over a definition whose structure is valid. */
class SemanticRules {
  readonly #found: FormFinding[] = [];
  readonly #top = new Map<string, FormField>();
  readonly #placed: Placed[] = [];

  constructor(private readonly definition: FormDefinition) {
    definition.fields.forEach((field, index) => {
      const path = `fields[${index}]`;
      this.#placed.push({ field, path, keyPath: field.key, table: null });
      if (!this.#top.has(field.key)) this.#top.set(field.key, field);
      if (field.type === 'table') {
        (field.columns ?? []).forEach((column, columnIndex) => {
          this.#placed.push({ field: column, path: `${path}.columns[${columnIndex}]`, keyPath: `${field.key}.${column.key}`, table: field });
        });
      }
    });
  }

  findings(): FormFinding[] {
    this.#keys();
    for (const placed of this.#placed) {
      this.#applicable(placed);
      this.#field(placed);
    }
    this.#cycles();
    this.#titleField();
    return this.#found;
  }

  #report(placed: Placed | null, property: string | null, code: FormFindingCode, message: string): void {
    const path = placed ? (property ? `${placed.path}.${property}` : placed.path) : (property ?? '');
    this.#found.push(finding(path, placed?.keyPath ?? null, code, message));
  }

  #keys(): void {
    const seen = new Set<string>();
    const seenColumns = new Map<FormField, Set<string>>();
    for (const placed of this.#placed) {
      const { key } = placed.field;
      const scope = placed.table ? (seenColumns.get(placed.table) ?? seenColumns.set(placed.table, new Set()).get(placed.table)!) : seen;
      if (scope.has(key)) this.#report(placed, 'key', 'KEY_DUPLICATE', zhCN.definition.keyDuplicate(key));
      scope.add(key);
      if (JUEL_KEYWORDS.has(key)) this.#report(placed, 'key', 'KEY_RESERVED', zhCN.definition.keyReserved(key));
      if (OBJECT_KEYS.has(key)) this.#report(placed, 'key', 'KEY_RESERVED', zhCN.definition.keyObjectName(key));
    }
    // A date range sets `<key>Start` and `<key>End`: no other field's variable may be called so.
    for (const placed of this.#placed) {
      if (placed.table || placed.field.type !== 'dateRange') continue;
      for (const name of [`${placed.field.key}Start`, `${placed.field.key}End`]) {
        const other = this.#placed.find((candidate) => !candidate.table && candidate.field.key === name);
        if (other) this.#report(other, 'key', 'KEY_VARIABLE_CLASH', zhCN.definition.keyVariableClash(name, placed.field.key));
      }
    }
  }

  #applicable(placed: Placed): void {
    const { field } = placed;
    const applies = new Set<string>([...COMMON_PROPERTIES, ...APPLICABLE_PROPERTIES[field.type]]);
    for (const property of Object.keys(field)) {
      const resultPrecision = property === 'precision' && field.type === 'computed' && field.resultType === 'money';
      if (!applies.has(property) || resultPrecision) {
        this.#report(placed, property, 'PROPERTY_NOT_APPLICABLE', zhCN.definition.propertyNotApplicable(property, zhCN.types[field.type]));
      }
    }
  }

  #field(placed: Placed): void {
    const { field } = placed;
    if (placed.table && NOT_COLUMN_TYPES.has(field.type)) {
      this.#report(placed, 'type', 'COLUMN_TYPE_NOT_ALLOWED', zhCN.definition.columnTypeNotAllowed(zhCN.types[field.type]));
      return;
    }
    if (CHOICE_TYPES.has(field.type)) this.#options(placed);
    if (field.type === 'table') this.#table(placed);
    else if (field.min !== undefined && field.max !== undefined && field.min > field.max) this.#report(placed, 'min', 'RANGE_INVALID', zhCN.definition.rangeInvalid);
    this.#lengths(placed);
    if (field.pattern !== undefined && field.type === 'input') {
      if (!FormPattern.compile(field.pattern)) this.#report(placed, 'pattern', 'PATTERN_INVALID', zhCN.definition.patternInvalid);
      else if (FormPattern.mayBacktrackExponentially(field.pattern)) this.#report(placed, 'pattern', 'PATTERN_UNSAFE', zhCN.definition.patternUnsafe);
    }
    if (field.defaultValue !== undefined && APPLICABLE_PROPERTIES[field.type].includes('defaultValue')) this.#defaultValue(placed);
    if (field.type === 'computed') this.#formula(placed);
  }

  #options(placed: Placed): void {
    const { field } = placed;
    if (field.options !== undefined && field.dictType !== undefined) this.#report(placed, 'dictType', 'OPTIONS_CONFLICT', zhCN.definition.optionsConflict);
    else if (field.dictType === undefined && (field.options ?? []).length === 0) this.#report(placed, 'options', 'OPTIONS_MISSING', zhCN.definition.optionsMissing);
    const values = new Set<string>();
    (field.options ?? []).forEach((option, index) => {
      if (values.has(option.value)) this.#report(placed, `options[${index}].value`, 'OPTION_DUPLICATE', zhCN.definition.optionDuplicate(option.value));
      values.add(option.value);
    });
  }

  #table(placed: Placed): void {
    const { field } = placed;
    const columns = field.columns ?? [];
    if (columns.length === 0) this.#report(placed, 'columns', 'COLUMNS_MISSING', zhCN.definition.columnsMissing);
    const rows = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n >= 0 && n <= FORM_LIMITS.rows);
    if (!rows(field.min) || !rows(field.max) || (field.min !== undefined && field.max !== undefined && field.min > field.max)) {
      this.#report(placed, field.min !== undefined && !rows(field.min) ? 'min' : 'max', 'ROWS_INVALID', zhCN.definition.rowsInvalid(FORM_LIMITS.rows));
    }
    (field.sumColumns ?? []).forEach((key, index) => {
      const column = columns.find((candidate) => candidate.key === key);
      if (!column || !NUMERIC_TYPES.has(column.type)) this.#report(placed, `sumColumns[${index}]`, 'SUM_COLUMN_INVALID', zhCN.definition.sumColumnInvalid(key));
    });
  }

  #lengths(placed: Placed): void {
    const { field } = placed;
    if (!['input', 'textarea', 'richText'].includes(field.type)) return;
    const cap = field.type === 'input' ? FORM_LIMITS.inputLength : field.type === 'textarea' ? FORM_LIMITS.textareaLength : FORM_LIMITS.richTextLength;
    if (field.maxLength !== undefined && field.maxLength > cap) this.#report(placed, 'maxLength', 'LENGTH_TOO_LARGE', zhCN.definition.lengthTooLarge(cap));
    else if (field.maxLength === undefined && field.minLength !== undefined && field.minLength > cap) this.#report(placed, 'minLength', 'LENGTH_TOO_LARGE', zhCN.definition.lengthTooLarge(cap));
    if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) this.#report(placed, 'minLength', 'LENGTH_INVALID', zhCN.definition.lengthInvalid);
  }

  /** A default is a value the field would accept (a date may be `today`): the value check says so. */
  #defaultValue(placed: Placed): void {
    const { field } = placed;
    const value = field.type === 'date' && field.defaultValue === TODAY ? '2000-01-01' : field.defaultValue;
    const { errors } = new FormValueCheck().checkField(field, value, { required: false });
    if (errors.length > 0 || value === null) this.#report(placed, 'defaultValue', 'DEFAULT_INVALID', zhCN.definition.defaultInvalid);
  }

  #formula(placed: Placed): void {
    const { field } = placed;
    if (field.formula === undefined || field.formula.trim() === '') {
      this.#report(placed, 'formula', 'FORMULA_MISSING', zhCN.definition.formulaMissing);
      return;
    }
    const parsed = FormFormula.tryParse(field.formula);
    if (!parsed.formula) {
      this.#report(placed, 'formula', 'FORMULA_INVALID', zhCN.definition.formulaInvalid(parsed.error.message));
      return;
    }
    const row = new Map((placed.table?.columns ?? []).map((column) => [column.key, column]));
    for (const reference of parsed.formula.references()) {
      if (reference.kind === 'column') {
        const table = this.#top.get(reference.table);
        const column = table?.type === 'table' ? table.columns?.find((candidate) => candidate.key === reference.column) : undefined;
        const shown = `${reference.table}.${reference.column}`;
        if (!table) this.#report(placed, 'formula', 'FORMULA_UNKNOWN_FIELD', zhCN.definition.formulaUnknownField(reference.table));
        else if (!column || !NUMERIC_TYPES.has(column.type)) this.#report(placed, 'formula', 'FORMULA_NOT_COLUMN', zhCN.definition.formulaNotColumn(shown));
        continue;
      }
      const named = row.get(reference.key) ?? this.#top.get(reference.key);
      if (!named) this.#report(placed, 'formula', 'FORMULA_UNKNOWN_FIELD', zhCN.definition.formulaUnknownField(reference.key));
      else if (reference.kind === 'range' && named.type !== 'dateRange') this.#report(placed, 'formula', 'FORMULA_NOT_RANGE', zhCN.definition.formulaNotRange(reference.key));
      else if (reference.kind === 'field' && !NUMERIC_TYPES.has(named.type)) this.#report(placed, 'formula', 'FORMULA_NOT_NUMERIC', zhCN.definition.formulaNotNumeric(reference.key));
    }
  }

  /**
   * Computed fields that depend on themselves, through other computed fields or the sums of
   * computed columns: each one on a cycle is reported, with the cycle.
   */
  #cycles(): void {
    const edges = new Map(new FormComputation(this.definition).nodes().map((node) => [node.id, node.needs]));
    for (const placed of this.#placed) {
      if (placed.field.type !== 'computed' || !edges.has(placed.keyPath)) continue;
      const cycle = this.#pathBack(placed.keyPath, edges);
      if (cycle) this.#report(placed, 'formula', 'FORMULA_CYCLE', zhCN.definition.formulaCycle([placed.keyPath, ...cycle].join(' → ')));
    }
  }

  /** The shortest path of nodes from `start`'s dependencies back to `start` (breadth first), or null. */
  #pathBack(start: string, edges: Map<string, string[]>): string[] | null {
    const previous = new Map<string, string | null>();
    const queue: string[] = [];
    for (const next of edges.get(start) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, null);
        queue.push(next);
      }
    }
    while (queue.length > 0) {
      const node = queue.shift()!;
      if (node === start) {
        const path: string[] = [];
        for (let at: string | null = node; at !== null; at = previous.get(at) ?? null) path.unshift(at);
        return path;
      }
      for (const next of edges.get(node) ?? []) {
        if (!previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    return null;
  }

  #titleField(): void {
    const key = this.definition.titleField;
    if (key === undefined || key === null) return;
    if (this.#top.get(key)?.type !== 'input') this.#found.push(finding('titleField', null, 'TITLE_FIELD_INVALID', zhCN.definition.titleFieldInvalid(key)));
  }
}
