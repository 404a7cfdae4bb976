import type { components } from '../../../contracts/generated/form.ts';

type FormSchemas = components['schemas'];

export type FormDefinition = FormSchemas['FormDefinition'];
export type FormField = FormSchemas['FormField'];
export type FormFieldType = FormSchemas['FormFieldType'];
export type FormOption = FormSchemas['FormOption'];

/**
 * The calls of 表单管理 and the form designer (contracts/openapi/form.yaml, the paths forms-server
 * owns). Admin-only there, as the processDef operations are.
 */
export const FormDesignApi = {
  page: '/form/design/page',
  detail: (id: number) => `/form/design/${id}`,
  create: '/form/design',
  update: (id: number) => `/form/design/${id}`,
  copy: (id: number) => `/form/design/${id}/copy`,
  remove: (id: number) => `/form/design/${id}`,
  versions: (id: number) => `/form/design/${id}/versions`,
  version: (id: number, version: number) => `/form/design/${id}/versions/${version}`,
  exportJson: (id: number) => `/form/design/${id}/export`,
  importJson: '/form/design/import',
} as const;

/** One row of 表单管理. */
export interface DesignedFormSummary {
  id: number;
  name: string;
  latestVersion: number;
  fieldCount: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** A form's version as the designer loads and saves it. */
export interface DesignedFormDetail {
  id: number;
  name: string;
  version: number;
  definition: FormDefinition;
}

export interface DesignedFormVersion {
  version: number;
  name: string;
  savedAt: string;
  savedBy: string | null;
}

/** What 保存 and 导入 send: a name and the definition (a new version each time). */
export interface DesignedFormSave {
  name: string;
  definition: FormDefinition;
}

/** The answer to a save: the form and the version it now has. */
export interface DesignedFormSaved {
  id: number;
  version: number;
}

export interface Page<T> {
  records: T[];
  total: number;
}

export const FORM_LIST_PATH = '/dev/activiti/form';
export const FORM_DESIGNER_PATH = '/dev/activiti/form/designer';

/** The designer on a form (no id: a new one). */
export function formDesignerUrl(id?: number): string {
  return id === undefined ? FORM_DESIGNER_PATH : `${FORM_DESIGNER_PATH}?id=${id}`;
}
