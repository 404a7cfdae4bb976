import { useCallback, useEffect, useState } from 'react';
import { Button, Input, Popconfirm, Result, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { holdsPlatformAdminRole } from '../../../contracts/workbench/PlatformAdminRole.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { ManagementFrame } from '../ManagementFrame.tsx';
import { ignoringShownFailure } from '../organisation/ShownFailure.ts';
import { CHANNEL_FORMS, CHANNELS, type SiteChannelId, type SiteContentItem, type SiteContentPage as ContentPage, type SiteContentStatus, type SiteContentSummary } from './SiteContentApi.ts';
import { SiteContentFormDialog } from './SiteContentFormDialog.tsx';
import { contentTexts as t } from './zhCN.ts';

const PAGE_SIZE = 10;
const STATUS_COLOURS: Record<SiteContentStatus, string> = { draft: 'default', published: 'green', withdrawn: 'orange' };

/** 智慧课堂's section pages (spec part 1 §2): an item's detail is its section's page with `?id=`. */
const SECTION_PAGES: Record<NonNullable<SiteContentItem['section']>, string> = {
  studentTraining: '/iClassroom/studentTraining',
  stuTraVideo: '/iClassroom/stuTraVideo',
  teachingResources: '/iClassroom/teachingResources',
  teachersInteraction: '/iClassroom/teachersInteraction/video',
  competitionActivities: '/iClassroom/competitionActivities',
};

/** The public detail page of an item, as 预览 opens it: the site's own page, loaded through the administrators' preview. */
export function previewAddress(channel: SiteChannelId, item: Pick<SiteContentSummary, 'id' | 'categoryName'>): string {
  const paths: Record<Exclude<SiteChannelId, 'iClassroom'>, string> = { news: '/news/detail', partyBuild: '/partyBuild/detail', books: '/elaborateBook/detail', eduPub: '/eduPub/detail', digitalPub: '/digitalPub/detail' };
  if (channel !== 'iClassroom') return `${paths[channel]}?id=${item.id}&preview=1`;
  // The list names an item's section by its label (分类); any section page shows any item, this one lights the right tab.
  const section = CHANNEL_FORMS.iClassroom.sections?.find((s) => s.label === item.categoryName)?.value ?? 'studentTraining';
  return `${SECTION_PAGES[section]}?id=${item.id}&preview=1`;
}

/**
 * 内容管理 (管理后台, issue 13): the public site's items by channel — list with status, search and
 * paging; 新建 and 编辑 with the channel's fields, cover and rich body; 预览 (the site's detail page,
 * unpublished); 发布 (on the site at once), 撤回, 删除. The site is the platform's: only its
 * administrator (role 3) manages it, as the server enforces.
 */
export function SiteContentPage() {
  const { userInfo } = useSessionSnapshot();
  // Only the platform's administrator manages the public site, which every company shares; the server refuses the others.
  if (!holdsPlatformAdminRole(userInfo?.roles)) return <Result status="403" title="403" subTitle={t.forbidden} />;
  return (
    <ManagementFrame>
      <SiteContent />
    </ManagementFrame>
  );
}

type Editing = { id: number | null } | null;

function SiteContent() {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [channel, setChannel] = useState<SiteChannelId>('news');
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<SiteContentStatus | undefined>();
  const [category, setCategory] = useState<string | undefined>();
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<ContentPage>({ records: [], total: 0, current: 1, size: PAGE_SIZE });
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const spec = CHANNEL_FORMS[channel];

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const params: Record<string, unknown> = { current, size: PAGE_SIZE };
      if (keyword.trim()) params.keyword = keyword.trim();
      if (status) params.status = status;
      if (category) params.category = category;
      setPage((await api.get('/admin/website/content/{channel}', { path: { channel }, query: params })).data);
    } finally {
      setLoading(false);
    }
  }, [api, channel, current, keyword, status, category]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = (item: SiteContentSummary, what: 'publish' | 'withdraw' | 'delete') =>
    ignoringShownFailure(async () => {
      if (what === 'delete') await api.delete('/admin/website/content/{channel}/{id}', { path: { channel, id: item.id } });
      else if (what === 'publish') await api.post('/admin/website/content/{channel}/{id}/publish', { path: { channel, id: item.id } });
      else await api.post('/admin/website/content/{channel}/{id}/withdraw', { path: { channel, id: item.id } });
      notifier.success(what === 'publish' ? t.published : what === 'withdraw' ? t.withdrawn : t.deleted);
      await load();
    });

  const columns = [
    { dataIndex: 'title', title: t.columns.title, render: (title: string, item: SiteContentSummary) => (item.recommend ? <Space size={4}>{title}<Tag color="blue">{t.recommended}</Tag></Space> : title) },
    ...(spec.fields.includes('category') ? [{ dataIndex: 'categoryName', title: t.columns.category }] : []),
    { dataIndex: 'status', title: t.status, render: (value: SiteContentStatus) => <Tag color={STATUS_COLOURS[value]}>{t.statuses[value]}</Tag> },
    { dataIndex: 'date', title: t.columns.date },
    { dataIndex: 'releaseTime', title: t.columns.releaseTime, render: (value: string | null) => value ?? '—' },
    {
      dataIndex: 'operation',
      title: t.operation,
      render: (_: unknown, item: SiteContentSummary) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing({ id: item.id })}>
            {t.edit}
          </Button>
          <Button type="link" size="small" onClick={() => window.open(previewAddress(channel, item), '_blank', 'noopener')}>
            {t.preview}
          </Button>
          {item.status === 'published' ? (
            <Popconfirm title={t.withdrawConfirm(item.title)} okText={t.confirm} cancelText={t.cancel} onConfirm={() => act(item, 'withdraw')}>
              <Button type="link" size="small">
                {t.withdraw}
              </Button>
            </Popconfirm>
          ) : (
            <Popconfirm title={t.publishConfirm(item.title)} okText={t.confirm} cancelText={t.cancel} onConfirm={() => act(item, 'publish')}>
              <Button type="link" size="small">
                {t.publish}
              </Button>
            </Popconfirm>
          )}
          <Popconfirm title={t.deleteConfirm(item.title)} okText={t.confirm} cancelText={t.cancel} onConfirm={() => act(item, 'delete')}>
            <Button type="link" size="small" danger>
              {t.delete}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t.title}
      </Typography.Title>
      <Tabs
        aria-label={t.channel}
        activeKey={channel}
        items={CHANNELS.map((key) => ({ key, label: CHANNEL_FORMS[key].label }))}
        onChange={(key) => {
          // A channel starts unfiltered: its search box is a fresh one.
          setChannel(key as SiteChannelId);
          setKeyword('');
          setStatus(undefined);
          setCategory(undefined);
          setCurrent(1);
        }}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          key={channel}
          aria-label={t.keyword}
          placeholder={t.keyword}
          allowClear
          enterButton={t.search}
          onSearch={(value) => {
            setKeyword(value);
            setCurrent(1);
          }}
        />
        <Select
          aria-label={t.status}
          allowClear
          placeholder={t.allStatuses}
          style={{ width: 140 }}
          value={status}
          options={(['draft', 'published', 'withdrawn'] as const).map((value) => ({ value, label: t.statuses[value] }))}
          onChange={(value?: SiteContentStatus) => {
            setStatus(value);
            setCurrent(1);
          }}
        />
        {spec.categories ?? spec.sections ? (
          <Select
            key={channel}
            aria-label={t.columns.category}
            allowClear
            placeholder={t.allCategories}
            style={{ width: 140 }}
            value={category}
            options={(spec.categories ?? spec.sections ?? []).map((c) => ({ value: c.value, label: c.label }))}
            onChange={(value?: string) => {
              setCategory(value);
              setCurrent(1);
            }}
          />
        ) : null}
        <Button type="primary" onClick={() => setEditing({ id: null })}>
          {t.create}
        </Button>
      </Space>
      <Table<SiteContentSummary>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={page.records}
        pagination={{ current, pageSize: PAGE_SIZE, total: page.total, showTotal: t.total, showSizeChanger: false, onChange: setCurrent }}
      />
      {editing ? (
        <SiteContentFormDialog
          channel={channel}
          id={editing.id}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await load();
          }}
        />
      ) : null}
    </>
  );
}
