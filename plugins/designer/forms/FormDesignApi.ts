import type { components as AdminComponents } from '../../../contracts/generated/admin.ts';
import type { components } from '../../../contracts/generated/form.ts';

type FormSchemas = components['schemas'];

export type FormDefinition = FormSchemas['FormDefinition'];
export type FormField = FormSchemas['FormField'];
export type FormFieldType = FormSchemas['FormFieldType'];
export type FormOption = FormSchemas['FormOption'];
export type FormSummary = FormSchemas['FormSummary'];
export type FormDetail = FormSchemas['FormDetail'];
export type FormVersionSummary = FormSchemas['FormVersionSummary'];
export type FormVersionDetail = FormSchemas['FormVersionDetail'];
export type FormCopyRequest = FormSchemas['FormCopyRequest'];
/** The contract leaves `definition` open (the server's FormDefinitionCheck judges it); the designer sends a FormDefinition. */
export type FormCreateRequest = Omit<FormSchemas['FormCreateRequest'], 'definition'> & { definition: FormDefinition };
export type FormUpdateRequest = Omit<FormSchemas['FormUpdateRequest'], 'definition'> & { definition: FormDefinition };
/** The file 导出 writes and 导入 reads (`<formKey>.form.json`), also `ronghe lint --form`'s. */
export type FormExport = Omit<FormSchemas['FormExport'], 'definition'> & { definition: FormDefinition };

// The calls of 表单管理 and the form designer go through the typed client (contracts/workbench/ApiClient.ts)
// with form.yaml's paths (tag formDesign; admin-only) and admin.yaml's /admin/dict/types, the platform's
// dictionaries offered as a choice field's 字典 (refused to some process administrators, then typed).
export type DictType = AdminComponents['schemas']['DictType'];

/** The server's rule for a form key (server/modules/forms): what a process binds the form by. */
export const FORM_KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]*$/;
export const FORM_KEY_MAX = 64;
export const FORM_NAME_MAX = 50;

// The pages' paths sit with the designer's other paths: the plugin's registration (in the entry
// chunk) reads them there without pulling this API table in.
export { FORM_DESIGNER_PATH, FORM_LIST_PATH } from '../DesignerApi.ts';
import { FORM_DESIGNER_PATH } from '../DesignerApi.ts';

/** The designer on a form (no id: a new one). */
export function formDesignerUrl(id?: number): string {
  return id === undefined ? FORM_DESIGNER_PATH : `${FORM_DESIGNER_PATH}?id=${id}`;
}

