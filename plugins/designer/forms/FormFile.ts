import type { ApiAnswer } from '../../../contracts/workbench/ApiClient.ts';

/** The ending of a form file: what 导出 writes, 导入 reads and `ronghe lint --form` takes. */
export const FORM_FILE_SUFFIX = '.form.json';

/** Saves an exported form (form.yaml FormExport: key, name and definition) as `<formKey>.form.json`. */
export function downloadFormFile(file: ApiAnswer<'/form/design/{id}/export', 'get'>): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${file.formKey}${FORM_FILE_SUFFIX}`;
  link.click();
  URL.revokeObjectURL(url);
}
