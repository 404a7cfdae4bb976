import type { FormDefinition } from './FormDesignApi.ts';

/** The ending of a form file: what 导出 writes, 导入 reads and `ronghe lint --form` takes. */
export const FORM_FILE_SUFFIX = '.form.json';

/**
 * Saves a form's definition as `<name>.form.json`: the definition alone (form.yaml
 * FormDefinition), the file the CLI lints and deploys beside the diagram.
 */
export function downloadFormFile(name: string, definition: FormDefinition): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(definition, null, 2)}\n`], { type: 'application/json;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}${FORM_FILE_SUFFIX}`;
  link.click();
  URL.revokeObjectURL(url);
}

/** The name a form file suggests for its form: the file's name without `.form.json` (or `.json`). */
export function formNameOfFile(fileName: string): string {
  const base = fileName.endsWith(FORM_FILE_SUFFIX) ? fileName.slice(0, -FORM_FILE_SUFFIX.length) : fileName.replace(/\.json$/i, '');
  return base.slice(0, 100);
}
