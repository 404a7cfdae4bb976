import { useCallback, useEffect, useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Result, Table } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { administersCurrentCompany } from '../../../contracts/workbench/PlatformAdminRole.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { ManagementFrame } from '../ManagementFrame.tsx';
import { ignoringShownFailure } from '../organisation/ShownFailure.ts';
import { zhCN } from '../zhCN.ts';
import type { Notice } from './NoticeAdminApi.ts';
import { noticeTexts as t } from './zhCN.ts';

/**
 * 管理后台 › 通知公告 (issue 26): the current company's notices, newest first; 发布公告 publishes
 * one to its staff (their /newsList and home card), 撤回 withdraws it. The server checks each
 * rule (administrators only, title and content required, lengths).
 */
export function NoticeAdminPage() {
  const { userInfo } = useSessionSnapshot();
  if (!administersCurrentCompany(userInfo)) return <Result status="403" title="403" subTitle={zhCN.forbidden} />;
  return (
    <ManagementFrame>
      <NoticeAdmin />
    </ManagementFrame>
  );
}

function NoticeAdmin() {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [notices, setNotices] = useState<Notice[] | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [form] = Form.useForm<{ title: string; content: string }>();

  const load = useCallback(async () => setNotices((await api.get('/admin/noticeAnnouncement/list', { query: { pageNumber: 1, pageSize: 9999 } })).data.records), [api]);
  useEffect(() => {
    void ignoringShownFailure(load);
  }, [load]);

  const publish = () =>
    ignoringShownFailure(async () => {
      const values = await form.validateFields();
      await api.post('/admin/noticeAnnouncement', { body: values });
      notifier.success(t.published);
      setPublishing(false);
      form.resetFields();
      await load();
    });

  const withdraw = (notice: Notice) =>
    ignoringShownFailure(async () => {
      await api.delete('/admin/noticeAnnouncement/{id}', { path: { id: notice.id } });
      notifier.success(t.withdrawn);
      await load();
    });

  const columns = [
    { dataIndex: 'title', title: t.noticeTitle },
    { dataIndex: 'createBy', title: t.publisher, width: 140 },
    { dataIndex: 'createTime', title: t.publishedAt, width: 180 },
    {
      key: 'actions',
      title: t.actions,
      width: 100,
      render: (_: unknown, notice: Notice) => (
        <Popconfirm title={t.withdrawConfirm(notice.title)} okText={t.confirm} cancelText={t.cancel} onConfirm={() => withdraw(notice)}>
          <Button type="link" danger size="small">
            {t.withdraw}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
        <Button type="primary" onClick={() => setPublishing(true)}>
          {t.publish}
        </Button>
      </div>
      <Table<Notice> rowKey="id" loading={notices === null} dataSource={notices ?? []} columns={columns} pagination={{ pageSize: 10, hideOnSinglePage: true }} locale={{ emptyText: t.empty }} />
      <Modal title={t.publish} open={publishing} okText={t.confirm} cancelText={t.cancel} onOk={publish} onCancel={() => setPublishing(false)} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="title" label={t.noticeTitle} rules={[{ required: true, whitespace: true, message: t.titlePlaceholder }]}>
            <Input maxLength={50} showCount placeholder={t.titlePlaceholder} />
          </Form.Item>
          <Form.Item name="content" label={t.content} rules={[{ required: true, whitespace: true, message: t.contentPlaceholder }]}>
            <Input.TextArea rows={8} maxLength={5000} showCount placeholder={t.contentPlaceholder} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
