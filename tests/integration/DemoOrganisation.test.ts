import { describe, expect, it } from 'vitest';
import type { UserFixture } from '../../cli/simulate/FixtureCandidateDirectory.ts';
import { demoDepts, demoMemberships, demoUserRoles, demoUsers } from '../../server/modules/org/OrgDemoRows.ts';
import { DEPARTMENT_MANAGER_ROLE } from '../../server/modules/org/OrgCandidateDirectory.ts';

/** The reference server's demo organisation in the shape of a `ronghe simulate --users` file. */
function demoOrganisation(): UserFixture {
  return {
    departments: demoDepts.map((dept) => ({ id: String(dept.id), parent: dept.parent_id ? String(dept.parent_id) : null, name: dept.name })),
    users: demoUsers.map((user) => {
      const memberships = demoMemberships.filter((m) => m.user_id === user.id);
      const sort = memberships[0]?.sort ?? undefined;
      return {
        id: String(user.id),
        name: user.chinese_name ?? user.username,
        active: user.status === '0',
        departments: memberships.map((m) => String(m.dept_id)),
        companies: memberships.map((m) => String(m.company_id)),
        // The fixture's roles hold in every company of the user's; the demo's grants are per company but no user holds one role in one company only and not the other.
        roles: [...new Set(demoUserRoles.filter((r) => r.user_id === user.id).map((r) => String(r.role_id)))],
        ...(sort === undefined ? {} : { sort }),
      };
    }),
    departmentManagerRole: String(DEPARTMENT_MANAGER_ROLE),
  };
}

describe('the CLI\'s demo organisation (ronghe simulate --users demo)', () => {
  // The CLI does not import the server's demo rows; it carries this copy, written from them.
  // After changing the demo organisation, `npx vitest run tests/integration/DemoOrganisation.test.ts -u`.
  it('is the reference server\'s demo organisation', async () => {
    const source = [
      '// Written by tests/integration/DemoOrganisation.test.ts from the reference server\'s demo rows; do not edit.',
      "import type { UserFixture } from './FixtureCandidateDirectory.ts';",
      '',
      `export const demoOrganisation: UserFixture = ${JSON.stringify(demoOrganisation(), null, 2)};`,
      '',
    ].join('\n');
    await expect(source).toMatchFileSnapshot('../../cli/simulate/DemoOrganisation.ts');
  });
});
