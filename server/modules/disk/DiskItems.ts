import type { components } from '../../../contracts/generated/disk.ts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { ApiError } from '../../http/ApiError.ts';
import type { Clock, Principal } from '../../contracts/host.ts';
import type { FileByteStore } from '../../contracts/files.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { DatabaseDialect, DatabaseSchema } from '../../db/Database.ts';
import { DiskNames } from './DiskNames.ts';
import type { DiskLimits } from './DiskLimits.ts';
import type { DiskItemTable, DiskSchema } from './DiskTables.ts';
import { zhCN } from './zhCN.ts';

export type DiskDb = Kysely<DatabaseSchema & DiskSchema>;
type DiskRow = Selectable<DiskItemTable>;

/** The bucket of the files module's store that holds every disk's bytes. */
export const DISK_BUCKET = 'disk';
/** The disk's root folder. */
export const ROOT = 0;
/** Ids per `in (…)` list: well below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

export type DiskItemView = components['schemas']['DiskItem'];

export interface DiskListQuery {
  parentId?: number;
  current?: number;
  size?: number;
  name?: string;
  kind?: 'folder' | 'file';
  sort?: 'name' | 'size' | 'updateTime';
  order?: 'asc' | 'desc';
}

export interface DiskListing {
  records: DiskItemView[];
  total: number;
  current: number;
  size: number;
  /** The breadcrumb: the folders from the root down to the listed one (empty at the root). */
  path: { id: number; name: string }[];
  usage: { used: number; quota: number; fileMaxBytes: number };
}

const SORT_COLUMNS = { name: 'name', size: 'size', updateTime: 'update_time' } as const;

function view(row: DiskRow): DiskItemView {
  return { id: row.id, parentId: row.parent_id, kind: row.kind, name: row.name, size: Number(row.size), createTime: row.create_time, updateTime: row.update_time };
}

/** A unique-index violation of SQLite or PostgreSQL: another request made the same name first. */
function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || (typeof message === 'string' && /UNIQUE constraint failed/.test(message));
}

/**
 * A user's disk in the current company: folders and files, every query restricted to the
 * caller as owner and the call's company, so another person's item (or the caller's own of
 * another company) is simply not there: 404, as for an id that never existed.
 */
export class DiskItems {
  constructor(
    private readonly db: DiskDb,
    private readonly bytes: FileByteStore,
    private readonly clock: Clock,
    readonly limits: DiskLimits,
    private readonly dialect: DatabaseDialect,
  ) {}

  #mine(user: Principal, db: DiskDb | Transaction<DatabaseSchema & DiskSchema> = this.db) {
    return db.selectFrom('disk_item').where('owner_id', '=', user.userId).where('company_id', '=', user.companyId);
  }

  #now(): string {
    return DisplayTime.format(this.clock.now());
  }

  /** The caller's item, or 404. */
  async item(user: Principal, id: number): Promise<DiskRow> {
    const row = await this.#mine(user).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, zhCN.notFound);
    return row;
  }

  /** The caller's folder (the root is 0), or 404. */
  async #folder(user: Principal, id: number): Promise<DiskRow | null> {
    if (id === ROOT) return null;
    const row = await this.item(user, id).catch(() => null);
    if (!row || row.kind !== 'folder') throw new ApiError(404, zhCN.parentNotFound);
    return row;
  }

  /** The folders from the root down to `id` (inclusive); at most maxDepth steps, whatever the rows say. */
  async #ancestry(user: Principal, id: number): Promise<DiskRow[]> {
    const chain: DiskRow[] = [];
    let next = id;
    while (next !== ROOT && chain.length <= this.limits.maxDepth) {
      const row = await this.#mine(user).selectAll().where('id', '=', next).executeTakeFirst();
      if (!row) break;
      chain.unshift(row);
      next = row.parent_id;
    }
    return chain;
  }

  /** Bytes of all the user's files, in every company. */
  async used(userId: number): Promise<number> {
    const row = await this.db.selectFrom('disk_item').select((eb) => eb.fn.sum<number | string | null>('size').as('used')).where('owner_id', '=', userId).executeTakeFirst();
    return Number(row?.used ?? 0);
  }

  async list(user: Principal, query: DiskListQuery): Promise<DiskListing> {
    const parentId = query.parentId ?? ROOT;
    await this.#folder(user, parentId);
    const current = query.current ?? 1;
    const size = query.size ?? 50;
    let base = this.#mine(user).where('parent_id', '=', parentId);
    if (query.kind) base = base.where('kind', '=', query.kind);
    const search = query.name?.trim();
    // A plain substring match: instr needs no escaping of % and _ the way LIKE would.
    if (search) base = base.where((eb) => eb(eb.fn<number>(this.dialect === 'postgres' ? 'strpos' : 'instr', ['name', eb.val(search)]), '>', 0));
    const total = Number((await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const column = SORT_COLUMNS[query.sort ?? 'name'];
    const order = query.order ?? 'asc';
    const rows = await base
      .selectAll()
      // Folders first, as every file manager shows them.
      .orderBy('kind', 'desc')
      .orderBy(column, order)
      .orderBy('id', 'asc')
      .limit(size)
      .offset((current - 1) * size)
      .execute();
    const path = (await this.#ancestry(user, parentId)).map((row) => ({ id: row.id, name: row.name }));
    return { records: rows.map(view), total, current, size, path, usage: { used: await this.used(user.userId), quota: this.limits.quotaBytes, fileMaxBytes: this.limits.fileMaxBytes } };
  }

  async createFolder(user: Principal, parentId: number, rawName: unknown): Promise<DiskItemView> {
    const name = DiskNames.check(rawName);
    await this.#folder(user, parentId);
    if ((await this.#ancestry(user, parentId)).length + 1 > this.limits.maxDepth) throw new ApiError(400, zhCN.tooDeep(this.limits.maxDepth));
    return view(await this.#insert(user, { parent_id: parentId, kind: 'folder', name, size: 0, stored_name: null }));
  }

  /**
   * The folder a folder upload's file goes into: each segment of its relative path found, or
   * made, under `parentId`. A segment that names a file is a clash (409).
   */
  async ensureFolders(user: Principal, parentId: number, segments: string[]): Promise<number> {
    await this.#folder(user, parentId);
    const depth = (await this.#ancestry(user, parentId)).length;
    if (depth + segments.length > this.limits.maxDepth) throw new ApiError(400, zhCN.tooDeep(this.limits.maxDepth));
    let folder = parentId;
    for (const name of segments) {
      const existing = await this.#mine(user).selectAll().where('parent_id', '=', folder).where('name', '=', name).executeTakeFirst();
      if (existing && existing.kind !== 'folder') throw new ApiError(409, zhCN.nameTaken(name));
      if (existing) {
        folder = existing.id;
        continue;
      }
      try {
        folder = (await this.#insert(user, { parent_id: folder, kind: 'folder', name, size: 0, stored_name: null })).id;
      } catch (error) {
        // Two files of one folder upload sent at once both make the folder: the second takes the first's.
        if (!(error instanceof ApiError && error.code === 409)) throw error;
        const made = await this.#mine(user).selectAll().where('parent_id', '=', folder).where('name', '=', name).where('kind', '=', 'folder').executeTakeFirst();
        if (!made) throw error;
        folder = made.id;
      }
    }
    return folder;
  }

  /** Refuses a name already used in the folder before any byte of an upload is read. */
  async assertFree(user: Principal, parentId: number, name: string): Promise<void> {
    const clash = await this.#mine(user).select('id').where('parent_id', '=', parentId).where('name', '=', name).executeTakeFirst();
    if (clash) throw new ApiError(409, zhCN.nameTaken(name));
  }

  async addFile(user: Principal, parentId: number, name: string, size: number, storedName: string): Promise<DiskItemView> {
    return view(await this.#insert(user, { parent_id: parentId, kind: 'file', name, size, stored_name: storedName }));
  }

  async #insert(user: Principal, row: Pick<DiskRow, 'parent_id' | 'kind' | 'name' | 'size' | 'stored_name'>): Promise<DiskRow> {
    await this.assertFree(user, row.parent_id, row.name);
    const now = this.#now();
    try {
      return await this.db
        .insertInto('disk_item')
        .values({ ...row, company_id: user.companyId, owner_id: user.userId, create_time: now, update_time: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, zhCN.nameTaken(row.name));
      throw error;
    }
  }

  async rename(user: Principal, id: number, rawName: unknown): Promise<DiskItemView> {
    const name = DiskNames.check(rawName);
    const row = await this.item(user, id);
    if (row.name === name) return view(row);
    await this.assertFree(user, row.parent_id, name);
    return view(await this.#update(row, { name }));
  }

  async move(user: Principal, id: number, parentId: number): Promise<DiskItemView> {
    const row = await this.item(user, id);
    await this.#folder(user, parentId);
    if (row.parent_id === parentId) return view(row);
    const target = await this.#ancestry(user, parentId);
    if (row.kind === 'folder') {
      if (parentId === row.id || target.some((folder) => folder.id === row.id)) throw new ApiError(400, zhCN.moveIntoItself);
      const height = (await this.#descendantFolderLevels(user, row.id)).length + 1;
      if (target.length + height > this.limits.maxDepth) throw new ApiError(400, zhCN.tooDeep(this.limits.maxDepth));
    }
    await this.assertFree(user, parentId, row.name);
    return view(await this.#update(row, { parent_id: parentId }));
  }

  async #update(row: DiskRow, change: Partial<Pick<DiskRow, 'name' | 'parent_id'>>): Promise<DiskRow> {
    try {
      return await this.db.updateTable('disk_item').set({ ...change, update_time: this.#now() }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, zhCN.nameTaken(change.name ?? row.name));
      throw error;
    }
  }

  /** The folder ids below a folder, level by level (at most maxDepth levels). */
  async #descendantFolderLevels(user: Principal, id: number): Promise<number[][]> {
    const levels: number[][] = [];
    let parents = [id];
    while (parents.length > 0 && levels.length < this.limits.maxDepth) {
      const children: number[] = [];
      for (let i = 0; i < parents.length; i += CHUNK) {
        const rows = await this.#mine(user).select('id').where('kind', '=', 'folder').where('parent_id', 'in', parents.slice(i, i + CHUNK)).execute();
        children.push(...rows.map((r) => r.id));
      }
      if (children.length > 0) levels.push(children);
      parents = children;
    }
    return levels;
  }

  /**
   * Deletes a file, an empty folder, or — with `recursive`, after the browser's confirm — a
   * folder and everything in it. The rows go in one transaction; the bytes after it, so a
   * failed delete never leaves rows pointing at nothing.
   */
  async remove(user: Principal, id: number, recursive: boolean): Promise<void> {
    const row = await this.item(user, id);
    const folders = row.kind === 'folder' ? [row.id, ...(await this.#descendantFolderLevels(user, row.id)).flat()] : [];
    if (row.kind === 'folder' && !recursive) {
      const child = await this.#mine(user).select('id').where('parent_id', '=', row.id).executeTakeFirst();
      if (child) throw new ApiError(409, zhCN.notEmpty);
    }
    const stored: string[] = row.stored_name ? [row.stored_name] : [];
    await this.db.transaction().execute(async (tx) => {
      for (let i = 0; i < folders.length; i += CHUNK) {
        const chunk = folders.slice(i, i + CHUNK);
        const files = await this.#mine(user, tx).select('stored_name').where('parent_id', 'in', chunk).where('kind', '=', 'file').execute();
        stored.push(...files.flatMap((f) => (f.stored_name ? [f.stored_name] : [])));
        await tx.deleteFrom('disk_item').where('owner_id', '=', user.userId).where('company_id', '=', user.companyId).where('parent_id', 'in', chunk).execute();
      }
      await tx.deleteFrom('disk_item').where('id', '=', row.id).execute();
    });
    for (const name of stored) await this.bytes.remove(DISK_BUCKET, name);
  }
}
