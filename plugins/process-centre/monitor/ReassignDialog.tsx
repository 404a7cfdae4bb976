import { Alert, Form, Select } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useService } from '../../../core/react/index.ts';
import { ActionDialog } from '../actions/ActionDialog.tsx';
import { successMessage } from '../actions/ActionOutcome.ts';
import { CommentField } from '../actions/CommentField.tsx';
import { MemberField } from '../actions/MemberField.tsx';
import { zhCN } from '../zhCN.ts';
import type { MonitoredInstance, MonitoredTask } from './MonitorApi.ts';

const t = zhCN.monitor;

interface ReassignValues {
  taskId: string;
  userId: number;
  comment: string;
}

export interface ReassignDialogProps {
  /** A running instance; its open tasks are the ones offered. */
  instance: MonitoredInstance;
  onCancel(): void;
  onSucceeded(): void;
}

/** A task's name and who holds it now, as the 转办节点 choice names it. */
export function taskLabel(task: MonitoredTask): string {
  const holders = task.holders.map((holder) => holder.chineseName).join('、');
  return `${task.taskName}（${holders || t.nobody}）`;
}

/**
 * 转办 (issue 22 §4): one open task of the instance handed to one member of the current company,
 * with a required reason (请填写转办原因). With several open tasks (parallel branches) the task is
 * chosen first. The server refuses a member who is not active here or already the only holder,
 * and says so; the dialog stays open for another choice.
 */
export function ReassignDialog({ instance, onCancel, onSucceeded }: ReassignDialogProps) {
  const api = useService(ApiClientId);
  const tasks = instance.openTasks;
  return (
    <ActionDialog<ReassignValues>
      title={t.reassignTitle}
      successText={(answer) => successMessage(answer, t.reassigned)}
      onCancel={onCancel}
      onSucceeded={onSucceeded}
      initialValues={tasks.length === 1 ? { taskId: tasks[0].taskId } : {}}
      submit={(values) => {
        return api.post('/workflow/monitor/reassign', { body: { taskId: values.taskId, userId: values.userId, comment: values.comment.trim() } });
      }}
    >
      <Alert type="info" showIcon title={t.reassignAdvice} style={{ marginBottom: 16 }} />
      <Form.Item name="taskId" label={t.reassignTask} rules={[{ required: true, message: t.reassignTaskRequired }]}>
        <Select
          placeholder={t.reassignTaskRequired}
          disabled={tasks.length === 1}
          options={tasks.map((task) => ({ value: task.taskId, label: taskLabel(task) }))}
        />
      </Form.Item>
      <Form.Item
        name="userId"
        label={t.reassignTo}
        required
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (typeof value !== 'number') throw new Error(t.reassignToRequired);
            },
          },
        ]}
      >
        <MemberField />
      </Form.Item>
      <CommentField label={t.reassignReason} requiredMessage={t.reassignReasonRequired} placeholder={t.reasonPlaceholder} />
    </ActionDialog>
  );
}
