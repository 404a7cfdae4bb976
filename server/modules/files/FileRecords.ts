import type { Insertable, Kysely, Selectable } from 'kysely';
import type { FileSchema, SysFileTable } from './FileTables.ts';
import type { DatabaseSchema } from '../../db/Database.ts';

export type StoredFile = Selectable<SysFileTable>;
export type NewStoredFile = Insertable<SysFileTable>;

/** The `sys_file` rows: which file is whose, under which original name. */
export class FileRecords {
  constructor(private readonly db: Kysely<DatabaseSchema & FileSchema>) {}

  async add(row: NewStoredFile): Promise<void> {
    await this.db.insertInto('sys_file').values(row).execute();
  }

  async uploaderOf(bucket: string, fileName: string): Promise<number | null> {
    return (await this.find(bucket, fileName))?.created_by ?? null;
  }

  find(bucket: string, fileName: string): Promise<StoredFile | undefined> {
    return this.db.selectFrom('sys_file').selectAll().where('bucket', '=', bucket).where('file_name', '=', fileName).executeTakeFirst();
  }
}
