import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ContractOperation } from '../../contracts/openapi/OpenApiCatalog.ts';
import { ContractSchemas, type JsonSchema } from './ContractSchemas.ts';
import { zhCN } from './zh-CN.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext and bare under bundlers.
type FormatsPlugin = (ajv: Ajv2020) => Ajv2020;
const addFormats: FormatsPlugin =
  ((addFormatsModule as unknown as { default?: FormatsPlugin }).default ?? addFormatsModule) as unknown as FormatsPlugin;

/** OpenAPI's numeric and binary formats that JSON Schema's format list lacks. */
function addOpenApiFormats(ajv: Ajv2020): void {
  const int32 = (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31;
  ajv.addFormat('int32', { type: 'number', validate: int32 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('float', { type: 'number', validate: () => true });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  ajv.addFormat('binary', { type: 'string', validate: () => true });
  ajv.addFormat('password', { type: 'string', validate: () => true });
}

function createAjv(coerce: boolean, defaults = coerce): Ajv2020 {
  const ajv = new Ajv2020({
    // Contracts carry OpenAPI annotations (x-…, deprecated) that strict mode would reject.
    strict: false,
    allErrors: false,
    // Query and path values arrive as text: "7" must satisfy an integer parameter.
    coerceTypes: coerce ? 'array' : false,
    useDefaults: defaults,
  });
  addFormats(ajv);
  addOpenApiFormats(ajv);
  return ajv;
}

export type RequestPart = 'params' | 'query' | 'body';

/**
 * The longest text a request may carry in a field whose contract sets no maxLength: one rule
 * for every string the contracts leave open, so that no field takes megabytes by oversight. A
 * field meant to hold more (a process's XML) says so with its own maxLength.
 */
export const DEFAULT_MAX_LENGTH = 5000;

const BOUNDED_VALUE = 'RongheBoundedValue';

/**
 * Any JSON value, with every string in it, however deep, at most DEFAULT_MAX_LENGTH long (each
 * keyword applies to its own kind of value only): what a free-form object (process variables) may hold.
 */
const boundedValue = {
  type: ['string', 'number', 'integer', 'boolean', 'null', 'array', 'object'],
  maxLength: DEFAULT_MAX_LENGTH,
  items: { $ref: `#/$defs/${BOUNDED_VALUE}` },
  additionalProperties: { $ref: `#/$defs/${BOUNDED_VALUE}` },
};

/**
 * Gives every string of a request schema without a maxLength the default one, and every
 * free-form object (no properties listed, any others allowed) values bounded the same way, in
 * place: the schema is a fresh copy. Returns whether a free-form object needs BOUNDED_VALUE.
 */
function boundStrings(node: unknown): boolean {
  if (Array.isArray(node)) return node.map(boundStrings).some(Boolean);
  if (typeof node !== 'object' || node === null) return false;
  const schema = node as Record<string, unknown>;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string') && schema.maxLength === undefined && schema.enum === undefined && schema.const === undefined && schema.format !== 'binary') {
    schema.maxLength = DEFAULT_MAX_LENGTH;
  }
  let usesBoundedValue = false;
  const freeForm = types.includes('object') && schema.properties === undefined && schema.patternProperties === undefined;
  if (freeForm && (schema.additionalProperties === undefined || schema.additionalProperties === true)) {
    schema.additionalProperties = { $ref: `#/$defs/${BOUNDED_VALUE}` };
    usesBoundedValue = true;
  }
  for (const [key, value] of Object.entries(schema)) {
    // Enumerated values and examples are data, not schemas.
    if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples' && boundStrings(value)) usesBoundedValue = true;
  }
  return usesBoundedValue;
}

/** The request schema with its texts bounded (see boundStrings). */
function bounded(schema: JsonSchema): JsonSchema {
  if (!boundStrings(schema)) return schema;
  return { ...schema, $defs: { ...((schema.$defs as object) ?? {}), [BOUNDED_VALUE]: boundedValue } };
}

/** Bodies that arrive as text, whose numbers and booleans must be read from it (a form post). */
const TEXT_MEDIA = new Set(['application/x-www-form-urlencoded']);

export interface OperationValidators {
  params: ValidateFunction | null;
  query: ValidateFunction | null;
  body: { required: boolean; byMediaType: Map<string, ValidateFunction | null> } | null;
}

const PART_NAMES: Record<RequestPart, string> = { params: '路径参数', query: '查询参数', body: '请求体' };

/** Media types whose body the handler streams itself (uploads); their schemas only document. */
const STREAMED_MEDIA = new Set(['multipart/form-data', 'application/octet-stream']);

/**
 * Compiles the contracts' schemas with ajv. Path, query and form values arrive as text and are
 * coerced to the declared types ("7" satisfies an integer); a JSON body is taken as it is, so
 * `[1]`, `true` or `"123"` never pass for a number. Every request string has a maximum length
 * (DEFAULT_MAX_LENGTH unless the contract sets one). Answer validators coerce nothing (an answer
 * must be exactly right).
 */
export class ContractValidators {
  readonly #textAjv = createAjv(true);
  readonly #jsonAjv = createAjv(false, true);
  readonly #responseAjv = createAjv(false);
  readonly #schemas = new Map<object, ContractSchemas>();

  schemasOf(entry: ContractOperation): ContractSchemas {
    let schemas = this.#schemas.get(entry.document);
    if (!schemas) {
      schemas = new ContractSchemas(entry.document);
      this.#schemas.set(entry.document, schemas);
    }
    return schemas;
  }

  forRequest(entry: ContractOperation): OperationValidators {
    const schemas = this.schemasOf(entry).requestSchemas(entry);
    const compile = (schema: JsonSchema | null, ajv = this.#textAjv) => {
      return schema ? ajv.compile(bounded(schema)) : null;
    };
    let body: OperationValidators['body'] = null;
    if (schemas.body) {
      const byMediaType = new Map<string, ValidateFunction | null>();
      for (const [mediaType, schema] of schemas.body.byMediaType) {
        byMediaType.set(mediaType, STREAMED_MEDIA.has(mediaType) ? null : compile(schema, TEXT_MEDIA.has(mediaType) ? this.#textAjv : this.#jsonAjv));
      }
      body = { required: schemas.body.required, byMediaType };
    }
    return { params: compile(schemas.params), query: compile(schemas.query), body };
  }

  /** The validator of the contract's answer for a status, or null when the contract has none. */
  forResponse(entry: ContractOperation, status: number): ValidateFunction | null {
    const schema = this.schemasOf(entry).responseSchema(entry, status);
    return schema ? this.#responseAjv.compile(schema) : null;
  }

  /** An answer validator for any schema of the operation's contract (e.g. a component). */
  compileSchema(entry: ContractOperation, schema: JsonSchema): ValidateFunction {
    return this.#responseAjv.compile(this.schemasOf(entry).toJsonSchema(schema));
  }

  /** The first validation error in words a user can act on. */
  describe(part: RequestPart, errors: ErrorObject[] | null | undefined): string {
    const error = errors?.[0];
    if (!error) return PART_NAMES[part];
    const path = error.instancePath.split('/').filter(Boolean).join('.');
    const field = path || PART_NAMES[part];
    const text = zhCN.validation;
    const params = error.params as Record<string, unknown>;
    switch (error.keyword) {
      case 'required':
        return text.required(path ? `${path}.${String(params.missingProperty)}` : String(params.missingProperty));
      case 'type':
        return text.type(field, String(params.type).split(',').map((t) => text.typeNames[t] ?? t).join('或'));
      case 'enum':
        return text.enumValue(field, (params.allowedValues as unknown[]).map(String).join('、'));
      case 'const':
        return text.enumValue(field, String(params.allowedValue));
      case 'minLength':
        return text.minLength(field, Number(params.limit));
      case 'maxLength':
        return text.maxLength(field, Number(params.limit));
      case 'pattern':
      case 'format':
        return text.pattern(field);
      default:
        return text.other(field, error.message ?? '');
    }
  }
}
