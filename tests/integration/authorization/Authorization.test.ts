import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenApiCatalog } from '../../../contracts/openapi/OpenApiCatalog.ts';
import { AUTHORIZATION_EXPECTATIONS, type Cell, type Outcome } from './AuthorizationExpectations.ts';
import { AuthorizationWorld, IDENTITIES, type AuthorizationRequest, type Identity } from './AuthorizationWorld.ts';

const catalog = OpenApiCatalog.load();
const operations = catalog.operations().map((operation) => ({ key: `${operation.method} ${operation.path}`, operation }));

function matches(outcome: Outcome, status: number): boolean {
  switch (outcome) {
    case 'ok':
      return status >= 200 && status < 300;
    case 'passes':
      return (status >= 200 && status < 300) || status === 400;
    case 'refused':
      return status === 403 || status === 404;
    default:
      return status === outcome;
  }
}

const outcomeOf = (cell: Cell): Outcome => (typeof cell === 'object' ? cell.is : cell);
const pendingOf = (cell: Cell) => (typeof cell === 'object' ? cell.pendingOn : undefined);

/**
 * The refused callers first, the owner last: a refusal must change nothing, so the owner's
 * request still finds what it names (a to-do to complete, a task to hand on).
 */
const ORDER: readonly Identity[] = ['noToken', 'garbageToken', 'loggedOutToken', 'foreignCompany', 'otherCompanyUser', 'otherUser', 'nonAdmin', 'owner'];

describe('the expectation table covers the contracts exactly', () => {
  it('has an entry for every contract operation (a new operation needs its expectations written down)', () => {
    const missing = operations.map((o) => o.key).filter((key) => !(key in AUTHORIZATION_EXPECTATIONS));
    expect(missing).toEqual([]);
  });

  it('has no entry for an operation the contracts do not have', () => {
    const known = new Set(operations.map((o) => o.key));
    expect(Object.keys(AUTHORIZATION_EXPECTATIONS).filter((key) => !known.has(key))).toEqual([]);
  });

  it('writes down every identity for every operation, and refuses the token-less callers of every non-public one', () => {
    expect([...ORDER].sort()).toEqual([...IDENTITIES].sort());
    for (const { key, operation } of operations) {
      const outcomes = AUTHORIZATION_EXPECTATIONS[key]?.outcomes ?? {};
      expect(Object.keys(outcomes).sort(), key).toEqual([...IDENTITIES].sort());
      if (operation.auth !== 'public') {
        for (const identity of ['noToken', 'garbageToken', 'loggedOutToken'] as const) expect(outcomeOf(outcomes[identity]), `${key} ${identity}`).toBe(401);
      }
      if (operation.auth === 'admin') expect(outcomeOf(outcomes.nonAdmin), `${key} nonAdmin`).toBe(403);
      // A declared permission (issue 22 §2) refuses those who lack it: 张三 and 王五 hold none of the operations' permissions.
      if (operation.permission !== null) {
        expect(outcomeOf(outcomes.nonAdmin), `${key} nonAdmin lacks ${operation.permission}`).toBe(403);
        expect(outcomeOf(outcomes.otherUser), `${key} otherUser lacks ${operation.permission}`).toBe(403);
      }
    }
  });
});

describe('who may call each operation', () => {
  let world: AuthorizationWorld;

  beforeAll(async () => {
    world = await AuthorizationWorld.start();
  });
  afterAll(() => world?.close());

  for (const { key, operation } of operations) {
    const expectation = AUTHORIZATION_EXPECTATIONS[key];
    if (!expectation) continue;

    if (expectation.notServedYet) {
      it(`${key}: not served yet (every caller gets 404 until a module serves it; then drop notServedYet)`, async () => {
        const served = world.api.server.app.hasRoute({ method: operation.method, url: operation.path.replace(/\{([^}]+)\}/g, ':$1') });
        expect(served, `${key} is served now: drop notServedYet so its outcomes are checked`).toBe(false);
      });
      continue;
    }

    describe(key, () => {
      let request: AuthorizationRequest;
      beforeAll(async () => {
        request = await expectation.request(world);
      });

      for (const identity of ORDER) {
        const cell = expectation.outcomes[identity];
        const outcome = outcomeOf(cell);
        const pending = pendingOf(cell);
        // 张三 is both the owner and a non-admin: his answer as owner is his answer as non-admin.
        if (identity === 'nonAdmin' && expectation.by === 'zhangsan') {
          it(`nonAdmin: the owner’s answer (${String(outcomeOf(expectation.outcomes.owner))})`, () => {
            expect(outcome).toBe(outcomeOf(expectation.outcomes.owner));
          });
          continue;
        }
        const title = `${identity}: ${String(outcome)}${pending ? ` (pending on ${pending})` : ''}`;
        const check = async () => {
          const { token, headers } = await world.credentials(identity, expectation.by, expectation.freshSessions === true);
          const answer = await world.send(request, token, headers, operation.method);
          expect(matches(outcome, answer.statusCode), `${key} as ${identity}: ${answer.statusCode} ${answer.body.slice(0, 200)}`).toBe(true);
          // Whatever the answer, never a stack trace or a 500.
          expect(answer.statusCode).toBeLessThan(500);
        };
        // A cell another branch makes true is expected to fail until that branch is merged.
        if (pending) it.fails(title, check);
        else it(title, check);
      }
    });
  }

  // Issue 22 §2, derived from the contracts: whoever holds an operation's x-ronghe-permission in the current company is let through.
  describe('the holders of each operation’s declared permission', () => {
    const WANGWU = 4;
    const TECH = 1;
    const EDU = 2;
    let serial = 0;
    /** 王五 is given a role of 融合科技 holding just this permission, granted in `company`; answers a way to take it back. */
    const grant = async (permission: string, company: number) => {
      const db = world.api.server.database.db;
      const code = `AUTHZ_PERMISSION_${++serial}`;
      const { id } = await db
        .insertInto('role')
        .values({ role_name: `权限持有${serial}`, role_code: code, role_desc: null, company_id: TECH, create_time: '2026-11-28 09:00:00' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('role_permission').values({ role_id: id, permission }).execute();
      await db.insertInto('user_role').values({ user_id: WANGWU, role_id: id, company_id: company }).execute();
      return async () => {
        await db.deleteFrom('user_role').where('role_id', '=', id).execute();
        await db.deleteFrom('role_permission').where('role_id', '=', id).execute();
        await db.deleteFrom('role').where('id', '=', id).execute();
      };
    };

    for (const { key, operation } of operations.filter((o) => o.operation.permission !== null)) {
      const permission = operation.permission!;
      it(`${key}: 王五 holding ${permission} in 融合科技 is let through; granted in another company it opens nothing`, async () => {
        const expectation = AUTHORIZATION_EXPECTATIONS[key];
        const token = await world.token('wangwu');
        const elsewhere = await grant(permission, EDU);
        try {
          const refused = await world.send(await expectation.request(world), token, {}, operation.method);
          expect(refused.statusCode, `${key} granted in 融合教育集团: ${refused.body.slice(0, 200)}`).toBe(403);
        } finally {
          await elsewhere();
        }
        const revoke = await grant(permission, TECH);
        try {
          const answer = await world.send(await expectation.request(world), token, {}, operation.method);
          expect([401, 403], `${key} as a holder of ${permission}: ${answer.statusCode} ${answer.body.slice(0, 200)}`).not.toContain(answer.statusCode);
          expect(answer.statusCode).toBeLessThan(500);
        } finally {
          await revoke();
        }
      });
    }
  });
});
