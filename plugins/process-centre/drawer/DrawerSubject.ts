import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import type { BusinessFormMode, BusinessFormProcess } from '../../../contracts/workbench/ProcessCentre.ts';
import type { ProcessFormConfig, ProcessInfo } from '../ProcessCentreApi.ts';

/** What the drawer shows: a task (from a list or a message) or a process about to start. */
export type DrawerSubject =
  | { kind: 'task'; procInstId: string; taskId?: string | null }
  | { kind: 'start'; procDefKey: string; procDefId?: string | null; processName?: string | null };

/** Everything the drawer needs once loaded. */
export interface DrawerTask {
  mode: BusinessFormMode;
  process: BusinessFormProcess;
  /** Known for a task; the 流程状态 tab needs it. */
  info?: ProcessInfo;
  config: ProcessFormConfig;
  /** The process's name beside the drawer's title; null when the opener did not name a process to start. */
  processName: string | null;
}

export function subjectKey(subject: DrawerSubject): string {
  return subject.kind === 'task' ? `task:${subject.procInstId}:${subject.taskId ?? ''}` : `start:${subject.procDefKey}`;
}

/**
 * Loads a drawer's subject. A task comes with its process info (getMessageProcessInfo), then the
 * node's form and buttons as the holder of that task may use them (taskId); a task the caller
 * no longer holds asks for no buttons (buttonFlag 'false'). An instance without a task of the caller's falls back to the process's start form,
 * read-only, so the contract can still be read.
 */
export async function loadDrawerTask(api: ApiClient, subject: DrawerSubject): Promise<DrawerTask> {
  if (subject.kind === 'start') {
    const config = (await api.get('/workflow/runtime/query/procDefConfForStartProcessInst', { query: { procDefKey: subject.procDefKey } })).data;
    return { mode: 'start', process: { procDefKey: subject.procDefKey, procDefId: subject.procDefId ?? null }, config, processName: subject.processName ?? null };
  }
  return loadTaskSettings(api, await loadTaskInfo(api, subject));
}

/** Where a task sits (getMessageProcessInfo): the first step of loading a task's drawer. */
export async function loadTaskInfo(api: ApiClient, subject: DrawerSubject & { kind: 'task' }): Promise<ProcessInfo> {
  return (
    await api.get('/workflow/runtime/query/getMessageProcessInfo', {
      query: { procInstId: subject.procInstId, taskId: subject.taskId ?? undefined },
    })
  ).data;
}

/** The process a task's form works on, as its info names it. */
export function processOf(info: ProcessInfo): BusinessFormProcess {
  return {
    procDefKey: info.processDefinitionKey,
    procDefId: info.procDefId,
    procInstId: info.procInstId,
    taskId: info.taskId ?? null,
    taskDefKey: info.taskDefKey ?? null,
    businessKey: info.businessKey ?? null,
  };
}

/** The second step: the node's settings for the task its info names. */
export async function loadTaskSettings(api: ApiClient, info: ProcessInfo): Promise<DrawerTask> {
  const holds = info.taskState !== 'complete';
  const config = info.taskDefKey
    ? (
        await api.get('/workflow/runtime/query/procDefConfForHandleTask', {
          // The caller's task: the server answers what they may do there (the branches whose
          // conditions hold, a delegate's 同意 alone), the rule its commands apply.
          query: { procDefId: info.procDefId, taskDefKey: info.taskDefKey, buttonFlag: holds ? 'true' : 'false', ...(holds && info.taskId ? { taskId: info.taskId } : {}) },
        })
      ).data
    : (await api.get('/workflow/runtime/query/procDefConfForStartProcessInst', { query: { procDefKey: info.processDefinitionKey } })).data;
  return {
    mode: holds && info.taskDefKey ? 'handle' : 'view',
    info,
    config,
    processName: info.processName,
    process: processOf(info),
  };
}
