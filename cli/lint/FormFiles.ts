import { readFileSync } from 'node:fs';
import { basename, isAbsolute, relative, resolve } from 'node:path';
import type { DeployFormContext } from '../../contracts/bpmn/DeployFormContext.ts';
import { FormDefinitionCheck, FormVariables, type FormDefinition } from '../../contracts/forms/index.ts';
import { workflowFormDefs } from '../../server/modules/workflow/WorkflowDemoRows.ts';
import { zhCN } from '../zhCN.ts';
import type { LintFileResult } from './LintFinding.ts';

/** The name a form file ends with: `<key>.form.json`, as `ronghe export` writes it. */
export const FORM_FILE_SUFFIX = '.form.json';

/** A form file read and checked. */
export interface FormFile {
  path: string;
  display: string;
  /** The form key processes bind it by (rh:formKeys): the export's formKey, else the file's name without `.form.json`. */
  formKey: string;
  /** The export's formName; null for a bare definition. */
  formName: string | null;
  /** The definition once its structure is valid (FormDefinitionCheck), else null. */
  definition: FormDefinition | null;
  /** Whether FormDefinitionCheck found nothing: only such a form is uploaded or simulated. */
  clean: boolean;
}

/** What `--form` files gave: the files, their findings (one lint result each) and the context to lint diagrams with. */
export interface FormFileSet {
  forms: FormFile[];
  results: LintFileResult[];
  context: DeployFormContext;
}

/** A form file as 表单管理 exports it (form.yaml FormExport), what `ronghe export` writes. */
interface FormExportFile {
  formKey: string;
  formName: string;
  definition: unknown;
}

function isExport(json: unknown): json is FormExportFile {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return false;
  const { formKey, formName, definition } = json as Record<string, unknown>;
  return typeof formKey === 'string' && formKey.trim().length > 0 && typeof formName === 'string' && definition !== undefined;
}

/**
 * Reads the form files of `ronghe lint|deploy|simulate --form`: each is a designed form as
 * 表单管理 exports it (form.yaml FormExport: `{ formKey, formName, definition }`, what
 * `ronghe export` writes as `<key>.form.json`), or a bare definition (FormDefinition) named
 * `<key>.form.json`, the key the process binds it by. Each is checked by FormDefinitionCheck (the rule the designer and the
 * server run) and its findings are a lint result of the file; the forms together, with the
 * product's coded forms every server has, are the context the diagrams' bound keys and
 * conditions are judged against (a form whose structure
 * is refused counts as known, its variables as not: its conditions wait until it is fixed).
 * A file that cannot be read, is not JSON, is a bare definition not named `<key>.form.json`,
 * or repeats a key is a usage problem (exit 2): thrown as FormFileError.
 */
export class FormFiles {
  constructor(private readonly cwd: string = process.cwd()) {}

  /** The key a form file's name gives, or null when it is not `<key>.form.json`. */
  static keyOf(path: string): string | null {
    const name = basename(path);
    if (!name.endsWith(FORM_FILE_SUFFIX)) return null;
    const key = name.slice(0, -FORM_FILE_SUFFIX.length);
    return key.length > 0 ? key : null;
  }

  read(inputs: readonly string[]): FormFileSet {
    const forms: FormFile[] = [];
    const results: LintFileResult[] = [];
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const input of inputs) {
      const path = resolve(this.cwd, input);
      const display = this.display(path);
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch (error) {
        problems.push(zhCN.forms.unreadable(display, (error as NodeJS.ErrnoException).code ?? String(error)));
        continue;
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        problems.push(zhCN.forms.notJson(display, (error as Error).message));
        continue;
      }
      const exported = isExport(json) ? json : null;
      const formKey = exported ? exported.formKey.trim() : FormFiles.keyOf(path);
      if (formKey === null) {
        problems.push(zhCN.forms.badName(display));
        continue;
      }
      const earlier = seen.get(formKey);
      if (earlier !== undefined) {
        problems.push(zhCN.forms.sameKey(formKey, earlier, display));
        continue;
      }
      seen.set(formKey, display);
      const checked = new FormDefinitionCheck().check(exported ? exported.definition : json);
      // Paths into the file: an export holds the definition under `definition`.
      const where = (path: string) => (exported ? (path ? `definition.${path}` : 'definition') : path);
      results.push({
        file: display,
        findings: checked.findings.map((finding) => ({
          ruleId: `form/${finding.code}`,
          severity: 'error',
          message: finding.key ? zhCN.forms.finding(where(finding.path), finding.message) : finding.message,
          path: [where(finding.path)],
        })),
      });
      forms.push({ path, display, formKey, formName: exported ? exported.formName : null, definition: checked.definition, clean: checked.findings.length === 0 });
    }
    if (problems.length > 0) throw new FormFileError(problems.join('\n'));
    // Every install has the product's coded forms (合同审批表单, 费用报销表单): a process binding
    // one besides its designed form deploys, so it lints clean too; their variables are not judged.
    const coded = workflowFormDefs.map((form) => form.form_key).filter((key) => !seen.has(key));
    const context: DeployFormContext = {
      forms: [
        ...forms.map((form) => ({ formKey: form.formKey, variableNames: form.definition ? FormVariables.variableNames(form.definition) : null })),
        ...coded.map((formKey) => ({ formKey, variableNames: null })),
      ],
    };
    return { forms, results, context };
  }

  private display(path: string): string {
    const relativePath = relative(this.cwd, path);
    return relativePath && !relativePath.startsWith('..') && !isAbsolute(relativePath) ? relativePath : path;
  }
}

/** A `--form` file that cannot be used at all: the command's usage problem (exit 2). */
export class FormFileError extends Error {
  override readonly name = 'FormFileError';
}
