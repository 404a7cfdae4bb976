import type { components as formComponents } from '../../contracts/generated/form.ts';
import { createServiceId } from '../../contracts/workbench/index.ts';
import type { SelectQueryBuilder } from 'kysely';
import type { DatabaseSchema, Db } from '../db/Database.ts';

type FormDefinition = formComponents['schemas']['FormDefinition'];

/**
 * The titles business forms give their instances (provided by the forms module: a designed
 * form's titleField), as a subquery the process-centre lists join on the business key.
 */
export interface InstanceTitles {
  titleRows(companyId: number): SelectQueryBuilder<DatabaseSchema, never, { business_key: string; title: string | null }>;
}

export const InstanceTitlesId = createServiceId<InstanceTitles>('server.forms.InstanceTitles');

/**
 * The company's designed forms' definitions (provided by the forms module), for what reads a
 * bound form's fields outside it: the deploy rules' context (CompanyFormContexts).
 */
export interface DesignedFormDefinitions {
  /** The latest version's definition of each key that names a designed form of the company. `db`: a caller's transaction. */
  latest(companyId: number, formKeys: readonly string[], db?: Db): Promise<Map<string, FormDefinition>>;
}

export const DesignedFormDefinitionsId = createServiceId<DesignedFormDefinitions>('server.forms.DesignedFormDefinitions');
