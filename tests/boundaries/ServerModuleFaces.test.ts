import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSources } from './ImportBoundaries.ts';
import { checkModuleFaces, moduleImports, PENDING_MODULE_IMPORTS } from './ServerModuleFaces.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('server modules with a face', () => {
  it('hold across the server: a module imports its own folder, the shared layers and (workflow) the engine', () => {
    const files = readSources(root, ['server/modules', 'server/db']);
    expect(files.length).toBeGreaterThan(100);
    expect(checkModuleFaces(files)).toEqual([]);
  });

  it('list as pending only imports that still exist, so the list only shrinks', () => {
    const found = new Set(moduleImports(readSources(root, ['server/modules'])));
    expect(PENDING_MODULE_IMPORTS.filter((entry) => !found.has(entry))).toEqual([]);
  });

  it('catch a module reaching into another module, the host or the engine, and a migration importing the engine', () => {
    const violations = checkModuleFaces([
      { file: 'server/modules/todos/TodoDemoRows.ts', text: "import { COMPANY_TECH } from '../org/OrgDemoRows.ts';" },
      { file: 'server/modules/forms/FormsModule.ts', text: "import { ServerConfigId } from '../../app/ServerConfig.ts';" },
      { file: 'server/modules/messages/WorkflowMessageWriter.ts', text: "import type { TaskEvent } from '../../engine/index.ts';" },
      { file: 'server/modules/demoself/AgreementProcess.ts', text: "import { AGREEMENT_FORM_KEY } from './AgreementFormRows.ts';" },
      { file: 'server/modules/todos/TodoDemoRows.ts', text: "import { COMPANY_TECH } from '../../contracts/org.ts';\nimport { DemoRows } from '../../contracts/host.ts';" },
      { file: 'server/modules/workflow/WorkflowModule.ts', text: "import { ProcessEngine } from '../../engine/index.ts';" },
      { file: 'server/modules/files/FileRoutes.ts', text: "import { ApiError } from '../../http/ApiError.ts';\nimport { RowStatements } from '../../kysely/RowStatements.ts';" },
      { file: 'server/modules/org/OrgDemoRows.test.ts', text: "import { demoSeed } from '../../app/ServerSchema.ts';" },
      { file: 'server/db/migrations/0006_definition_tenants.ts', text: "import { EngineTenantMigration } from '../../engine/EngineTenantMigration.ts';" },
      { file: 'server/db/migrations/0006_definition_tenants.test.ts', text: "import { EngineMigration } from '../../engine/EngineMigration.ts';" },
    ]);
    expect(violations.map((v) => `${v.file} ${v.specifier}`)).toEqual([
      'server/modules/todos/TodoDemoRows.ts ../org/OrgDemoRows.ts',
      'server/modules/forms/FormsModule.ts ../../app/ServerConfig.ts',
      'server/modules/messages/WorkflowMessageWriter.ts ../../engine/index.ts',
      'server/db/migrations/0006_definition_tenants.ts ../../engine/EngineTenantMigration.ts',
    ]);
  });
});
