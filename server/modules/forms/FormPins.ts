import type { Kysely } from 'kysely';
import type { Clock } from '../../contracts/host.ts';
import type { ProcessDeployedEvent } from '../../contracts/workflow.ts';
import type { DatabaseSchema, Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { FormsSchema } from './FormsTables.ts';

/** The browser component of designed forms (the workflow's FormRegistry registers them so). */
const DESIGNED_FORM_ROUTER = 'DesignedForm';

/** A definition's designed form: which form and which of its versions. */
export interface FormPin {
  formId: number;
  version: number;
}

/**
 * Deploy pins: each deploy binds the designed forms it names at their latest version, written
 * in the deploy's transaction (the workflow's `deployed` hook). A definition never changes, so
 * neither does its pin: editing a form affects the next deploy only, and every instance reads
 * the version its definition was deployed with.
 */
export class FormPins {
  private readonly db: Kysely<DatabaseSchema & FormsSchema>;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.db = db.withTables<FormsSchema>();
  }

  async record(event: ProcessDeployedEvent): Promise<void> {
    const tx = event.db.withTables<FormsSchema>();
    for (const form of event.forms) {
      if (form.formRouter !== DESIGNED_FORM_ROUTER) continue;
      const latest = await tx
        .selectFrom('form_version')
        .select((eb) => eb.fn.max('version').as('version'))
        .where('form_id', '=', form.formId)
        .where('company_id', '=', event.companyId)
        .executeTakeFirst();
      if (latest?.version === null || latest?.version === undefined) continue;
      await tx
        .insertInto('form_pin')
        .values({
          proc_def_id: event.procDefId,
          form_key: form.formKey,
          form_id: form.formId,
          version: Number(latest.version),
          company_id: event.companyId,
          proc_def_key: event.procDefKey,
          process_name: event.processName,
          create_time: DisplayTime.format(this.clock.now()),
        })
        .execute();
    }
  }

  async pinOf(procDefId: string, formKey: string): Promise<FormPin | undefined> {
    const row = await this.db.selectFrom('form_pin').select(['form_id', 'version']).where('proc_def_id', '=', procDefId).where('form_key', '=', formKey).executeTakeFirst();
    return row && { formId: row.form_id, version: row.version };
  }
}
