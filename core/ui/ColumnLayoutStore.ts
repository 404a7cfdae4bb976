import type { ApiClient } from '../../contracts/workbench/ApiClient.ts';
import type { SavedColumn } from './ColumnLayout.ts';
import { fnv1a } from './fnv1a.ts';

/** A user's column layouts, kept by the server's layout cache (part 1 §7, /admin/cache/tableRowRedis). */
export class ColumnLayoutStore {
  constructor(private readonly api: ApiClient) {}

  /**
   * The cache key of one user's layout of one table: `table:options`, the user id and a hash of
   * the table's column ids, so a table whose columns change in a release starts from the code's
   * layout. `tableKey` separates two tables that happen to share their columns.
   */
  static keyFor(userId: number | string, columnIds: readonly string[], tableKey?: string): string {
    const hashed = tableKey === undefined ? columnIds.join('|') : [tableKey, ...columnIds].join('|');
    return `table:options:${userId}:${fnv1a(hashed)}`;
  }

  /** The saved columns, or null when the user never changed this table. */
  async load(md5: string): Promise<SavedColumn[] | null> {
    // Silent: a table without its saved layout still works, so the user is not told (part 1 §8).
    const answer = await this.api.get('/admin/cache/tableRowRedis', { query: { md5 }, silent: true });
    const options = answer.data?.data?.options;
    return Array.isArray(options) ? options : null;
  }

  async save(md5: string, options: SavedColumn[]): Promise<void> {
    await this.api.post('/admin/cache/tableRowRedis', { body: { md5, condition: { key: md5, options } } });
  }
}
