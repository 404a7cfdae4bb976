import { useEffect, useState } from 'react';
import { Form, Modal, Spin, Table, Typography } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { MemberPicker } from './MemberPicker.tsx';
import type { Member, MemberOpenTask } from './OrgAdminApi.ts';
import { ignoringShownFailure } from './ShownFailure.ts';

const t = zhCN.organisation;

/**
 * 禁用 in 用户管理 (issue 22 §4): first asks the server for the member's open workflow tasks. With
 * none it is the plain confirmation; with some it lists them (process, node, since) and asks
 * whom they go to (转交给, one active member other than them), as the server refuses a disable
 * that would leave them with nobody.
 */
export function DisableMemberDialog({ member, onClose, onDisabled }: { member: Member; onClose: () => void; onDisabled: () => void }) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [tasks, setTasks] = useState<MemberOpenTask[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ handoverTo: number[] }>();
  const name = member.chineseName ?? member.username;

  useEffect(() => {
    void ignoringShownFailure(async () => setTasks((await api.get('/admin/orgUser/{id}/openTasks', { path: { id: member.userId } })).data));
  }, [api, member.userId]);

  const disable = () =>
    ignoringShownFailure(async () => {
      const handoverTo = tasks && tasks.length > 0 ? (await form.validateFields()).handoverTo[0] : undefined;
      setSaving(true);
      try {
        await api.put('/admin/orgUser/{id}/status', { path: { id: member.userId }, body: handoverTo === undefined ? { status: '1' } : { status: '1', handoverTo } });
      } finally {
        setSaving(false);
      }
      notifier.success(handoverTo === undefined ? t.disabledDone : t.disabledHandedOver(tasks!.length));
      onDisabled();
    });

  return (
    <Modal
      title={t.disableTitle(name)}
      open
      onCancel={onClose}
      onOk={() => void disable()}
      okText={t.confirm}
      cancelText={t.cancel}
      okButtonProps={{ danger: true, disabled: tasks === null, loading: saving }}
      width={tasks && tasks.length > 0 ? 720 : 480}
      destroyOnHidden
    >
      {tasks === null ? (
        <Spin />
      ) : (
        <>
          <Typography.Paragraph>{t.disableConfirm(name)}</Typography.Paragraph>
          {tasks.length > 0 && (
            <>
              <Typography.Paragraph type="warning">{t.openTasks(tasks.length)}</Typography.Paragraph>
              <Table<MemberOpenTask>
                rowKey="taskId"
                size="small"
                pagination={false}
                scroll={{ y: 240 }}
                dataSource={tasks}
                columns={[
                  { dataIndex: 'processName', title: t.taskProcess },
                  { dataIndex: 'taskName', title: t.taskNode },
                  { dataIndex: 'since', title: t.taskSince, width: 170 },
                ]}
              />
              <Form form={form} layout="vertical" style={{ marginTop: 16 }}>
                <Form.Item name="handoverTo" label={t.handoverTo} rules={[{ required: true, type: 'array', min: 1, message: t.handoverRequired }]}>
                  <MemberPicker placeholder={t.handoverPlaceholder} max={1} activeOnly excluding={[member.userId]} />
                </Form.Item>
              </Form>
            </>
          )}
        </>
      )}
    </Modal>
  );
}
