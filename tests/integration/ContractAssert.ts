import type { ValidateFunction } from 'ajv/dist/2020.js';
import { OpenApiCatalog } from '../../contracts/openapi/OpenApiCatalog.ts';
import { ContractValidators } from '../../server/http/ContractValidators.ts';

export interface ContractAnswer {
  status: number;
  body: unknown;
}

/**
 * Errors the request pipeline can answer on any operation: validation (400), token (401),
 * disabled user or foreign company (403), media type (415), and the unexpected (500). The
 * contracts state once, for the whole API, that every error is an ErrorEnvelope with code =
 * status; an operation that does not list one of these is held to that rule.
 */
const PIPELINE_ERRORS = new Set([400, 401, 403, 413, 415, 500]);

/**
 * Checks an answer of the server against the contract of the operation that produced it:
 * a success must match the schema the contract gives for that status, an error the status's
 * schema (or, for pipeline errors the operation does not list, the API-wide ErrorEnvelope),
 * and an error's envelope code must equal the status. Paths the contracts do not know (the
 * 404 of an unknown path) must answer the ErrorEnvelope too.
 */
export class ContractAssert {
  readonly #validators = new ContractValidators();
  readonly #compiled = new Map<string, ValidateFunction>();

  constructor(readonly catalog: OpenApiCatalog = OpenApiCatalog.load()) {}

  check(method: string, url: string, answer: ContractAnswer): void {
    const path = url.split('?')[0];
    const operation = this.catalog.find(method, path);
    const where = `${method} ${path} → ${answer.status}`;
    let validate: ValidateFunction | null;
    if (operation) {
      const key = `${operation.operationId}:${answer.status}`;
      validate = this.#compiled.get(key) ?? this.#validators.forResponse(operation, answer.status);
      if (!validate && PIPELINE_ERRORS.has(answer.status)) validate = this.#errorEnvelope();
      if (!validate) throw new Error(`${where}: the contract (${operation.operationId}) declares no answer for status ${answer.status}`);
      this.#compiled.set(key, validate);
    } else {
      validate = this.#errorEnvelope();
    }
    if (!validate(answer.body)) {
      throw new Error(`${where}: the answer breaks the contract: ${JSON.stringify(validate.errors)}\n${JSON.stringify(answer.body)}`);
    }
    const code = (answer.body as { code?: unknown }).code;
    if (answer.status >= 400 && code !== answer.status) throw new Error(`${where}: envelope code ${String(code)} differs from the HTTP status`);
    if (answer.status < 300 && code !== 0) throw new Error(`${where}: a success must carry code 0, got ${String(code)}`);
  }

  #errorEnvelope(): ValidateFunction {
    let validate = this.#compiled.get('ErrorEnvelope');
    if (!validate) {
      const admin = this.catalog.operations().find((op) => op.service === 'admin');
      if (!admin) throw new Error('admin.yaml is needed for the ErrorEnvelope schema');
      validate = this.#validators.compileSchema(admin, { $ref: '#/components/schemas/ErrorEnvelope' });
      this.#compiled.set('ErrorEnvelope', validate);
    }
    return validate;
  }
}
