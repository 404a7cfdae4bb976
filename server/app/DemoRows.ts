import { createContributionPoint } from '../../contracts/workbench/index.ts';
import type { DemoRowSet } from '../db/DemoSeed.ts';

export type { DemoRowSet, DemoSeeding, DemoTransaction } from '../db/DemoSeed.ts';

/**
 * Modules contribute the seed rows of the tables they own — the demo's, and (`essential: true`)
 * those every install needs; server/db's DemoSeed writes each row once, as its ledger records, so
 * an administrator's deletion or change stays. Typically, in a module:
 * `bind.contribute(DemoRows, [{ table: 'todo', after: ['sys_user'], rows: demoTodos, numbered: true }])`.
 */
export const DemoRows = createContributionPoint<DemoRowSet | readonly DemoRowSet[]>('server.demo-rows');
