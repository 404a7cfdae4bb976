import type { FormDefinition } from '../../contracts/forms/FormModel.ts';
import { CommandFailure } from '../CommandFailure.ts';
import { ExitCode } from '../ExitCode.ts';
import { zhCN } from '../zhCN.ts';
import type { RongheApiClient } from './RongheApiClient.ts';

/** A designed form as 表单管理 lists it (contracts/openapi/form.yaml FormSummary). */
export interface DesignedFormSummary {
  id: number;
  formKey: string;
  formName: string;
  version: number;
}

/** A designed form with its latest definition (FormDetail). */
export interface DesignedFormDetail extends DesignedFormSummary {
  definition: FormDefinition;
}

/** A designed form as a file (FormExport): what 导出 answers, 导入 and `ronghe lint --form` read. */
export interface DesignedFormExport {
  formKey: string;
  formName: string;
  definition: unknown;
}

/** The largest page 表单管理's list answers; a company keeps at most 500 designed forms. */
const PAGE_SIZE = 500;

/**
 * 表单管理's calls of contracts/openapi/form.yaml (the forms module): the company's designed
 * forms, creating or saving one by key, and exporting one. Each answers undefined in a dry run.
 */
export class FormApi {
  #forms: Promise<DesignedFormSummary[]> | undefined;

  constructor(private readonly client: RongheApiClient) {}

  /**
   * The company's designed forms; none on a server without 表单管理 (404). In a dry run the
   * request is planned and the answer unknown: none.
   */
  designed(): Promise<DesignedFormSummary[]> {
    this.#forms ??= this.client
      .get<{ records: DesignedFormSummary[] }>('/form/design/page', { current: 1, size: PAGE_SIZE }, zhCN.remote.readingForms)
      .then((page) => page?.records ?? [])
      .catch((error: unknown) => {
        if (error instanceof CommandFailure && error.exitCode === ExitCode.notFound) return [];
        throw error;
      });
    return this.#forms;
  }

  /**
   * Saves a form by key: a new version of the company's form with that key (the server keeps
   * the version when the definition is unchanged), else a new form. Answers what the server
   * stored, and whether it was created.
   */
  async save(form: { formKey: string; formName: string | null; definition: unknown }): Promise<{ saved: DesignedFormDetail | undefined; created: boolean }> {
    const existing = (await this.designed()).find((candidate) => candidate.formKey === form.formKey);
    if (existing) {
      const body = { formName: form.formName ?? existing.formName, definition: form.definition };
      return { saved: await this.client.put<DesignedFormDetail>(`/form/design/${existing.id}`, body, zhCN.remote.savingForm(form.formKey)), created: false };
    }
    const body = { formKey: form.formKey, formName: form.formName ?? form.formKey, definition: form.definition };
    return { saved: await this.client.post<DesignedFormDetail>('/form/design', body, zhCN.remote.savingForm(form.formKey)), created: true };
  }

  /** The export of the company's designed form with that key, or undefined when the key names none (a coded form). */
  async export(formKey: string): Promise<DesignedFormExport | undefined> {
    const form = (await this.designed()).find((candidate) => candidate.formKey === formKey);
    if (!form) return undefined;
    return this.client.get<DesignedFormExport>(`/form/design/${form.id}/export`, {}, zhCN.remote.exportingForm(formKey));
  }
}
