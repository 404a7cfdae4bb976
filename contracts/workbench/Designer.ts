import { pluginRef } from './Plugin.ts';

/** The BPMN and form designer's plugin (plugins/designer); what it serves others goes through DesignedForms.ts. */
export const designerRef = pluginRef<void>('designer');
