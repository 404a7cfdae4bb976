import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSources, type SourceFile } from './ImportBoundaries.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A call on the raw HttpClient (`http.get<T>(url)`, `this.http.post(url, body)`, `deps.http().post(…)`), whose URL and answer no contract checks. */
const UNTYPED_CALL = /(?<![\w#])http\s*(?:\(\s*\))?\s*\.\s*(?:get|post|put|delete|download)\s*(?:<[^()]*>)?\s*\(/g;

/** The browser's code that makes untyped calls, with how many; the typed client itself is the one place over the HttpClient; tests and their kits fake it. */
export function untypedCalls(files: readonly SourceFile[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const source of files) {
    if (/\.test\.tsx?$/.test(source.file) || source.file.includes('/testing/') || source.file === 'core/http/ContractApiClient.ts') continue;
    const count = [...source.text.matchAll(UNTYPED_CALL)].length;
    if (count > 0) found.set(source.file, count);
  }
  return found;
}

describe('typed calls', () => {
  const found = untypedCalls(readSources(root, ['core', 'plugins', 'web']));

  it('hold across the browser: every call goes through the ApiClient, typed by the contracts', () => {
    expect([...found.keys()]).toEqual([]);
  });

  it('catch raw calls however they are written, and leave typed calls, maps and tests alone', () => {
    const calls = untypedCalls([
      { file: 'plugins/workspace/home/HomeCard.tsx', text: "await http.get<Page<Message>>(HomeApi.messages, { params });\nawait http\n  .post(`/admin/x/${id}`, body);" },
      { file: 'plugins/messaging/MessageStore.ts', text: 'return this.http.delete(MessagingApi.remove(id));' },
      { file: 'core/session/TokenRefresher.ts', text: "await this.#deps.http().post<TokenGrant>('/auth/oauth/token');" },
      { file: 'plugins/workspace/home/TypedCard.tsx', text: "await api.get('/admin/ocp/msg/page', { query });\nconst row = byKey.get(key);\nhttp.hooks.beforeRequest.tap('trace', add);" },
      { file: 'plugins/workspace/home/HomeCard.test.tsx', text: "await http.get('/admin/x');" },
      { file: 'core/http/ContractApiClient.ts', text: 'return this.http.get(address(path, request), options(request));' },
    ]);
    expect(Object.fromEntries(calls)).toEqual({ 'plugins/workspace/home/HomeCard.tsx': 2, 'plugins/messaging/MessageStore.ts': 1, 'core/session/TokenRefresher.ts': 1 });
  });
});
