import { operationPermissions } from '../../../contracts/generated/workflow.ts';
import { holdsPermission } from '../../../contracts/workbench/Administration.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { administersCurrentCompany } from '../../../contracts/workbench/PlatformAdminRole.ts';

/**
 * Who may open the designer and 流程管理: whoever may call the processDef operations — the rule the
 * server applies to them (their contracts' x-ronghe-permission 流程管理, which the current company's
 * administrators and role 3 hold whatever their roles, issue 22 §2); the browser only mirrors it.
 */
export function isProcessAdministrator(info: UserInfo | null): boolean {
  if (!info) return false;
  return administersCurrentCompany(info) || holdsPermission(info, operationPermissions.deployProcessDef);
}
