import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/Database.ts';
import type { Principal } from '../../contracts/host.ts';
import type { AuditSchema } from './AuditTables.ts';
import { DbAuditTrail } from './DbAuditTrail.ts';
import { migrateToLatest } from '../../app/ServerSchema.ts';

const admin: Principal = { userId: 1, username: 'admin', companyId: 1, sessionId: 9, status: '0', roles: [3], companyAdmin: 1, admin: true };
const clock = { now: () => Date.UTC(2026, 10, 26, 2, 30, 0) };

describe('the audit trail', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    await migrateToLatest(handle);
  });
  afterEach(() => handle.close());

  const rows = () => handle.db.withTables<AuditSchema>().selectFrom('audit_log').selectAll().execute();

  it('records who did what to which thing, when and from where', async () => {
    await new DbAuditTrail(clock).record(handle.db, { principal: admin, address: '10.0.0.8', userAgent: 'Chromium' }, {
      subject: 'dept',
      subjectId: '12',
      action: 'create',
      summary: '新建部门「研发二部」',
      changes: { name: { to: '研发二部' } },
    });
    expect(await rows()).toMatchObject([
      { user_id: 1, username: 'admin', company_id: 1, address: '10.0.0.8', user_agent: 'Chromium', subject: 'dept', subject_id: '12', action: 'create', summary: '新建部门「研发二部」', changes: '{"name":{"to":"研发二部"}}' },
    ]);
    expect((await rows())[0].happened_at).toMatch(/^2026-11-26 \d\d:30:00$/);
  });

  it('keeps a failed login with the account typed and no user', async () => {
    await new DbAuditTrail(clock).record(handle.db, { principal: null, username: 'nobody', address: '10.0.0.9' }, { subject: 'login', subjectId: 'nobody', action: 'loginFailed', summary: '登录失败' });
    expect(await rows()).toMatchObject([{ user_id: null, username: 'nobody', company_id: null, changes: null }]);
  });

  it('never writes a password or a code, and cuts what is too long rather than losing the entry', async () => {
    await new DbAuditTrail(clock).record(handle.db, { principal: admin, address: '10.0.0.8' }, {
      subject: 'user',
      subjectId: '7',
      action: 'resetPassword',
      summary: '重'.repeat(600),
      changes: { password: { from: 'old', to: 'Secret@2026' } },
    });
    const [row] = await rows();
    expect(row.changes).toBe('{"password":{"from":"***","to":"***"}}');
    expect(row.summary).toHaveLength(500);
  });

  it('is written in the caller’s transaction: a change rolled back leaves no entry', async () => {
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await new DbAuditTrail(clock).record(trx, { principal: admin, address: '10.0.0.8' }, { subject: 'tag', subjectId: '3', action: 'delete', summary: '删除标签' });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await rows()).toEqual([]);
  });
});
