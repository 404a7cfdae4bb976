import type { components as AdminSchemas } from '../../contracts/generated/admin.ts';
import type { components as WorkflowSchemas } from '../../contracts/generated/workflow.ts';
import { zhCN } from '../zhCN.ts';
import type { RongheApiClient } from './RongheApiClient.ts';

export type DeployRequest = WorkflowSchemas['schemas']['DeployRequest'];
export type DeployResult = WorkflowSchemas['schemas']['DeployResult'];
export type ProcessDefinition = WorkflowSchemas['schemas']['ProcessDefinition'];
export type ProcessDefinitionSave = WorkflowSchemas['schemas']['ProcessDefinitionSave'];
type DictItem = AdminSchemas['schemas']['DictItem'];

/** The dictionary of deploy error labels (spec part 3 §3). */
export const DEPLOY_ERROR_DICTIONARY = 'workflow_deploy_err_code';

/**
 * The designer's calls of contracts/openapi/workflow.yaml (and the deploy error dictionary
 * of admin.yaml), typed by contracts/generated. Each answers undefined in a dry run.
 */
export class WorkflowApi {
  constructor(private readonly client: RongheApiClient) {}

  deploy(request: DeployRequest): Promise<DeployResult | undefined> {
    return this.client.post<DeployResult>('/workflow/processDef/deploy', request, zhCN.remote.deploying(request.processDefinitionKey));
  }

  saveDraft(request: ProcessDefinitionSave): Promise<boolean | undefined> {
    return this.client.post<boolean>('/workflow/processDef/draft', request, zhCN.remote.savingDraft(request.processDefinitionKey));
  }

  draft(processDefKey: string): Promise<ProcessDefinition | undefined> {
    return this.client.get<ProcessDefinition>('/workflow/processDef/draft', { processDefKey }, zhCN.remote.readingDraft(processDefKey));
  }

  /**
   * The deployed definition. `version` is sent for servers that keep older versions
   * addressable; the caller checks which version came back.
   */
  deployed(processDefKey: string, version?: number): Promise<ProcessDefinition | undefined> {
    return this.client.get<ProcessDefinition>('/workflow/processDef', { processDefKey, version }, zhCN.remote.exporting(processDefKey));
  }

  /** Label by error code, from the server's dictionary. */
  async deployErrorLabels(): Promise<Map<string, string>> {
    const items = await this.client.get<DictItem[]>(`/admin/dict/type/${DEPLOY_ERROR_DICTIONARY}`, {}, zhCN.remote.readingDictionary);
    return new Map((items ?? []).map((item) => [item.value, item.label]));
  }
}
