import type { ApiClient, CallOptions } from '../../contracts/workbench/ApiClient.ts';
import type { ApiEnvelope, HttpClient, RequestOptions } from '../../contracts/workbench/Http.ts';

/** What a typed call carries at run time; the ApiClient's types have checked it against the contract. */
interface LooseRequest extends CallOptions {
  path?: Record<string, unknown>;
  query?: object;
  body?: unknown;
}

/**
 * The ApiClient over the HttpClient: it fills the path template's `{name}` parameters and hands
 * the query, body and options to the HttpClient, whose answers, errors and hooks stay as they are.
 */
export class ContractApiClient implements ApiClient {
  readonly fillsPathTemplates = true as const;

  constructor(private readonly http: HttpClient) {}

  get(path: string, request: LooseRequest = {}): Promise<ApiEnvelope<never>> {
    return this.http.get(address(path, request), options(request));
  }

  post(path: string, request: LooseRequest = {}): Promise<ApiEnvelope<never>> {
    return this.http.post(address(path, request), request.body, options(request));
  }

  put(path: string, request: LooseRequest = {}): Promise<ApiEnvelope<never>> {
    return this.http.put(address(path, request), request.body, options(request));
  }

  delete(path: string, request: LooseRequest = {}): Promise<ApiEnvelope<never>> {
    return this.http.delete(address(path, request), options(request));
  }

  download(path: string, request: LooseRequest = {}): Promise<Blob> {
    return this.http.download(address(path, request), options(request));
  }
}

/** `/admin/ocp/todo/{id}` with `{ id: 7 }` is `/admin/ocp/todo/7`; each value is one path segment. */
function address(template: string, request: LooseRequest): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = request.path?.[name];
    if (value === undefined || value === null) throw new Error(`${template}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

function options(request: LooseRequest): RequestOptions | undefined {
  const { path: _path, query, body: _body, ...rest } = request;
  const chosen: RequestOptions = { ...rest };
  if (query !== undefined) chosen.params = query as Record<string, unknown>;
  return Object.keys(chosen).length > 0 ? chosen : undefined;
}
