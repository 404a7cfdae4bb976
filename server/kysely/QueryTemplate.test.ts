import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { QueryTemplate } from './QueryTemplate.ts';

interface Tables {
  note: { id: string; body: string; stars: number };
}

function database(): Kysely<Tables> {
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
  return db;
}

const insertNote = new QueryTemplate<Tables, { id: string; body: string; stars: number }, unknown>((db, p) =>
  db.insertInto('note').values({ id: p.id, body: p.body, stars: p.stars }),
);
const notesWithStars = new QueryTemplate<Tables, { min: number }, { id: string; body: string }>((db, p) =>
  db.selectFrom('note').select(['id', 'body']).where('stars', '>=', p.min).where('body', '!=', '草稿').orderBy('id'),
);

describe('QueryTemplate', () => {
  it('runs one compiled statement with each call’s values, constants kept in place', async () => {
    const db = database();
    await db.schema.createTable('note').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('body', 'text').addColumn('stars', 'integer').execute();
    await insertNote.execute(db, { id: 'a', body: '一', stars: 1 });
    await insertNote.execute(db, { id: 'b', body: '二', stars: 5 });
    await insertNote.execute(db, { id: 'c', body: '草稿', stars: 9 });
    expect(await notesWithStars.execute(db, { min: 1 })).toEqual([
      { id: 'a', body: '一' },
      { id: 'b', body: '二' },
    ]);
    expect(await notesWithStars.executeTakeFirst(db, { min: 2 })).toEqual({ id: 'b', body: '二' });
    expect(await notesWithStars.executeTakeFirst(db, { min: 10 })).toBeUndefined();
  });

  it('runs inside a transaction, and a rollback undoes it', async () => {
    const db = database();
    await db.schema.createTable('note').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('body', 'text').addColumn('stars', 'integer').execute();
    await expect(
      db.transaction().execute(async (tx) => {
        await insertNote.execute(tx, { id: 'x', body: '回滚', stars: 3 });
        expect(await notesWithStars.execute(tx, { min: 0 })).toHaveLength(1);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await notesWithStars.execute(db, { min: 0 })).toEqual([]);
  });
});
