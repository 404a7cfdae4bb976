/** One HTTP request to the server, as sent — and as `--dry-run` prints it. */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  /** Form fields or a JSON value; absent for GET. */
  body?: Record<string, string> | unknown;
  /** How the body is encoded on the wire. */
  encoding?: 'json' | 'form';
}
