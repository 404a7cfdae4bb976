import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './Database.ts';
import { DemoSeed, seedOrder, type DemoRowSet } from './DemoSeed.ts';

describe('the demo seed of what modules contribute', () => {
  let handle: DatabaseHandle;

  beforeEach(async () => {
    handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    await sql`create table parent (id integer primary key, name text not null)`.execute(handle.db);
    await sql`create table child (id integer primary key, parent_id integer not null references parent(id), name text not null)`.execute(handle.db);
  });
  afterEach(() => handle.close());

  // A child's rows contributed before its parent's, as a module earlier in the set would.
  const sets: DemoRowSet[] = [
    { table: 'child', after: ['parent'], rows: [{ id: 1, parent_id: 1, name: '子' }] },
    { table: 'parent', rows: async (seeding) => [{ id: 1, name: `父 ${await seeding.passwordHash('parent', 'x') ? '有' : '无'}` }] },
  ];

  it('inserts each table after the tables its rows refer to, once', async () => {
    expect(seedOrder(sets).map((set) => set.table)).toEqual(['parent', 'child']);
    expect((await new DemoSeed(handle, sets, 10).run()).inserted).toEqual({ parent: 1, child: 1 });
    expect((await new DemoSeed(handle, sets, 10).run()).inserted).toEqual({ parent: 0, child: 0 });
  });

  it('keeps what users changed and restores what they deleted', async () => {
    await new DemoSeed(handle, sets, 10).run();
    await sql`update parent set name = '改过' where id = 1`.execute(handle.db);
    await sql`delete from child`.execute(handle.db);
    expect((await new DemoSeed(handle, sets, 10).run()).inserted).toEqual({ parent: 0, child: 1 });
    expect((await sql<{ name: string }>`select name from parent`.execute(handle.db)).rows).toEqual([{ name: '改过' }]);
  });

  it('runs rows kept in step with a definition in their place, and names a cycle', async () => {
    const kept: DemoRowSet = { table: 'parent', keep: async (tx) => Number((await tx.insertInto('parent').values({ id: 9, name: '定义' }).onConflict((oc) => oc.doNothing()).executeTakeFirst()).numInsertedOrUpdatedRows) };
    expect((await new DemoSeed(handle, [kept, ...sets], 10).run()).inserted).toEqual({ parent: 2, child: 1 });
    expect(() => seedOrder([{ table: 'a', after: ['b'] }, { table: 'b', after: ['a'] }])).toThrow(/a、b/);
  });
});
