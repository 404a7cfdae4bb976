import { operationPermissions, type components as WorkflowComponents } from '../../../contracts/generated/workflow.ts';
import { holdsPermission } from '../../../contracts/workbench/Administration.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';

type WorkflowSchemas = WorkflowComponents['schemas'];

/** 流程监控's page, among the management area's pages (管理后台). */
export const MONITOR_PATH = '/management/process/monitor';

/**
 * Whether the user may call an operation of 流程监控, by the permission its contract declares
 * (流程监控, which the company's administrators hold whatever their roles): the page and its
 * menu entry follow the rule the server enforces.
 */
export function mayMonitor(info: UserInfo | null, operationId: 'pageMonitoredInstances' | 'pageMonitoredDefinitions' = 'pageMonitoredInstances'): boolean {
  return holdsPermission(info, operationPermissions[operationId]);
}

export type MonitoredInstance = WorkflowSchemas['MonitoredInstance'];
export type MonitoredTask = WorkflowSchemas['MonitoredTask'];
export type MonitoredStatus = WorkflowSchemas['MonitoredStatus'];
export type MonitoredDefinition = WorkflowSchemas['MonitoredDefinition'];
export type DefinitionState = WorkflowSchemas['DefinitionState'];
