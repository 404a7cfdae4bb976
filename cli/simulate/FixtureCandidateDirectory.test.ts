import { describe, expect, it } from 'vitest';
import { FixtureCandidateDirectory } from './FixtureCandidateDirectory.ts';

const scope = { db: null as never };
const MANAGER = '2';
const FINANCE = '4';

describe('the simulation’s demo organisation reads 部门经理 as the server does', () => {
  const directory = FixtureCandidateDirectory.demo();
  const managers = (initiator: string, companyId: number) => directory.usersOfRoles([MANAGER], scope, { variables: { companyId }, initiator });

  it('gives the manager of the initiator’s department, walking up: 张三 (前端组) gets 李四, a member of 总经办 钱一, 林芳 陈静', async () => {
    expect(await managers('2', 1)).toEqual(['3']);
    expect(await managers('1', 1)).toEqual(['10']);
    expect(await managers('12', 2)).toEqual(['11']);
  });

  it('gives nobody when no department up to the company has another manager', async () => {
    expect(await managers('4', 1)).toEqual([]);
    expect(await managers('3', 1)).toEqual([]);
  });

  it('keeps other roles to all their holders in the company', async () => {
    expect(await directory.usersOfRoles([FINANCE, MANAGER], scope, { variables: { companyId: 1 }, initiator: '2' })).toEqual(['4', '3']);
  });
});
