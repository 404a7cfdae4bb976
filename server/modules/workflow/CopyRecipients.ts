import type { Clock } from '../../contracts/host.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { WorkflowDb } from './WorkflowDatabase.ts';

export interface CopyRecord {
  procInstId: string;
  taskId: string;
  companyId: number;
  copiedBy: number;
  userIds: readonly string[];
}

/**
 * Whom tasks were copied to (抄送, wf_copy). A recipient reads the instance from then on
 * (InstanceReaders) and finds it in 抄送我的 (ProcessCentreLists). Rows are written through the
 * engine command's own transaction, so a copy and its history row exist together or not at all.
 */
export class CopyRecipients {
  constructor(private readonly clock: Clock) {}

  /** `db`: the copy command's transaction. */
  async record(db: WorkflowDb, copy: CopyRecord): Promise<void> {
    if (copy.userIds.length === 0) return;
    const createTime = DisplayTime.format(this.clock.now());
    await db
      .insertInto('wf_copy')
      .values(
        copy.userIds.map((userId) => ({
          proc_inst_id: copy.procInstId,
          task_id: copy.taskId,
          company_id: copy.companyId,
          user_id: Number(userId),
          copied_by: copy.copiedBy,
          create_time: createTime,
        })),
      )
      .execute();
  }
}
