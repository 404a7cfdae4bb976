import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import type { IllegalNode } from '../DesignerApi.ts';
import type { DesignerBase } from './DesignerBase.ts';

export interface SubmitPayload {
  processDefinitionKey: string;
  processName: string;
  bpmnData: string;
  /** 'draft' when the page opened a draft. */
  source?: string | null;
  /** What the page loaded; the server answers 409 when someone wrote a newer draft or version since. */
  base: DesignerBase;
}

export type SubmitKind = 'save' | 'deploy';

export type SubmitOutcome =
  | { kind: 'done' }
  | { kind: 'illegal'; illegalNodeList: IllegalNode[] }
  /** Someone saved or deployed a newer draft or version since this page loaded it (issue 10). */
  | { kind: 'conflict'; msg: string }
  | { kind: 'failed'; msg: string };

/**
 * Asks the server to replace what is newer. The 409 contract of the workflow module fixes the
 * field; this is the one place that names it, so the page never does.
 */
function overwriting<T extends object>(body: T): T & { overwrite: true } {
  return { ...body, overwrite: true };
}

/**
 * 暂存 (POST draft) and 发布 (POST deploy), turning every answer into one outcome the page
 * acts on: done, illegal nodes to paint, a 409 to offer 覆盖 / 重新加载 for, or a message.
 */
export class DesignerSubmit {
  constructor(private readonly api: ApiClient) {}

  async submit(kind: SubmitKind, payload: SubmitPayload, overwrite = false): Promise<SubmitOutcome> {
    const { processDefinitionKey, processName, bpmnData, source, base } = payload;
    // A draft has no source: it is what a deploy from the draft names.
    const sent = kind === 'save' ? { processDefinitionKey, processName, bpmnData, ...base } : { processDefinitionKey, processName, bpmnData, source, ...base };
    const body = overwrite ? overwriting(sent) : sent;
    try {
      if (kind === 'save') {
        await this.api.post('/workflow/processDef/draft', { body, silent: true });
        return { kind: 'done' };
      }
      const { data } = await this.api.post('/workflow/processDef/deploy', { body, silent: true });
      if (data?.success) return { kind: 'done' };
      return { kind: 'illegal', illegalNodeList: data?.illegalNodeList ?? [] };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.status === 409) return { kind: 'conflict', msg: error.msg };
      return { kind: 'failed', msg: error.msg };
    }
  }
}
