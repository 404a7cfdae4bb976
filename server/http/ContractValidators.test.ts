import type { OpenAPI3 } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { OpenApiCatalog } from '../../contracts/openapi/OpenApiCatalog.ts';
import { ContractValidators, DEFAULT_MAX_LENGTH } from './ContractValidators.ts';

const ok = { '200': { description: 'ok' } };
const amount = {
  type: 'object',
  properties: {
    amount: { type: 'integer' },
    note: { type: 'string' },
    code: { type: 'string', maxLength: 4 },
    kind: { type: 'string', enum: ['a', 'b'] },
    variables: { type: 'object', additionalProperties: true },
  },
};
const contract = {
  openapi: '3.1.0',
  info: { title: 'validators test', version: '1' },
  paths: {
    '/test/{id}': {
      post: {
        operationId: 'pay',
        'x-ronghe-auth': 'public',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
          { name: 'q', in: 'query', schema: { type: 'string' } },
        ],
        requestBody: { content: { 'application/json': { schema: amount }, 'application/x-www-form-urlencoded': { schema: amount } } },
        responses: ok,
      },
    },
  },
} as unknown as OpenAPI3;

const operation = new OpenApiCatalog(new Map([['test', contract]])).operations()[0];
const validators = new ContractValidators().forRequest(operation);
const json = validators.body!.byMediaType.get('application/json')!;
const form = validators.body!.byMediaType.get('application/x-www-form-urlencoded')!;

describe('ContractValidators', () => {
  it('takes a JSON body as it is: [1], true and "123" are no number', () => {
    expect(json({ amount: 123 })).toBe(true);
    for (const amount of [[1], true, '123', null]) expect(json({ amount })).toBe(false);
  });

  it('reads numbers from text where text is all there is: path, query and form bodies', () => {
    const params = { id: '7' };
    expect(validators.params!(params)).toBe(true);
    expect(params).toEqual({ id: 7 });
    const posted = { amount: '123' };
    expect(form(posted)).toBe(true);
    expect(posted).toEqual({ amount: 123 });
  });

  it('bounds every text field the contract leaves open, and keeps the bounds it sets', () => {
    expect(json({ note: 'x'.repeat(DEFAULT_MAX_LENGTH) })).toBe(true);
    expect(json({ note: 'x'.repeat(1_500_000) })).toBe(false);
    expect(json.errors?.[0]).toMatchObject({ keyword: 'maxLength', params: { limit: DEFAULT_MAX_LENGTH } });
    expect(json({ code: 'abcde' })).toBe(false);
    expect(json({ kind: 'a' })).toBe(true);
    expect(validators.query!({ q: 'x'.repeat(DEFAULT_MAX_LENGTH + 1) })).toBe(false);
  });

  it('bounds the texts of a free-form object however deep, and takes its other values as they are', () => {
    expect(json({ variables: { total: 12.5, approved: true, note: 'ok', list: [1, 'a', { deep: null }] } })).toBe(true);
    expect(json({ variables: { note: 'x'.repeat(1_500_000) } })).toBe(false);
    expect(json({ variables: { list: [{ deep: ['x'.repeat(DEFAULT_MAX_LENGTH + 1)] }] } })).toBe(false);
    expect(json.errors?.[0]).toMatchObject({ keyword: 'maxLength', instancePath: '/variables/list/0/deep/0' });
  });
});
