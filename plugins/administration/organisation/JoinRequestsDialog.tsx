import { useCallback, useEffect, useState } from 'react';
import { Button, List, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import type { JoinRequest } from './OrgAdminApi.ts';
import { ignoringShownFailure } from './ShownFailure.ts';

const t = zhCN.organisation;

/**
 * 加入申请 in 用户管理 (issue 22): the company's applications waiting for an administrator's answer,
 * and its invitations the user has not answered yet (which may be withdrawn). An accepted applicant
 * joins without a department; the list's 编辑 places them.
 */
export function JoinRequestsDialog({ onClose, onJoined }: { onClose: () => void; onJoined: () => void }) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [requests, setRequests] = useState<JoinRequest[] | null>(null);

  const load = useCallback(async () => setRequests((await api.get('/admin/orgJoinRequest')).data), [api]);
  useEffect(() => {
    void ignoringShownFailure(load);
  }, [load]);

  const answer = (request: JoinRequest, accept: boolean) =>
    ignoringShownFailure(async () => {
      await api.put('/admin/orgJoinRequest/{id}/answer', { path: { id: request.requestId }, body: { accept } });
      notifier.success(accept ? t.joinAccepted : t.joinDeclined);
      await load();
      if (accept) onJoined();
    });

  const withdraw = (request: JoinRequest) =>
    ignoringShownFailure(async () => {
      await api.delete('/admin/orgJoinRequest/{id}', { path: { id: request.requestId } });
      notifier.success(t.joinWithdrawn);
      await load();
    });

  return (
    <Modal title={t.joinRequests} open onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t.joinAcceptHint}</Typography.Paragraph>
      <List
        bordered
        loading={requests === null}
        locale={{ emptyText: t.joinRequestsEmpty }}
        dataSource={requests ?? []}
        renderItem={(request) => (
          <List.Item
            actions={
              request.kind === 'apply'
                ? [
                    <Button key="accept" type="primary" size="small" onClick={() => void answer(request, true)}>
                      {t.joinAccept}
                    </Button>,
                    <Button key="decline" size="small" onClick={() => void answer(request, false)}>
                      {t.joinDecline}
                    </Button>,
                  ]
                : [
                    <Popconfirm key="withdraw" title={t.joinWithdraw} okText={t.confirm} cancelText={t.cancel} onConfirm={() => withdraw(request)}>
                      <Button size="small" danger>
                        {t.joinWithdraw}
                      </Button>
                    </Popconfirm>,
                  ]
            }
          >
            <List.Item.Meta
              title={
                <Space>
                  <span>{`${request.chineseName}（${request.username}）`}</span>
                  <Tag color={request.kind === 'apply' ? 'blue' : undefined}>{request.kind === 'apply' ? t.joinKindApply : t.joinKindInvite}</Tag>
                </Space>
              }
              description={request.note ? `${request.createTime} ${t.joinNote(request.note)}` : request.createTime}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
