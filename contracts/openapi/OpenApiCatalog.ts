import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ComponentsObject, OpenAPI3, OperationObject, PathItemObject } from 'openapi-typescript';
import { PERMISSION_NAMES } from '../workbench/PermissionCatalogue.ts';
import { ParsedYamlCache } from './ParsedYamlCache.ts';

/** Who may call an operation: no token, any signed-in user, or an administrator. */
export type ContractAuth = 'public' | 'user' | 'admin';

export type ContractMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * The per-address request limits an operation may name (`x-ronghe-rate`): the operations that
 * name one share it, counted per client address; the server sets each one's allowance.
 */
export const RATE_BUCKETS = ['account-check', 'captcha', 'site-search', 'social-start', 'user-export'] as const;
export type RateBucket = (typeof RATE_BUCKETS)[number];

/** One HTTP operation of one contract file, with the raw OpenAPI objects it came from. */
export interface ContractOperation {
  /** The contract file's base name: auth, admin, workflow, application, website, demoself. */
  readonly service: string;
  readonly method: ContractMethod;
  /** The path template exactly as the contract writes it, e.g. `/admin/ocp/msg/read/{id}`. */
  readonly path: string;
  readonly operationId: string;
  readonly auth: ContractAuth;
  /**
   * `x-ronghe-permission` (issue 22 §2): the permission of the PermissionCatalogue that lets a
   * caller who is no administrator of the current company through; an administrator of it always
   * passes. Null: the operation's `x-ronghe-auth` alone decides.
   */
  readonly permission: string | null;
  /** The per-address limit the operation counts against (`x-ronghe-rate`), if any. */
  readonly rate?: RateBucket;
  /**
   * The success answer is a file (its declared content is no JSON: a download, an image, a
   * video): sent as stored, in byte ranges when asked, never re-encoded on the way.
   */
  readonly answersWithFile: boolean;
  readonly operation: OperationObject;
  readonly document: OpenAPI3;
}

const METHODS: readonly ContractMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
const AUTH_VALUES: readonly ContractAuth[] = ['public', 'user', 'admin'];
/** The file that marks the contracts folder when walking up from this module. */
const MARKER = join('contracts', 'openapi', 'auth.yaml');

/**
 * The API contracts (contracts/openapi/*.yaml) as one lookup table. The server registers its
 * routes and authentication from it, so a contract that breaks the house rules (no
 * operationId, an unknown x-ronghe-auth, an operationId used twice) fails here, at load time.
 */
export class OpenApiCatalog {
  private readonly documents: ReadonlyMap<string, OpenAPI3>;
  private readonly all: readonly ContractOperation[];
  private readonly byRoute = new Map<string, ContractOperation>();

  constructor(documents: ReadonlyMap<string, OpenAPI3>) {
    this.documents = documents;
    const operations: ContractOperation[] = [];
    const owners = new Map<string, string>();
    // The browser's client types every path from one map of all contracts' paths (contracts/generated/catalogue.ts).
    const pathOwners = new Map<string, string>();
    for (const [service, document] of documents) {
      for (const [path, item] of Object.entries(document.paths ?? {})) {
        const pathOwner = pathOwners.get(path);
        if (pathOwner) throw new Error(`${service}.yaml ${path}: the path is already declared by ${pathOwner}.yaml; a path belongs to one contract`);
        pathOwners.set(path, service);
        for (const method of METHODS) {
          const operation = (item as PathItemObject)[method.toLowerCase() as keyof PathItemObject] as
            | OperationObject
            | undefined;
          if (!operation) continue;
          const where = `${service}.yaml ${method} ${path}`;
          const operationId = operation.operationId;
          if (!operationId) throw new Error(`${where}: operationId is missing`);
          const auth = (operation as Record<string, unknown>)['x-ronghe-auth'];
          if (!AUTH_VALUES.includes(auth as ContractAuth)) {
            throw new Error(`${where}: x-ronghe-auth must be one of ${AUTH_VALUES.join(', ')}, found ${String(auth)}`);
          }
          const permission = (operation as Record<string, unknown>)['x-ronghe-permission'] ?? null;
          if (permission !== null && (typeof permission !== 'string' || !PERMISSION_NAMES.has(permission))) {
            throw new Error(`${where}: x-ronghe-permission must name a permission of contracts/workbench/PermissionCatalogue.ts, found ${String(permission)}`);
          }
          if (permission !== null && auth === 'public') throw new Error(`${where}: a public operation cannot need x-ronghe-permission`);
          const rate = (operation as Record<string, unknown>)['x-ronghe-rate'];
          if (rate !== undefined && !RATE_BUCKETS.includes(rate as RateBucket)) {
            throw new Error(`${where}: x-ronghe-rate must be one of ${RATE_BUCKETS.join(', ')}, found ${String(rate)}`);
          }
          const owner = owners.get(operationId);
          if (owner) throw new Error(`${where}: operationId ${operationId} is already used by ${owner}`);
          owners.set(operationId, where);
          const answersWithFile = OpenApiCatalog.answersWithFile(operation);
          const entry: ContractOperation = { service, method, path, operationId, auth: auth as ContractAuth, permission, rate: rate as RateBucket | undefined, answersWithFile, operation, document };
          operations.push(entry);
          this.byRoute.set(`${method} ${path}`, entry);
        }
      }
    }
    this.all = operations;
  }

  /** Reads every `*.yaml` of `directory` (default: the repository's contracts/openapi). */
  static load(directory: string = OpenApiCatalog.defaultDirectory()): OpenApiCatalog {
    const files = readdirSync(directory)
      .filter((name) => name.endsWith('.yaml'))
      .sort();
    if (files.length === 0) throw new Error(`no OpenAPI contracts (*.yaml) in ${directory}`);
    const documents = new Map<string, OpenAPI3>();
    const yaml = new ParsedYamlCache(resolve(directory, '..', '..'));
    for (const file of files) {
      const document = yaml.read(join(directory, file)) as OpenAPI3;
      documents.set(basename(file, '.yaml'), document);
    }
    return new OpenApiCatalog(documents);
  }

  /**
   * The contracts folder, found by walking up from this module: it sits in
   * contracts/openapi when run from source and in dist/node/contracts/openapi when compiled,
   * while the YAML files stay in the repository's contracts/openapi.
   */
  static defaultDirectory(): string {
    let folder = dirname(fileURLToPath(import.meta.url));
    for (;;) {
      if (existsSync(join(folder, MARKER))) return join(folder, 'contracts', 'openapi');
      const parent = resolve(folder, '..');
      if (parent === folder) {
        throw new Error(`contracts/openapi/auth.yaml not found above ${fileURLToPath(import.meta.url)}`);
      }
      folder = parent;
    }
  }

  services(): string[] {
    return [...this.documents.keys()];
  }

  document(service: string): OpenAPI3 {
    const document = this.documents.get(service);
    if (!document) throw new Error(`no contract named ${service}; known: ${this.services().join(', ')}`);
    return document;
  }

  operations(): ContractOperation[] {
    return [...this.all];
  }

  /**
   * The operation for a method and a path. The path may be the template itself
   * (`/admin/tag/{id}`) or a concrete request path (`/admin/tag/7`); for a concrete path a
   * literal segment beats a placeholder, so `/admin/tag/tree` finds the tree, not tag "tree".
   * Trailing slashes are significant, as in the spec.
   */
  find(method: string, path: string): ContractOperation | undefined {
    const upper = method.toUpperCase();
    const exact = this.byRoute.get(`${upper} ${path}`);
    if (exact) return exact;
    const segments = path.split('/');
    let best: ContractOperation | undefined;
    let bestLiterals = -1;
    for (const candidate of this.all) {
      if (candidate.method !== upper) continue;
      const literals = OpenApiCatalog.literalMatches(candidate.path.split('/'), segments);
      if (literals > bestLiterals) {
        best = candidate;
        bestLiterals = literals;
      }
    }
    return best;
  }

  /** The components (schemas, responses, security schemes) of one contract file. */
  componentsOf(service: string): ComponentsObject {
    return this.document(service).components ?? {};
  }

  /** How many literal segments of `template` equal `actual`, or -1 when they do not match. */
  private static answersWithFile(operation: OperationObject): boolean {
    const success = operation.responses?.['200'] ?? operation.responses?.['206'];
    if (!success || '$ref' in success) return false;
    const types = Object.keys(success.content ?? {});
    return types.length > 0 && !types.some((type) => /json/.test(type));
  }

  private static literalMatches(template: string[], actual: string[]): number {
    if (template.length !== actual.length) return -1;
    let literals = 0;
    for (let i = 0; i < template.length; i++) {
      const part = template[i];
      if (part.startsWith('{') && part.endsWith('}')) {
        if (actual[i] === '') return -1;
        continue;
      }
      if (part !== actual[i]) return -1;
      literals++;
    }
    return literals;
  }
}
