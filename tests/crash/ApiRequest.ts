/** An answer of the API: the envelope's code (0 is success; the HTTP status when that is not 200) and data. */
export interface Envelope<T> {
  status: number;
  code: number;
  data: T;
  msg: string;
}

/**
 * One request to the API as JSON (`body`) or a form (`form`), its answer read as the envelope (a body
 * that is not JSON becomes `msg`), with the answer's headers. Rejects only when no answer came.
 */
export async function apiRequest<T>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  { token, body, form, signal }: { token?: string | null; body?: unknown; form?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Envelope<T> & { headers: Headers }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  } else if (form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  }
  const answer = await fetch(`${base}${path}`, { method, headers, body: payload, signal });
  const text = await answer.text();
  let parsed: { code?: number; data?: T; msg?: string };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    parsed = { code: answer.status, msg: text.slice(0, 200) };
  }
  return { status: answer.status, code: answer.status === 200 ? (parsed.code ?? -1) : answer.status, data: parsed.data as T, msg: parsed.msg ?? '', headers: answer.headers };
}
