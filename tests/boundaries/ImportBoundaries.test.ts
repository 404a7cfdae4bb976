import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBoundaries, importsOf, readSources } from './ImportBoundaries.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('import boundaries', () => {
  it('hold across the whole repository', () => {
    const files = readSources(root, ['core', 'plugins', 'contracts', 'server', 'cluster', 'cli', 'web']);
    expect(files.length).toBeGreaterThan(10);
    expect(checkBoundaries(files)).toEqual([]);
  });

  it('catch a plugin importing another plugin directly', () => {
    const violations = checkBoundaries([
      { file: 'plugins/messaging/Bell.tsx', text: "import { TaskDrawer } from '../process-centre/TaskDrawer.tsx';" },
      { file: 'plugins/messaging/Ok.tsx', text: "import type { HttpClient } from '../../contracts/workbench/index.ts';" },
    ]);
    expect(violations).toEqual([
      expect.objectContaining({ file: 'plugins/messaging/Bell.tsx', rule: expect.stringContaining('process-centre') }),
    ]);
  });

  it('keep the portal\'s three plugins apart: shell, accounts and workspace meet in contracts/workbench', () => {
    const violations = checkBoundaries([
      { file: 'plugins/workspace/home/UserCard.tsx', text: "import { ScreenLock } from '../../accounts/lock/ScreenLock.ts';" },
      { file: 'plugins/shell/layout/MainLayout.tsx', text: "import { PasswordReminder } from '../../accounts/password/PasswordReminder.tsx';" },
      { file: 'plugins/accounts/login/LoginFrame.tsx', text: "import { zhCN } from '../../shell/zhCN.ts';" },
      { file: 'plugins/workspace/home/UserCard.tsx', text: "import { ScreenLockId } from '../../../contracts/workbench/Accounts.ts';" },
    ]);
    expect(violations.map((v) => [v.file, v.rule])).toEqual([
      ['plugins/workspace/home/UserCard.tsx', expect.stringContaining('插件 workspace 不能直接导入插件 accounts')],
      ['plugins/shell/layout/MainLayout.tsx', expect.stringContaining('插件 shell 不能直接导入插件 accounts')],
      ['plugins/accounts/login/LoginFrame.tsx', expect.stringContaining('插件 accounts 不能直接导入插件 shell')],
    ]);
  });

  it('let only plugin tests reach the composition root, and only to mount the portal\'s three plugins', () => {
    const violations = checkBoundaries([
      { file: 'plugins/accounts/login/LoginPage.test.tsx', text: "import { portalPlugins } from '../../../web/portalPlugins.ts';" },
      { file: 'plugins/workspace/home/testing/renderHome.ts', text: "import { portalPlugins } from '../../../../web/portalPlugins.ts';" },
      { file: 'plugins/accounts/login/LoginPage.tsx', text: "import { portalPlugins } from '../../../web/portalPlugins.ts';" },
      { file: 'plugins/workspace/home/HomePage.test.tsx', text: "import { workbenchPlugins } from '../../../web/workbenchPlugins.ts';" },
    ]);
    expect(violations.map((v) => v.file)).toEqual(['plugins/accounts/login/LoginPage.tsx', 'plugins/workspace/home/HomePage.test.tsx']);
  });

  it('keep inversify in core/di and tapable in core/hooks', () => {
    const violations = checkBoundaries([
      { file: 'plugins/shell/Thing.ts', text: "import { Container } from 'inversify';" },
      { file: 'server/app/Thing.ts', text: "import { SyncHook } from 'tapable';" },
      { file: 'core/di/WorkbenchContainer.ts', text: "import { Container } from 'inversify';" },
      { file: 'core/hooks/Hooks.ts', text: "import { SyncHook } from 'tapable';" },
    ]);
    expect(violations.map((v) => v.file)).toEqual(['plugins/shell/Thing.ts', 'server/app/Thing.ts']);
  });

  it('keep the kernel free of features and the server apart from browser plugins', () => {
    const violations = checkBoundaries([
      { file: 'core/http/Client.ts', text: "export { x } from '../../plugins/shell/index.ts';" },
      { file: 'server/app/App.ts', text: "const p = import('../../plugins/accounts/index.ts');" },
      { file: 'plugins/accounts/Login.tsx', text: "import type { Db } from '../../server/db/Database.ts';" },
    ]);
    expect(violations.map((v) => v.file)).toEqual(['core/http/Client.ts', 'server/app/App.ts', 'plugins/accounts/Login.tsx']);
  });

  it('keep the contracts free of our code: hook views are the plugin API\'s own types', () => {
    const violations = checkBoundaries([
      { file: 'contracts/workbench/Messaging.ts', text: "import type { SyncHook } from '../../core/hooks/Hooks.ts';" },
      { file: 'contracts/bpmn/DeployCheck.ts', text: "import { zhCN } from '../../server/engine/zhCN.ts';" },
      { file: 'contracts/workbench/Portal.ts', text: "import type { AsyncBailTap } from './HookTaps.ts';" },
      { file: 'contracts/bpmn/DeployCheck.test.ts', text: "import { x } from '../setup/Thing.ts';" },
    ]);
    expect(violations.map((v) => v.file)).toEqual(['contracts/workbench/Messaging.ts', 'contracts/bpmn/DeployCheck.ts']);
  });

  it('keep the designed-form layer runnable in the browser, the CLI and the server: no package, no Node API', () => {
    const violations = checkBoundaries([
      { file: 'contracts/forms/FormValueCheck.ts', text: "import { RichTextDocumentCheck } from '../richtext/RichTextDocumentCheck.ts';\nimport type { components } from '../generated/form.ts';" },
      { file: 'contracts/forms/FormDefinitionCheck.ts', text: "import { validate } from '../generated/form.FormDefinition.validator.ts';\nimport type { FormFieldSetting } from '../bpmn/RongheExtension.ts';" },
      { file: 'contracts/forms/FormDates.ts', text: "import dayjs from 'dayjs';" },
      { file: 'contracts/forms/FormFiles.ts', text: "import { readFileSync } from 'node:fs';" },
      { file: 'contracts/forms/FormRules.ts', text: "import { DeployCheck } from '../bpmn/DeployCheck.ts';" },
      { file: 'contracts/forms/FormAuth.ts', text: "import type { components } from '../generated/auth.ts';" },
      { file: 'contracts/forms/FormValueCheck.test.ts', text: "import { readFileSync } from 'node:fs';\nimport { it } from 'vitest';" },
    ]);
    expect(violations.map((v) => v.file)).toEqual(['contracts/forms/FormDates.ts', 'contracts/forms/FormFiles.ts', 'contracts/forms/FormRules.ts', 'contracts/forms/FormAuth.ts']);
  });

  it('keep the engine free of HTTP, the server\'s database module and other modules', () => {
    const violations = checkBoundaries([
      { file: 'server/engine/store/KyselyEngineStore.ts', text: "import { QueryTemplate } from '../../db/QueryTemplate.ts';" },
      { file: 'server/engine/ProcessEngine.ts', text: "import { ApiError } from '../app/ApiError.ts';" },
      { file: 'server/engine/CandidateResolver.ts', text: "import { OrgDirectory } from '../modules/org/OrgDirectory.ts';" },
      { file: 'server/engine/store/EngineTables.ts', text: "import { RowStatements } from '../../kysely/RowStatements.ts';" },
      { file: 'server/engine/ProcessEngine.ts', text: "import { tapOnly } from '../../core/hooks/Hooks.ts';\nimport { DeployCheck } from '../../contracts/bpmn/DeployCheck.ts';" },
    ]);
    expect(violations.map((v) => v.specifier)).toEqual(['../../db/QueryTemplate.ts', '../app/ApiError.ts', '../modules/org/OrgDirectory.ts']);
  });

  it('keep the database layer free of the server modules: they contribute their tables, migrations and demo rows', () => {
    const violations = checkBoundaries([
      { file: 'server/db/Migrations.ts', text: "import { reimbursementMigration } from '../modules/reimbursement/ReimbursementMigration.ts';" },
      { file: 'server/db/DemoSeed.ts', text: "import { demoUsers } from '../modules/org/OrgDemoRows.ts';" },
      { file: 'server/db/Database.ts', text: "import type { DatabaseSchema } from '../app/DatabaseSchema.ts';" },
      { file: 'server/db/Migrations.ts', text: "import { initialMigration } from './migrations/0001_initial.ts';" },
      { file: 'server/db/migrations/0011_disk.test.ts', text: "import { demoSeed } from '../../app/ServerSchema.ts';" },
      { file: 'server/db/DemoSeed.test.ts', text: "import { orgDemoRows } from '../modules/org/OrgDemoRows.ts';" },
      { file: 'server/modules/org/OrgModule.ts', text: "import { DemoRows } from '../../contracts/host.ts';\nimport type { Db } from '../../db/Database.ts';" },
    ]);
    expect(violations.map((v) => v.specifier)).toEqual(['../modules/reimbursement/ReimbursementMigration.ts', '../modules/org/OrgDemoRows.ts', '../app/DatabaseSchema.ts', '../modules/org/OrgDemoRows.ts']);
  });

  it('keep the cluster launcher and the product apart: the launcher runs built servers, only tests use its modules', () => {
    const violations = checkBoundaries([
      { file: 'cluster/ClusterLauncher.ts', text: "import { loadServerConfig } from '../server/app/ServerConfig.ts';" },
      { file: 'server/main.ts', text: "import { ServerInstance } from '../cluster/ServerInstance.ts';" },
      { file: 'tests/setup/PostgresServer.ts', text: "import { PostgresCluster } from '../../cluster/PostgresCluster.ts';" },
      { file: 'cluster/ClusterLauncher.ts', text: "import { LoadBalancer } from './LoadBalancer.ts';" },
      { file: 'cluster/RabbitMqNode.ts', text: "import { freePort } from '../tests/setup/PostgresServer.ts';" },
      { file: 'tests/bench/live.bench.mjs', text: "const { RabbitMqNode } = await import('../../dist/node/cluster/RabbitMqNode.js');" },
      { file: 'server/app/ServerConfig.ts', text: "const { RabbitMqNode } = await import('../../dist/node/cluster/RabbitMqNode.js');" },
    ]);
    expect(violations.map((v) => v.file)).toEqual(['cluster/ClusterLauncher.ts', 'server/main.ts', 'cluster/RabbitMqNode.ts', 'server/app/ServerConfig.ts']);
  });

  it('keep the CLI off the server\'s demo rows and modules', () => {
    const violations = checkBoundaries([
      { file: 'cli/simulate/FixtureCandidateDirectory.ts', text: "import { demoUsers } from '../../server/modules/org/OrgDemoRows.ts';" },
      { file: 'cli/remote/Thing.ts', text: "import { TokenGrants } from '../../server/modules/auth/TokenGrants.ts';" },
      { file: 'cli/commands/ServeCommand.ts', text: "import { buildServer } from '../../server/app/Server.ts';" },
      { file: 'cli/simulate/ProcessSimulation.ts', text: "import { ProcessEngine } from '../../server/engine/index.ts';" },
    ]);
    expect(violations.map((v) => v.file)).toEqual(['cli/simulate/FixtureCandidateDirectory.ts', 'cli/remote/Thing.ts']);
  });

  it('read every form of import', () => {
    expect(
      importsOf(`import a from 'a';\nimport type { B } from "b";\nexport * from './c.ts';\nconst d = import('./d.ts');\nimport './e.css';`),
    ).toEqual(['a', 'b', './c.ts', './d.ts', './e.css']);
  });
});
