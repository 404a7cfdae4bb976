import { useCallback, useState } from 'react';
import { Alert, App, Button, Form, Input, List, Select, Tag } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import type { JoinRequest } from '../WorkspaceApi.ts';
import { zhCN } from '../zhCN.ts';

const texts = zhCN.joining;
const MAX_NOTE = 200;

interface ApplyForm {
  companyId: number;
  note?: string;
}

/**
 * 单位邀请与申请 in 个人中心 (issue 22): a company's invitation waits here until the user accepts or
 * declines it, and a user applies to join a company (a newcomer from the sign-up belongs to none)
 * and may withdraw the application while it waits. What the server refuses shows its message.
 */
export function CompanyJoining({ hasCompany, onJoined }: { hasCompany: boolean; onJoined: (companyId: number) => void }) {
  const api = useService(ApiClientId);
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<ApplyForm>();
  const [busy, setBusy] = useState(false);
  const loadRequests = useCallback(async () => (await api.get('/admin/joinRequest/mine')).data, [api]);
  const { data: requests, reload } = useAsyncData(loadRequests);
  const loadCompanies = useCallback(async () => (await api.get('/admin/addressBook/dept/open/listCompanys', { silent: true })).data, [api]);
  const { data: companies } = useAsyncData(loadCompanies);
  const invitations = (requests ?? []).filter((r) => r.kind === 'invite');
  const applications = (requests ?? []).filter((r) => r.kind === 'apply');

  const answer = async (request: JoinRequest, accept: boolean) => {
    await api.put('/admin/joinRequest/{id}/answer', { path: { id: request.requestId }, body: { accept } });
    // Accepted: the app reads again, and says so once it has (FlashMessage).
    if (accept) return onJoined(request.companyId);
    void message.success(texts.declined);
    reload();
  };

  const decline = (request: JoinRequest) =>
    modal.confirm({ title: texts.decline, content: texts.declineConfirm(request.companyName), onOk: () => answer(request, false) });

  const withdraw = async (request: JoinRequest) => {
    await api.delete('/admin/joinRequest/{id}', { path: { id: request.requestId } });
    void message.success(texts.withdrawn);
    reload();
  };

  const apply = async (values: ApplyForm) => {
    setBusy(true);
    try {
      await api.post('/admin/joinRequest/apply', { body: { companyId: values.companyId, note: values.note?.trim() || null } });
      void message.success(texts.applied);
      form.resetFields();
      reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ maxWidth: 640 }}>
      {!hasCompany && <Alert type="info" showIcon title={texts.noCompany} style={{ marginBottom: 16 }} />}
      <section aria-label={texts.invitations}>
        <h4>{texts.invitations}</h4>
        <List
          bordered
          locale={{ emptyText: texts.noInvitations }}
          dataSource={invitations}
          renderItem={(request) => (
            <List.Item
              actions={[
                <Button key="accept" type="primary" size="small" onClick={() => void answer(request, true).catch(() => undefined)}>
                  {texts.accept}
                </Button>,
                <Button key="decline" size="small" onClick={() => decline(request)}>
                  {texts.decline}
                </Button>,
              ]}
            >
              <List.Item.Meta title={texts.invitedBy(request.companyName, request.requestedByName)} description={request.createTime} />
            </List.Item>
          )}
        />
      </section>
      <section aria-label={texts.applications} style={{ marginTop: 24 }}>
        <h4>{texts.applications}</h4>
        <List
          bordered
          locale={{ emptyText: texts.noApplications }}
          dataSource={applications}
          renderItem={(request) => (
            <List.Item
              actions={
                request.state === 'pending'
                  ? [
                      <Button key="withdraw" size="small" onClick={() => void withdraw(request).catch(() => undefined)}>
                        {texts.withdraw}
                      </Button>,
                    ]
                  : []
              }
            >
              <List.Item.Meta title={request.companyName} description={request.note ?? request.createTime} />
              <Tag color={request.state === 'accepted' ? 'green' : request.state === 'pending' ? 'blue' : undefined}>{texts.states[request.state] ?? request.state}</Tag>
            </List.Item>
          )}
        />
      </section>
      <section aria-label={texts.apply} style={{ marginTop: 24 }}>
        <h4>{texts.apply}</h4>
        <Form form={form} layout="vertical" onFinish={(values) => void apply(values).catch(() => undefined)}>
          <Form.Item name="companyId" label={texts.company} rules={[{ required: true, message: texts.companyRequired }]}>
            <Select placeholder={texts.companyPlaceholder} options={(companies ?? []).map((c) => ({ value: c.companyId, label: c.companyName }))} />
          </Form.Item>
          <Form.Item name="note" label={texts.note}>
            <Input.TextArea maxLength={MAX_NOTE} showCount placeholder={texts.notePlaceholder} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {texts.submit}
          </Button>
        </Form>
      </section>
    </div>
  );
}
