import type { DeployFormContext } from '../../../contracts/bpmn/DeployFormContext.ts';
import { FormVariables } from '../../../contracts/forms/FormVariables.ts';
import type { DeployFormContexts } from '../../contracts/workflow.ts';
import type { DesignedFormDefinitions } from '../../contracts/forms.ts';
import type { FormCatalog } from './FormCatalog.ts';

/**
 * The forms a company's process may bind, for the deploy rules (issue 23): the catalogue's
 * forms the company sees (wf_form_def: the coded ones every company has, its own designed
 * ones), and for each designed one the variables of its latest version — the version a deploy
 * now pins — from the forms module (DesignedFormDefinitionsId). A designed form whose
 * definition the forms module does not answer counts as one whose variables are unknown, so
 * its process's conditions are not judged rather than wrongly refused.
 */
export class CompanyFormContexts implements DeployFormContexts {
  constructor(
    private readonly catalog: FormCatalog,
    private readonly designed: DesignedFormDefinitions | undefined,
  ) {}

  async contextFor(companyId: number, formKeys: readonly string[]): Promise<DeployFormContext> {
    const known = await this.catalog.byKeys(formKeys, companyId);
    const designedKeys = [...known.values()].filter((form) => form.company_id !== null).map((form) => form.form_key);
    const definitions = this.designed && designedKeys.length > 0 ? await this.designed.latest(companyId, designedKeys) : new Map();
    return {
      forms: [...known.values()].map((form) => {
        const definition = form.company_id !== null ? definitions.get(form.form_key) : undefined;
        return { formKey: form.form_key, variableNames: definition ? FormVariables.variableNames(definition) : null };
      }),
    };
  }
}
