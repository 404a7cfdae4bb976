import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { BpmnXmlReader } from '../../contracts/bpmn/BpmnXmlReader.ts';
import { DeployCheck } from '../../contracts/bpmn/DeployCheck.ts';
import { FormFieldRules, FormValueCheck, FormVariables } from '../../contracts/forms/index.ts';
import { CommandFailure } from '../CommandFailure.ts';
import { ExitCode } from '../ExitCode.ts';
import { FORM_FILE_SUFFIX, FormFileError, FormFiles, type FormFileSet } from '../lint/FormFiles.ts';
import { zhCN } from '../zhCN.ts';

/** The form a simulation starts with: the file, and the variables its values set. */
export interface SimulationFormInput {
  forms: FormFileSet;
  /** The process variables of `--values` (FormVariables), {} without values. */
  variables: Record<string, unknown>;
}

/**
 * The designed form of `ronghe simulate --form/--values`: `--form <key>.form.json`, or else the
 * `<key>.form.json` beside the diagram for a key its process binds (what `ronghe export`
 * writes). `--values` are the form's values as a start submits them: checked as the server
 * checks a start (FormValueCheck, every field editable), then turned into the process
 * variables the server would set (FormVariables) — a 请假 form's 开始/结束 date range becomes
 * `leaveStart`/`leaveEnd`, its computed 天数 is computed, never taken from the file.
 */
export class SimulationForm {
  constructor(private readonly cwd: string = process.cwd()) {}

  async read(diagramFile: string, xml: string, form: string | undefined, values: unknown): Promise<SimulationFormInput | undefined> {
    const path = form ?? (await this.beside(diagramFile, xml));
    if (path === undefined) {
      if (values !== undefined) throw new CommandFailure(ExitCode.usage, zhCN.simulate.noForm(diagramFile));
      return undefined;
    }
    let forms: FormFileSet;
    try {
      forms = new FormFiles(this.cwd).read([path]);
    } catch (error) {
      if (error instanceof FormFileError) throw new CommandFailure(ExitCode.usage, error.message);
      throw error;
    }
    const [file] = forms.forms;
    const [result] = forms.results;
    if (!file.clean || !file.definition) {
      const lines = result.findings.map((finding) => `  ${finding.message}`);
      throw new CommandFailure(ExitCode.usage, [zhCN.simulate.formRefused(file.display), ...lines].join('\n'));
    }
    if (values === undefined) return { forms, variables: {} };
    const checked = new FormValueCheck().check(file.definition, values, FormFieldRules.open(file.definition), { today: today() });
    if (checked.errors.length > 0) {
      const lines = checked.errors.map((error) => `  ${error.key}：${error.message}`);
      throw new CommandFailure(ExitCode.usage, [zhCN.simulate.valuesRefused(file.display), ...lines].join('\n'));
    }
    return { forms, variables: FormVariables.variablesOf(file.definition, checked.values) };
  }

  /** `<key>.form.json` in the diagram's folder for the first key its process binds that has one. */
  private async beside(diagramFile: string, xml: string): Promise<string | undefined> {
    let keys: string[];
    try {
      keys = DeployCheck.boundFormKeys((await new BpmnXmlReader().read(xml)).definitions);
    } catch {
      return undefined;
    }
    const folder = dirname(resolve(this.cwd, diagramFile));
    return keys.map((key) => join(folder, `${key}${FORM_FILE_SUFFIX}`)).find((candidate) => existsSync(candidate));
  }
}

/** Today in the machine's time zone, `yyyy-MM-dd`: what a date field's default `today` is. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
