import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSources } from './ImportBoundaries.ts';
import { checkTableOwnership, tableOwners, tablesReferenced } from './TableOwnership.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const declarations = [
  { file: 'server/modules/org/OrgTables.ts', text: 'export interface OrgTables {\n  sys_user: SysUserTable;\n  dept: DeptTable;\n}' },
  { file: 'server/modules/todos/TodoTables.ts', text: 'export interface TodoTables {\n  todo: TodoTable;\n}' },
  { file: 'server/engine/store/EngineTables.ts', text: 'export type EngineDatabase = {\n  wf_task: WfTaskTable;\n};' },
];

describe('table ownership', () => {
  it('holds across the server: no module reads another module’s tables', () => {
    const files = readSources(root, ['server']);
    const owners = tableOwners(files);
    // Every table the migrations create has an owner.
    expect([...owners.keys()]).toEqual(expect.arrayContaining(['sys_user', 'todo', 'message', 'wf_task', 'wf_instance_scope', 'agreement_form', 'sys_file', 'oauth_token']));
    expect(checkTableOwnership(files, owners)).toEqual([]);
  });

  it('finds the tables of Kysely calls and of raw SQL', () => {
    const text = "db.selectFrom('todo as d').innerJoin(\"dept\", 'x', 'y'); sql`select 1 from sys_user u join wf_task t on 1 = 1`";
    expect(tablesReferenced(text)).toEqual(['todo', 'dept', 'sys_user', 'wf_task']);
  });

  it('catches a module reading another module’s table, and lets it read its own', () => {
    const violations = checkTableOwnership([
      ...declarations,
      { file: 'server/modules/todos/TodoWriter.ts', text: "db.selectFrom('todo').execute(); db.selectFrom('sys_user').select('chinese_name')" },
      { file: 'server/modules/org/OrgDirectory.ts', text: "db.selectFrom('sys_user').innerJoin('dept', 'a', 'b')" },
      { file: 'server/modules/todos/TodoWriter.test.ts', text: "db.selectFrom('sys_user')" },
    ]);
    expect(violations).toEqual([expect.objectContaining({ file: 'server/modules/todos/TodoWriter.ts', table: 'sys_user', owner: 'org' })]);
  });

  it('lets the workflow module read the engine’s tables, and keeps the engine to its own', () => {
    const violations = checkTableOwnership([
      ...declarations,
      { file: 'server/modules/workflow/TaskHolders.ts', text: "db.selectFrom('wf_task')" },
      { file: 'server/modules/todos/Audit.ts', text: "db.selectFrom('wf_task')" },
      { file: 'server/engine/store/Store.ts', text: "db.selectFrom('wf_task'); db.selectFrom('todo')" },
    ]);
    expect(violations.map((v) => `${v.file} ${v.table}`)).toEqual(['server/modules/todos/Audit.ts wf_task', 'server/engine/store/Store.ts todo']);
  });

  it('refuses a table two owners declare', () => {
    expect(() => tableOwners([...declarations, { file: 'server/modules/messages/MessageTables.ts', text: 'export interface MessageTables {\n  todo: TodoTable;\n}' }])).toThrow('todo');
  });
});
