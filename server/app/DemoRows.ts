import { createContributionPoint } from '../../contracts/workbench/index.ts';
import type { DemoRowSet } from '../db/DemoSeed.ts';

export type { DemoRowSet, DemoSeeding, DemoTransaction } from '../db/DemoSeed.ts';

/**
 * Modules contribute the demo rows of the tables they own; server/db's DemoSeed inserts what is
 * missing on every start. Typically, in a module:
 * `bind.contribute(DemoRows, [{ table: 'todo', after: ['sys_user'], rows: demoTodos, numbered: true }])`.
 */
export const DemoRows = createContributionPoint<DemoRowSet | readonly DemoRowSet[]>('server.demo-rows');
