import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './Database.ts';
import { DemoSeed, seedOrder, type DemoRowSet } from './DemoSeed.ts';
import { seedLedgerMigration } from './migrations/0040_seed_ledger.ts';

describe('the demo seed of what modules contribute', () => {
  let handle: DatabaseHandle;

  beforeEach(async () => {
    handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    await sql`create table parent (id integer primary key, name text not null)`.execute(handle.db);
    await sql`create table child (id integer primary key, parent_id integer not null references parent(id), name text not null)`.execute(handle.db);
    await sql`create table member (parent_id integer not null, person text not null, primary key (parent_id, person))`.execute(handle.db);
    await seedLedgerMigration.up(handle.db);
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

  it('writes each row once: what users changed or deleted stays so at every later start', async () => {
    await new DemoSeed(handle, sets, 10).run();
    await sql`update parent set name = '改过' where id = 1`.execute(handle.db);
    await sql`delete from child`.execute(handle.db);
    expect((await new DemoSeed(handle, sets, 10).run()).inserted).toEqual({ parent: 0, child: 0 });
    expect((await sql<{ name: string }>`select name from parent`.execute(handle.db)).rows).toEqual([{ name: '改过' }]);
    expect((await sql`select id from child`.execute(handle.db)).rows).toEqual([]);
  });

  it('names rows by their key columns, and writes a row a later version adds', async () => {
    const members = (people: string[]): DemoRowSet => ({ table: 'member', after: ['parent'], key: ['parent_id', 'person'], rows: people.map((person) => ({ parent_id: 1, person })) });
    await new DemoSeed(handle, [sets[1], members(['甲', '乙'])], 10).run();
    await sql`delete from member where person = '甲'`.execute(handle.db);
    expect((await new DemoSeed(handle, [sets[1], members(['甲', '乙', '丙'])], 10).run()).inserted).toEqual({ parent: 0, member: 1 });
    expect((await sql<{ person: string }>`select person from member order by person`.execute(handle.db)).rows.map((r) => r.person)).toEqual(['丙', '乙']);
    await expect(new DemoSeed(handle, [{ table: 'member', rows: [{ parent_id: 1, person: '丁' }] }], 10).run()).rejects.toThrow(/member.*id/);
  });

  it('records rows present before the ledger without writing them again', async () => {
    await sql`insert into parent (id, name) values (1, '早先的')`.execute(handle.db);
    expect((await new DemoSeed(handle, sets, 10).run()).inserted).toEqual({ parent: 0, child: 1 });
    await sql`delete from child`.execute(handle.db);
    expect((await new DemoSeed(handle, sets, 10).run()).inserted).toEqual({ parent: 0, child: 0 });
  });

  it('writes only the essential rows without the demo, and never the demo on a database installed without it', async () => {
    const essential: DemoRowSet[] = [{ ...sets[1], essential: true }, sets[0]];
    const production = await new DemoSeed(handle, essential, 10, false).run();
    expect(production).toEqual({ inserted: { parent: 1 }, demo: false, demoRefused: false });
    const later = await new DemoSeed(handle, essential, 10, true).run();
    expect(later).toEqual({ inserted: { parent: 0 }, demo: false, demoRefused: true });
    expect((await sql`select id from child`.execute(handle.db)).rows).toEqual([]);
  });

  it('keeps loading the demo on a database installed with it', async () => {
    expect((await new DemoSeed(handle, sets, 10, true).run()).demo).toBe(true);
    const again = await new DemoSeed(handle, [...sets, { table: 'member', key: ['parent_id', 'person'], after: ['parent'], rows: [{ parent_id: 1, person: '新' }] }], 10, true).run();
    expect(again).toEqual({ inserted: { parent: 0, child: 0, member: 1 }, demo: true, demoRefused: false });
  });

  it('runs rows kept in step with a definition in their place, and names a cycle', async () => {
    const kept: DemoRowSet = { table: 'parent', keep: async (tx) => Number((await tx.insertInto('parent').values({ id: 9, name: '定义' }).onConflict((oc) => oc.doNothing()).executeTakeFirst()).numInsertedOrUpdatedRows) };
    expect((await new DemoSeed(handle, [kept, ...sets], 10).run()).inserted).toEqual({ parent: 2, child: 1 });
    expect(() => seedOrder([{ table: 'a', after: ['b'] }, { table: 'b', after: ['a'] }])).toThrow(/a、b/);
  });
});
