import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractOperation, OpenApiCatalog } from '../../contracts/openapi/OpenApiCatalog.ts';
import { Answer } from './Answer.ts';
import { ApiError } from './ApiError.ts';
import type { ApiCall, ApiRoute } from './ApiRoutes.ts';
import type { ContractValidators, OperationValidators, RequestPart } from './ContractValidators.ts';
import type { Principal, ServerHooks } from '../contracts/host.ts';
import { zhCN } from './zh-CN.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** `/admin/dict/type/{dictType}` → `/admin/dict/type/:dictType` (Fastify's spelling). */
function fastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * The vendor extension with which a contract schema words its own refusals: validation keyword
 * → message (`x-ronghe-messages: {maximum: '…', enum: '…'}`). ajv ignores it (not strict).
 */
const MESSAGES = 'x-ronghe-messages';

type SchemaNode = Readonly<Record<string, unknown>>;
type Messages = Readonly<Record<string, unknown>>;

function asNode(value: unknown): SchemaNode | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SchemaNode) : null;
}

/** The steps of a JSON pointer (`/agreementFormDTO/agreementMoney`, `#/$defs/A`), unescaped. */
function pointerSteps(pointer: string): string[] {
  return pointer
    .replace(/^#/, '')
    .split('/')
    .filter((step) => step !== '')
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A schema with what its `$ref`s and `allOf` bring in, the schema itself first. */
function expanded(root: SchemaNode, schema: SchemaNode | null): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  const visit = (node: SchemaNode | null, depth: number): void => {
    if (!node || depth > 20 || nodes.includes(node)) return;
    nodes.push(node);
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#')) {
      let target: unknown = root;
      for (const step of pointerSteps(node.$ref)) target = asNode(target)?.[step];
      visit(asNode(target), depth + 1);
    }
    for (const member of Array.isArray(node.allOf) ? node.allOf : []) visit(asNode(member), depth + 1);
  };
  visit(schema, 0);
  return nodes;
}

/** The schema of a value inside the one these nodes describe: a property, or an array's items. */
function childSchema(nodes: SchemaNode[], step: string): SchemaNode | null {
  for (const node of nodes) {
    const property = asNode(asNode(node.properties)?.[step]);
    if (property) return property;
    if (/^\d+$/.test(step) && asNode(node.items)) return asNode(node.items);
  }
  return null;
}

/** The messages of a value's schema; those written beside a `$ref` win over the target's. */
function messagesOf(nodes: SchemaNode[]): Messages {
  return Object.assign({}, ...nodes.map((node) => asNode(node[MESSAGES]) ?? {}).reverse()) as Messages;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * The contract's own message for the first refusal, or null when the refused value's schema
 * has none for that rule. The refused value's schema is found by following the error's
 * instance path (properties, items) from the root schema, through `$ref` and `allOf`; ajv's
 * schema paths are relative to whichever referenced schema it compiled apart, so they are not
 * used. `required` answers a missing property (from that property's messages), and also a
 * blank or wrongly typed value: for a form, an emptied field is a missing one, whatever rule
 * it trips first.
 */
function contractMessage(validate: ValidateFunction, data: unknown): string | null {
  const error = validate.errors?.[0];
  const root = asNode(validate.schema);
  if (!error || !root) return null;
  let nodes = expanded(root, root);
  let value: unknown = data;
  for (const step of pointerSteps(error.instancePath)) {
    nodes = expanded(root, childSchema(nodes, step));
    value = asNode(value)?.[step] ?? (Array.isArray(value) ? (value as unknown[])[Number(step)] : undefined);
  }
  const text = (message: unknown) => (typeof message === 'string' && message !== '' ? message : null);
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: unknown }).missingProperty);
    return text(messagesOf(expanded(root, childSchema(nodes, missing))).required);
  }
  const messages = messagesOf(nodes);
  const required = text(messages.required);
  if (required && isBlank(value)) return required;
  return text(messages[error.keyword]) ?? (error.keyword === 'type' ? required : null);
}

function headerValue(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? null : first;
}

/** The query parameters an operation's security requirements accept a token in (apiKey schemes `in: query`). */
function queryTokenNames(operation: ContractOperation): string[] {
  const schemes = operation.document.components?.securitySchemes ?? {};
  const requirements = operation.operation.security ?? operation.document.security ?? [];
  const names: string[] = [];
  for (const requirement of requirements) {
    for (const schemeName of Object.keys(requirement)) {
      const scheme = schemes[schemeName];
      if (scheme && !('$ref' in scheme) && scheme.type === 'apiKey' && scheme.in === 'query') names.push(scheme.name);
    }
  }
  return names;
}

/**
 * Registers the modules' route contributions as Fastify routes, each bound to its contract
 * operation: a handler for a path the contracts lack is refused at start, input is validated
 * against the operation's parameters and request body (a refusal answers 400 with the
 * schema's `x-ronghe-messages` text for the rule where it has one, else a generic message
 * naming the field), and authentication follows the operation's `x-ronghe-auth`. An operation
 * with `x-ronghe-rate` is first counted against that per-address limit (the rateLimit hook). Answers
 * are wrapped in the `{code: 0, msg, data}` envelope: msg is null unless the handler returned
 * an `Answer.withMessage`.
 *
 * Headers: `companyId` is read by the authenticate hook (the auth module honours it only for
 * a company the caller belongs to). `TENANT-ID` is accepted and ignored: the product runs a
 * single tenant, so there is nothing for it to select.
 */
export class ContractRouter {
  readonly #registered = new Set<string>();
  readonly #operations: ContractOperation[] = [];
  /** Compiled on first use: compiling every operation at start would cost most of the cold start. */
  readonly #compiled = new Map<ContractOperation, OperationValidators>();
  readonly #queryTokenNames = new Map<ContractOperation, string[]>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly catalog: OpenApiCatalog,
    private readonly validators: ContractValidators,
    private readonly hooks: ServerHooks,
  ) {}

  register(routes: readonly ApiRoute[]): void {
    for (const route of routes) this.#registerOne(route);
  }

  /** The contract operations no module answers yet (for the start log and tests). */
  unanswered(): ContractOperation[] {
    return this.catalog.operations().filter((op) => !this.#registered.has(`${op.method} ${op.path}`));
  }

  /** Compiles every registered operation's request schemas now; throws on the first broken one (tests call it). */
  compileAll(): void {
    for (const operation of this.#operations) this.#validatorsOf(operation);
  }

  #validatorsOf(operation: ContractOperation): OperationValidators {
    let validators = this.#compiled.get(operation);
    if (!validators) {
      validators = this.validators.forRequest(operation);
      this.#compiled.set(operation, validators);
    }
    return validators;
  }

  #registerOne(route: ApiRoute): void {
    const key = `${route.method} ${route.path}`;
    const operation = this.catalog.find(route.method, route.path);
    if (!operation || operation.path !== route.path) throw new Error(zhCN.routes.notInContract(route.method, route.path));
    if (this.#registered.has(key)) throw new Error(zhCN.routes.duplicate(route.method, route.path));
    this.#registered.add(key);
    this.#operations.push(operation);
    this.app.route({
      method: route.method,
      url: fastifyPath(route.path),
      // A file goes as stored (most are compressed already; a range must be of the file's own bytes).
      ...(operation.answersWithFile ? { compress: false as const } : {}),
      handler: async (request, reply) => {
        if (operation.rate) {
          const refusal = await this.hooks.rateLimit.promise({ bucket: operation.rate, address: request.ip, operationId: operation.operationId });
          if (refusal) throw refusal;
        }
        const principal = await this.#authenticate(operation, route, request);
        this.#validate(this.#validatorsOf(operation), request);
        const call = this.#callOf(operation, principal, request, reply);
        const answer = await route.handler(call);
        // A handler that streams (a file) returns the reply it sent on; the stream may still be running.
        // Awaiting a streamed reply waits for the stream, and one the client broke off (a <video> seeking
        // elsewhere) ends with headers sent but not `sent`: nothing more may be written then.
        if (reply.sent || reply.raw.headersSent || answer === reply) return reply;
        const { msg, data } = answer instanceof Answer ? answer : { msg: null, data: answer };
        return reply.send({ code: 0, msg, data: data === undefined ? null : data });
      },
    });
  }

  async #authenticate(operation: ContractOperation, route: ApiRoute, request: FastifyRequest): Promise<Principal | null> {
    const bearer = headerValue(request.headers.authorization)?.match(BEARER)?.[1] ?? this.#queryToken(operation, request);
    const attempt = { bearerToken: bearer, companyHeader: headerValue(request.headers.companyid), request };
    if (operation.auth === 'public') {
      // A public call works with or without a session; a stale token must not break it.
      if (!bearer) return null;
      try {
        return (await this.hooks.authenticate.promise(attempt)) ?? null;
      } catch (error) {
        if (error instanceof ApiError) return null;
        throw error;
      }
    }
    const principal = await this.hooks.authenticate.promise(attempt);
    if (!principal) throw new ApiError(401, zhCN.errors.tokenInvalid);
    const refusal = await this.hooks.authorize.promise(principal, {
      operationId: operation.operationId,
      auth: operation.auth,
      permission: operation.permission,
      allowDisabledUser: route.allowDisabledUser === true,
      allowExpiredPassword: route.allowExpiredPassword === true,
    });
    if (refusal) throw refusal;
    return principal;
  }

  /**
   * The token of an operation whose contract also accepts it in the query (an `apiKey` scheme
   * `in: query`, e.g. sysAuthorization on file links a preview service opens without headers).
   * The Authorization header wins when both are sent.
   */
  #queryToken(operation: ContractOperation, request: FastifyRequest): string | null {
    let names = this.#queryTokenNames.get(operation);
    if (!names) {
      names = queryTokenNames(operation);
      this.#queryTokenNames.set(operation, names);
    }
    const query = (request.query ?? {}) as Record<string, unknown>;
    for (const name of names) {
      const value = query[name];
      if (typeof value === 'string' && value !== '') return value;
    }
    return null;
  }

  #validate(validators: OperationValidators, request: FastifyRequest): void {
    const check = (part: RequestPart, validate: OperationValidators['params'], value: unknown): void => {
      if (validate && !validate(value)) {
        throw new ApiError(400, contractMessage(validate, value) ?? zhCN.errors.badRequest(this.validators.describe(part, validate.errors)));
      }
    };
    check('params', validators.params, request.params ?? {});
    check('query', validators.query, request.query ?? {});
    if (!validators.body) return;
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    // A streamed body (an upload) is not parsed here: its handler reads it, and says when it is missing.
    if (validators.body.byMediaType.has(mediaType) && validators.body.byMediaType.get(mediaType) === null) return;
    const body = request.body;
    const empty = body === undefined || body === null || (typeof body === 'string' && body === '');
    if (empty) {
      if (validators.body.required) throw new ApiError(400, zhCN.errors.badRequest(zhCN.errors.missingBody));
      return;
    }
    if (!validators.body.byMediaType.has(mediaType)) {
      throw new ApiError(415, zhCN.errors.unsupportedMediaType);
    }
    check('body', validators.body.byMediaType.get(mediaType) ?? null, body);
  }

  #callOf(operation: ContractOperation, principal: Principal | null, request: FastifyRequest, reply: FastifyReply): ApiCall {
    return {
      query: (request.query ?? {}) as Record<string, unknown>,
      params: (request.params ?? {}) as Record<string, string>,
      body: request.body,
      headers: request.headers,
      principal,
      get user(): Principal {
        if (!principal) throw new ApiError(401, zhCN.errors.tokenInvalid);
        return principal;
      },
      operation,
      request,
      reply,
    };
  }
}
