import type { ComponentType } from 'react';
import type { components } from '../generated/form.ts';
import { createServiceId } from './ServiceId.ts';

type FormSchemas = components['schemas'];

/** How one top-level field of a designed form is shown at a node (contracts/forms FormFieldRules). */
export interface DesignedFieldRule {
  hidden: boolean;
  editable: boolean;
  required: boolean;
}

/**
 * A designed form drawn from its definition alone: what the process centre's DesignedForm
 * shows in the task drawer, and what the form designer previews. `values` are the form's
 * (absent: the definition's defaults); `rules` by field key (absent: every field editable,
 * required as the definition says); `width` draws it as at that width (the designer's phone
 * preview) instead of following the window.
 */
export interface DesignedFormPreviewProps {
  definition: FormSchemas['FormDefinition'];
  values?: FormSchemas['FormValues'];
  rules?: Record<string, DesignedFieldRule>;
  width?: number;
}

/**
 * The designed-form renderer, owned by the process centre and used by the designer's preview
 * (a plugin depends on this id, never on another plugin's files). Loaded on first use, so the
 * renderer's code stays in the chunks of the pages that show forms.
 */
export interface DesignedFormRenderer {
  load(): Promise<ComponentType<DesignedFormPreviewProps>>;
}

export const DesignedFormRendererId = createServiceId<DesignedFormRenderer>('process-centre.DesignedFormRenderer');
