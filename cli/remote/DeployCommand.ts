import { readFile } from 'node:fs/promises';
import { deployErrorLabel } from '../../contracts/bpmn/DeployErrorCodes.ts';
import { CommandFailure } from '../CommandFailure.ts';
import { ExitCode } from '../ExitCode.ts';
import { StylishFormatter } from '../lint/formatters/StylishFormatter.ts';
import { FormFileError, FormFiles, type FormFileSet } from '../lint/FormFiles.ts';
import { countFindings, type LintFileResult } from '../lint/LintFinding.ts';
import { LintRunner } from '../lint/LintRunner.ts';
import { LintTargetResolver, type LintTarget } from '../lint/LintTargetResolver.ts';
import { zhCN } from '../zhCN.ts';
import { ProcessIdentityReader } from './ProcessIdentityReader.ts';
import { FormApi } from './FormApi.ts';
import type { RongheApiClient } from './RongheApiClient.ts';
import { ServerCommand, type ServerCommandOptions } from './ServerCommand.ts';
import { WorkflowApi, type DeployRequest } from './WorkflowApi.ts';

export interface DeployOptions extends ServerCommandOptions {
  force?: boolean;
  key?: string;
  name?: string;
  config?: string;
  /** `--form`, repeatable: designed forms to upload before the diagrams, and to lint them against. */
  form?: string[];
}

/** What happened to one form file. */
interface FormOutcome {
  file: string;
  formKey: string;
  outcome: 'saved' | 'planned' | 'failed' | 'skipped';
  created?: boolean;
  version?: number;
  message?: string;
}

/** What happened to one file. */
interface DeployOutcome {
  file: string;
  processDefinitionKey?: string;
  processName?: string;
  outcome: 'deployed' | 'planned' | 'refused' | 'failed' | 'skipped';
  procDefId?: string | null;
  illegalNodeList?: Array<{ nodeId: string; errCode: string; label: string }>;
  message?: string;
}

/**
 * `ronghe deploy <files…>`: lints every file first (the deploy rules and the .bpmnlintrc
 * rules, as `ronghe lint`; with `--form`, the forms too and the diagrams against them) and
 * refuses on errors unless --force; then saves the forms in 表单管理 (a new version of the
 * company's form with the key, else a new form: the diagrams deployed next pin it), then
 * deploys the files one by one, stopping at the first that fails. The exit code is the outcome's: 0 deployed,
 * 1 refused by the local lint, 2 usage, 3 refused by the server (illegalNodeList, printed
 * with the dictionary's labels), 4 credentials, 5 other refusals, 6 unreachable.
 */
export class DeployCommand extends ServerCommand {
  async run(inputs: readonly string[], options: DeployOptions): Promise<number> {
    return this.guarded(async () => {
      const files = await this.files(inputs);
      if ((options.key !== undefined || options.name !== undefined) && files.length > 1) throw new CommandFailure(ExitCode.usage, zhCN.deploy.keyNeedsOneFile);

      const forms = this.forms(options.form);
      const lint = [...(forms?.results ?? []), ...(await new LintRunner(this.cwd).run(files, [], { config: options.config, forms: forms?.context }))];
      const totals = countFindings(lint);
      if (!options.json && (totals.errors > 0 || totals.warnings > 0 || totals.failures > 0)) {
        this.output.err(new StylishFormatter().format({ results: lint, totals, cwd: this.cwd }).trimEnd());
      }
      if (totals.failures > 0) return this.finish(options, lint, [], ExitCode.usage);
      if (totals.errors > 0 && !options.force) {
        if (!options.json) this.output.err(zhCN.deploy.lintRefused);
        return this.finish(options, lint, [], ExitCode.findings);
      }

      const requests = await this.requests(files, options);
      const client = await this.client(options);
      const api = new WorkflowApi(client);
      const outcomes: DeployOutcome[] = [];
      let exitCode: number = ExitCode.ok;
      // The forms first: a diagram deployed now pins the version of each designed form it binds.
      const formOutcomes: FormOutcome[] = [];
      const formApi = new FormApi(client);
      for (const form of forms?.forms ?? []) {
        const base = { file: form.display, formKey: form.formKey };
        if (exitCode !== ExitCode.ok) {
          formOutcomes.push({ ...base, outcome: 'skipped' });
          continue;
        }
        try {
          const { saved, created } = await formApi.save({ formKey: form.formKey, formName: form.formName, definition: form.source });
          formOutcomes.push(saved ? { ...base, outcome: 'saved', created, version: saved.version } : { ...base, outcome: 'planned' });
        } catch (error) {
          if (!(error instanceof CommandFailure)) throw error;
          formOutcomes.push({ ...base, outcome: 'failed', message: error.message });
          exitCode = error.exitCode;
        }
      }
      for (const [index, request] of requests.entries()) {
        const base = { file: files[index].display, processDefinitionKey: request.processDefinitionKey, processName: request.processName };
        if (exitCode !== ExitCode.ok) {
          outcomes.push({ ...base, outcome: 'skipped' });
          continue;
        }
        try {
          const result = await api.deploy(request);
          if (client.dryRun || !result) outcomes.push({ ...base, outcome: 'planned' });
          else if (result.success) outcomes.push({ ...base, outcome: 'deployed', procDefId: result.procDefId ?? null });
          else {
            const labels = await this.labels(api);
            const illegalNodeList = result.illegalNodeList.map((node) => ({ ...node, label: labels.get(node.errCode) ?? deployErrorLabel(node.errCode) ?? '--' }));
            outcomes.push({ ...base, outcome: 'refused', illegalNodeList });
            exitCode = ExitCode.refused;
          }
        } catch (error) {
          if (!(error instanceof CommandFailure)) throw error;
          outcomes.push({ ...base, outcome: 'failed', message: error.message });
          exitCode = error.exitCode;
        }
      }
      if (client.dryRun && !options.json) this.printPlan(client);
      return this.finish(options, lint, outcomes, exitCode, client, formOutcomes);
    });
  }

  /** `--form` files read and checked; a file that cannot be used at all is a usage problem. */
  private forms(inputs: readonly string[] | undefined): FormFileSet | undefined {
    if (!inputs || inputs.length === 0) return undefined;
    try {
      return new FormFiles(this.cwd).read(inputs);
    } catch (error) {
      if (error instanceof FormFileError) throw new CommandFailure(ExitCode.usage, error.message);
      throw error;
    }
  }

  private async files(inputs: readonly string[]): Promise<LintTarget[]> {
    if (inputs.length === 0) throw new CommandFailure(ExitCode.usage, zhCN.deploy.noFiles);
    if (inputs.includes('-')) throw new CommandFailure(ExitCode.usage, zhCN.deploy.noStdin);
    const targets = await new LintTargetResolver(this.cwd).resolve(inputs);
    if (targets.problems.length > 0) throw new CommandFailure(ExitCode.usage, targets.problems.join('\n'));
    return targets.files;
  }

  private async requests(files: readonly LintTarget[], options: DeployOptions): Promise<DeployRequest[]> {
    const identities = new ProcessIdentityReader();
    const requests: DeployRequest[] = [];
    for (const file of files) {
      let bpmnData: string;
      try {
        bpmnData = await readFile(file.path, 'utf8');
      } catch (error) {
        throw new CommandFailure(ExitCode.usage, `${file.display}：${zhCN.lint.unreadableFile((error as NodeJS.ErrnoException).code ?? String(error))}`);
      }
      const identity = await identities.read(bpmnData);
      const processDefinitionKey = options.key ?? identity.processDefinitionKey;
      if (!processDefinitionKey) throw new CommandFailure(ExitCode.usage, zhCN.deploy.noKey(file.display));
      requests.push({ processDefinitionKey, processName: options.name ?? identity.processName ?? processDefinitionKey, bpmnData });
    }
    return requests;
  }

  /** The server's labels for the error codes; when the dictionary cannot be read, the built-in ones. */
  private async labels(api: WorkflowApi): Promise<Map<string, string>> {
    try {
      return await api.deployErrorLabels();
    } catch (error) {
      if (error instanceof CommandFailure) return new Map();
      throw error;
    }
  }

  private finish(options: DeployOptions, lint: LintFileResult[], outcomes: DeployOutcome[], exitCode: number, client?: RongheApiClient, forms: FormOutcome[] = []): number {
    if (options.json) {
      const report = {
        server: client?.connection.server ?? null,
        profile: client?.connection.profile ?? null,
        dryRun: options.dryRun === true,
        exitCode,
        lint: lint.map((result) => ({ filePath: result.file, messages: result.findings, ...(result.failure ? { failure: result.failure } : {}) })),
        forms,
        results: outcomes,
        ...(client?.dryRun ? { requests: client.planned } : {}),
      };
      this.output.out(JSON.stringify(report, null, 2));
      return exitCode;
    }
    for (const form of forms) {
      if (form.outcome === 'saved') this.output.out(zhCN.deploy.formSaved(form.formKey, form.file, form.version ?? null, form.created === true));
      else if (form.outcome === 'failed') this.output.err(`${zhCN.deploy.formFailed(form.formKey, form.file)}\n${form.message ?? ''}`.trimEnd());
      else if (form.outcome === 'skipped') this.output.err(zhCN.deploy.formSkipped(form.formKey, form.file));
    }
    for (const outcome of outcomes) {
      const who = zhCN.deploy.who(outcome.processName ?? '', outcome.processDefinitionKey ?? '', outcome.file);
      if (outcome.outcome === 'deployed') this.output.out(zhCN.deploy.deployed(who, outcome.procDefId ?? null));
      else if (outcome.outcome === 'refused') {
        this.output.err(zhCN.deploy.refused(who));
        const width = Math.max(...outcome.illegalNodeList!.map((node) => node.nodeId.length));
        for (const node of outcome.illegalNodeList!) this.output.err(`  ${node.nodeId.padEnd(width)}  ${node.label}（${node.errCode}）`);
      } else if (outcome.outcome === 'failed') this.output.err(zhCN.deploy.failed(who));
      else if (outcome.outcome === 'skipped') this.output.err(zhCN.deploy.skipped(who));
    }
    for (const outcome of outcomes) if (outcome.outcome === 'failed' && outcome.message) this.output.err(outcome.message);
    if (options.dryRun && client) this.output.err(zhCN.deploy.dryRunDone(client.planned.length));
    return exitCode;
  }
}
