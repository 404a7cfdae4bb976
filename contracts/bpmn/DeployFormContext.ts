import type { ModdleElement } from 'bpmn-moddle';
import { isBpmn, type BpmnProcess } from './BpmnElements.ts';
import { RongheExtensionReader } from './RongheExtensionReader.ts';
import { zhCN } from './zhCN.ts';

/*
 * What a deploy check may know of the forms a diagram binds (issue 23): which form keys exist
 * and, for a designed form, the variables its values set. The designer gathers it from the
 * company's form list, `ronghe lint --form` from the form files, the server from the company's
 * forms; without it the checks judge the diagram alone, as before.
 */

/** One form a process may bind by its key (rh:formKeys). */
export interface DeployFormInfo {
  readonly formKey: string;
  /**
   * A designed form: the process variables its values set (FormVariables.variableNames of
   * the form layer), the names a flow condition may use. A coded form: null, its variables
   * are its module's business and not judged.
   */
  readonly variableNames: readonly string[] | null;
}

/** Every form the diagram's processes may bind; a bound key absent here exists nowhere. Plain data (JSON), so it travels to lint workers and over HTTP. */
export interface DeployFormContext {
  readonly forms: readonly DeployFormInfo[];
}

/**
 * The variables every instance has from its start, whatever its form: the engine records who
 * started it (`initiator`, server/engine ProcessEngine.start) and the workflow module the
 * company it runs in (`companyId`, InstanceScopes.COMPANY_VARIABLE). A flow condition may
 * name them beside the bound form's variables. tests/integration/DeployFormContext.test.ts
 * keeps this list equal to what a start really supplies.
 */
export const START_VARIABLES: readonly string[] = Object.freeze(['initiator', 'companyId']);

/**
 * Every form key a process binds, each once: its rh:formKeys (流程属性's 表单) and the forms of
 * its 表单设置 (rh:forms entries of the process, its start event and its user tasks, which the
 * task drawer and a start open). A bound key no form has cannot be opened at run time.
 */
export function processFormKeys(process: BpmnProcess, extension: RongheExtensionReader = new RongheExtensionReader()): string[] {
  const keys = new Set(extension.formKeys(process));
  const entries = (element: ModdleElement) => {
    for (const form of extension.forms(element)) if (form.formKey.trim()) keys.add(form.formKey.trim());
  };
  entries(process);
  const visit = (elements: readonly ModdleElement[]) => {
    for (const element of elements) {
      if (isBpmn(element, 'bpmn:StartEvent') || isBpmn(element, 'bpmn:UserTask')) entries(element);
      const children = (element as { flowElements?: ModdleElement[] }).flowElements;
      if (children) visit(children);
    }
  };
  visit(process.flowElements ?? []);
  return [...keys];
}

/** The form of a key in a context, or undefined when the context knows none by that key. */
export function deployFormOf(context: DeployFormContext, formKey: string): DeployFormInfo | undefined {
  return context.forms.find((form) => form.formKey === formKey);
}

/**
 * The context a rule receives as its bpmnlint option (`['error', context]`), checked: none
 * (bpmnlint passes `{}` for a rule given no option) gives undefined, a malformed one (a `.bpmnlintrc` may pass anything) is refused, which stops
 * the run as a bad config rather than quietly judging nothing.
 */
export function readDeployFormContext(option: unknown): DeployFormContext | undefined {
  if (option === undefined || option === null) return undefined;
  if (typeof option === 'object' && Object.keys(option).length === 0) return undefined;
  const forms = typeof option === 'object' ? (option as { forms?: unknown }).forms : undefined;
  const valid =
    Array.isArray(forms) &&
    forms.every((form: unknown) => {
      if (typeof form !== 'object' || form === null) return false;
      const { formKey, variableNames } = form as Record<string, unknown>;
      return typeof formKey === 'string' && (variableNames === null || (Array.isArray(variableNames) && variableNames.every((name) => typeof name === 'string')));
    });
  if (!valid) throw new Error(zhCN.lint.formContextInvalid);
  return option as DeployFormContext;
}
