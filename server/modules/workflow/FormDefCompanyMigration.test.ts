import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/Database.ts';
import { demoSeed, migrateDownTo, migrateToLatest } from '../../app/ServerSchema.ts';

describe('0054_form_def_company', () => {
  it('keeps every form and item through SQLite’s rebuild, and makes a key unique per company instead of everywhere', async () => {
    const handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    try {
      await migrateToLatest(handle);
      await demoSeed(handle, 10).run();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const db = handle.db as any;
      const snapshot = async () => ({
        forms: await db.selectFrom('wf_form_def').select(['id', 'form_key', 'form_name', 'form_router', 'sort', 'create_time']).orderBy('id').execute(),
        items: await db.selectFrom('wf_form_item').selectAll().orderBy('id').execute(),
      });
      const seeded = await snapshot();
      expect(seeded.forms.map((form: { form_key: string }) => form.form_key)).toEqual(['agreementForm', 'reimbursementForm']);

      await migrateDownTo(handle, '0053_definition_state');
      // Before: one key in the whole table.
      await expect(db.insertInto('wf_form_def').values({ form_key: 'agreementForm', form_name: '重复', form_router: 'X', sort: 0, create_time: '2026-11-28 09:00:00' }).execute()).rejects.toThrow();
      expect((await migrateToLatest(handle)).applied).toContain('0054_form_def_company');
      expect(await snapshot()).toEqual(seeded);

      const form = (companyId: number | null, key: string) =>
        db.insertInto('wf_form_def').values({ form_key: key, form_name: key, form_router: 'DesignedForm', sort: 100, create_time: '2026-11-28 09:00:00', company_id: companyId }).execute();
      await form(1, 'leave');
      await form(2, 'leave');
      await expect(form(1, 'leave')).rejects.toThrow();
      // Items still cascade with their form.
      const { id } = await db.selectFrom('wf_form_def').select('id').where('form_key', '=', 'agreementForm').executeTakeFirstOrThrow();
      await db.deleteFrom('wf_form_def').where('id', '=', id).execute();
      expect(await db.selectFrom('wf_form_item').select('id').where('form_id', '=', id).execute()).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
