import { START_VARIABLES, type DeployFormContext } from '../../../contracts/bpmn/DeployFormContext.ts';
// FormVariables alone, not the form layer's index: the definition check and its validator stay out of the designer's chunk.
import { FormVariables } from '../../../contracts/forms/FormVariables.ts';
import type { FormDefinition } from '../../../contracts/forms/FormModel.ts';
import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { FORM_LIST_SIZE, type FormDef } from '../DesignerApi.ts';
import type { FormSummary as DesignedFormSummary } from '../forms/FormDesignApi.ts';
import type { ConditionVariable } from '../panel/ConditionSection.tsx';
import { zhCN } from '../zhCN.ts';

/** The largest page 表单管理's list answers; a company keeps at most 500 designed forms. */
const DESIGNED_PAGE_SIZE = 500;

/**
 * The forms the designer judges a diagram against (issue 23), loaded once per page: every form
 * the 表单 selects offer (`/workflow/formDef/list`: the coded ones and the company's designed
 * ones), which of them are designed (表单管理's list) and, for the designed forms the diagram
 * binds, their definitions (fetched when first bound, kept by id and version). A server without
 * designed forms (表单管理's list refused) makes every form a coded one: bound keys are still
 * checked, conditions are not. Until `load` succeeds there is no context: the diagram is judged
 * alone, as before.
 */
export class DesignerFormCatalog {
  #forms: FormDef[] | null = null;
  readonly #designed = new Map<string, DesignedFormSummary>();
  readonly #definitions = new Map<string, FormDefinition>();

  constructor(private readonly api: ApiClient) {}

  get loaded(): boolean {
    return this.#forms !== null;
  }

  async load(): Promise<void> {
    const { data } = await this.api.get('/workflow/formDef/list', { query: { current: 1, size: FORM_LIST_SIZE }, silent: true });
    try {
      const designed = await this.api.get('/form/design/page', { query: { current: 1, size: DESIGNED_PAGE_SIZE }, silent: true });
      for (const form of designed.data.records) this.#designed.set(form.formKey, form);
    } catch {
      // no 表单管理 on this server (or not for this user): every form is a coded one
    }
    this.#forms = data.records;
  }

  /** Fetches the definitions of the bound designed forms not fetched yet; true when any arrived. */
  async fetchBound(formKeys: readonly string[]): Promise<boolean> {
    const missing = formKeys.map((key) => this.#designed.get(key)).filter((form): form is DesignedFormSummary => !!form && !this.#definitions.has(this.#cacheKey(form)));
    const fetched = await Promise.all(
      missing.map(async (form) => {
        const { data } = await this.api.get('/form/design/{id}', { path: { id: form.id }, silent: true });
        this.#definitions.set(this.#cacheKey(form), data.definition);
      }),
    );
    return fetched.length > 0;
  }

  /** The context of the forms known now; undefined before `load`. A designed form whose definition is not here yet counts as coded. */
  context(): DeployFormContext | undefined {
    if (!this.#forms) return undefined;
    return {
      forms: this.#forms.map((form) => {
        const definition = this.#definitionOf(form.formKey);
        return { formKey: form.formKey, variableNames: definition ? FormVariables.variableNames(definition) : null };
      }),
    };
  }

  /**
   * What 插入字段 offers for a process binding these keys: the fields of its designed forms that
   * set variables (a date range's two ends apart) and what every start supplies; nothing when it
   * binds no designed form whose definition is here.
   */
  variables(formKeys: readonly string[]): ConditionVariable[] {
    const variables: ConditionVariable[] = [];
    for (const key of formKeys) {
      const definition = this.#definitionOf(key);
      if (!definition) continue;
      for (const field of definition.fields) {
        const names = FormVariables.variableNames({ ...definition, fields: [field] });
        for (const name of names) {
          const label = names.length === 1 ? field.label : zhCN.condition.rangeEnd(field.label, name === names[0]);
          if (!variables.some((variable) => variable.name === name)) variables.push({ name, label });
        }
      }
    }
    if (variables.length === 0) return [];
    return [...variables, ...START_VARIABLES.map((name) => ({ name, label: zhCN.condition.startVariables[name] ?? name }))];
  }

  #definitionOf(formKey: string): FormDefinition | undefined {
    const form = this.#designed.get(formKey);
    return form && this.#definitions.get(this.#cacheKey(form));
  }

  #cacheKey(form: DesignedFormSummary): string {
    return `${form.id}@${form.version}`;
  }
}
