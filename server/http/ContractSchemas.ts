import type { MediaTypeObject, OpenAPI3, OperationObject, ParameterObject, PathItemObject, ReferenceObject, RequestBodyObject, ResponseObject } from 'openapi-typescript';
import type { ContractOperation } from '../../contracts/openapi/OpenApiCatalog.ts';

export type JsonSchema = Record<string, unknown>;

export interface RequestSchemas {
  params: JsonSchema | null;
  query: JsonSchema | null;
  body: { required: boolean; byMediaType: Map<string, JsonSchema> } | null;
}

const COMPONENT_SCHEMA = '#/components/schemas/';
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

function isReference(value: unknown): value is ReferenceObject {
  return typeof value === 'object' && value !== null && typeof (value as ReferenceObject).$ref === 'string';
}

/**
 * Turns one contract document's OpenAPI 3.1 pieces into standalone JSON Schemas (2020-12)
 * for ajv: parameters become querystring and params objects, and `#/components/schemas/…`
 * references become `$defs` carried along with each schema, so recursive schemas (a menu's
 * children) work and nothing depends on a shared schema registry.
 */
export class ContractSchemas {
  constructor(private readonly document: OpenAPI3) {}

  /** Follows a local reference (`#/components/…`) of any kind to its object. */
  resolve<T>(value: T | ReferenceObject): T {
    let current: unknown = value;
    for (let hops = 0; isReference(current); hops++) {
      if (hops > 20) throw new Error(`contract reference loop at ${current.$ref}`);
      current = this.#pointer(current.$ref);
    }
    return current as T;
  }

  /** A self-contained JSON Schema for a schema of this document. */
  toJsonSchema(schema: unknown): JsonSchema {
    const defs: Record<string, unknown> = {};
    const pending: string[] = [];
    // `nameMap` marks objects whose keys are property names (properties, $defs…), not keywords.
    const rewrite = (node: unknown, nameMap = false): unknown => {
      if (Array.isArray(node)) return node.map((item) => rewrite(item));
      if (typeof node !== 'object' || node === null) return node;
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(node)) {
        if (nameMap) {
          out[key] = rewrite(value);
        } else if (key === '$ref' && typeof value === 'string') {
          if (!value.startsWith(COMPONENT_SCHEMA)) throw new Error(`unsupported schema reference ${value} (only ${COMPONENT_SCHEMA}… within the same contract)`);
          const name = value.slice(COMPONENT_SCHEMA.length);
          if (!(name in defs)) {
            defs[name] = null;
            pending.push(name);
          }
          out.$ref = `#/$defs/${name}`;
        } else if (key === 'example' || key === 'xml' || key === 'externalDocs' || key === 'discriminator') {
          // OpenAPI-only annotations; JSON Schema validators have no use for them.
          continue;
        } else {
          out[key] = rewrite(value, NAME_MAPS.has(key));
        }
      }
      return out;
    };
    const root = rewrite(schema ?? {}) as JsonSchema;
    while (pending.length) {
      const name = pending.pop()!;
      const target = this.document.components?.schemas?.[name];
      if (target === undefined) throw new Error(`contract schema ${name} is referenced but not defined`);
      defs[name] = rewrite(target);
    }
    return Object.keys(defs).length ? { ...root, $defs: { ...((root.$defs as object) ?? {}), ...defs } } : root;
  }

  /** Parameters (path item and operation level, the latter winning) as querystring and params schemas, plus the body. */
  requestSchemas(entry: ContractOperation): RequestSchemas {
    const pathItem = (this.document.paths?.[entry.path] ?? {}) as PathItemObject;
    const merged = new Map<string, ParameterObject>();
    for (const raw of [...(pathItem.parameters ?? []), ...(entry.operation.parameters ?? [])]) {
      const parameter = this.resolve<ParameterObject>(raw as ParameterObject | ReferenceObject);
      merged.set(`${parameter.in}:${parameter.name}`, parameter);
    }
    const objectOf = (location: 'query' | 'path'): JsonSchema | null => {
      const params = [...merged.values()].filter((p) => p.in === location);
      if (params.length === 0) return null;
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      for (const p of params) {
        properties[p.name] = p.schema ?? {};
        if (p.required || location === 'path') required.push(p.name);
      }
      // Unlisted query keys (cache busters such as `_t`) are tolerated, as browsers add them.
      return this.toJsonSchema({ type: 'object', properties, required });
    };
    return { params: objectOf('path'), query: objectOf('query'), body: this.#bodyOf(entry.operation) };
  }

  /**
   * The answer schema for an HTTP status: the exact status, then its class (`4XX`), then
   * `default`; null when the contract does not describe that status.
   */
  responseSchema(entry: ContractOperation, status: number, mediaType = 'application/json'): JsonSchema | null {
    const responses = entry.operation.responses ?? {};
    const raw = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!raw) return null;
    const response = this.resolve<ResponseObject>(raw as ResponseObject | ReferenceObject);
    const content = response.content?.[mediaType] ?? response.content?.['*/*'];
    if (!content?.schema) return null;
    return this.toJsonSchema(content.schema);
  }

  #bodyOf(operation: OperationObject): RequestSchemas['body'] {
    if (!operation.requestBody) return null;
    const body = this.resolve<RequestBodyObject>(operation.requestBody as RequestBodyObject | ReferenceObject);
    const byMediaType = new Map<string, JsonSchema>();
    for (const [mediaType, raw] of Object.entries(body.content ?? {})) {
      const media = this.resolve<MediaTypeObject>(raw as MediaTypeObject | ReferenceObject);
      byMediaType.set(mediaType.toLowerCase(), this.toJsonSchema(media.schema ?? {}));
    }
    return { required: body.required === true, byMediaType };
  }

  #pointer(ref: string): unknown {
    if (!ref.startsWith('#/')) throw new Error(`unsupported reference ${ref} (only references within the same contract)`);
    let node: unknown = this.document;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      node = (node as Record<string, unknown> | undefined)?.[key];
      if (node === undefined) throw new Error(`contract reference ${ref} points nowhere`);
    }
    return node;
  }
}
