import { useEffect, useState } from 'react';
import { Checkbox, Form, Input, InputNumber, Modal, Select, Skeleton } from 'antd';
import { textLengthOf, type RichTextDocument } from '../../../contracts/richtext/RichTextDocument.ts';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { RichTextEditor } from '../../../core/ui/index.ts';
import { ignoringShownFailure } from '../organisation/ShownFailure.ts';
import { CoverImageField } from './CoverImageField.tsx';
import { VideoField } from './VideoField.tsx';
import { CHANNEL_FORMS, type ContentField, type SiteChannelId, type SiteContentEdit, type SiteContentItem } from './SiteContentApi.ts';
import { contentTexts as t } from './zhCN.ts';

/* The browser's copy of the server's bounds: it only saves a round trip. */
const LENGTHS: Record<Exclude<ContentField, 'recommend' | 'video'>, number> = { category: 20, summary: 300, author: 50, source: 50, publisher: 50, isbn: 20, price: 16 };
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const BODY_MAX = 20000;

interface FormValues extends Partial<Record<Exclude<ContentField, 'recommend' | 'video'>, string>> {
  title: string;
  section?: SiteContentEdit['section'];
  videoUrl?: string | null;
  duration?: number;
  date?: string;
  coverUrl?: string | null;
  body?: RichTextDocument | null;
  recommend?: boolean;
}

export interface SiteContentFormDialogProps {
  channel: SiteChannelId;
  /** The item to edit, or null for a new one. */
  id: number | null;
  onClose: () => void;
  onSaved: (item: SiteContentItem) => void | Promise<void>;
}

/** 新建 / 编辑 a site item with its channel's fields: title, category, summary, author …, date, cover, rich body. */
export function SiteContentFormDialog({ channel, id, onClose, onSaved }: SiteContentFormDialogProps) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [form] = Form.useForm<FormValues>();
  const [loaded, setLoaded] = useState<FormValues | null>(id === null ? { title: '', recommend: false } : null);
  const spec = CHANNEL_FORMS[channel];

  useEffect(() => {
    if (id === null) return;
    void api.get('/admin/website/content/{channel}/{id}', { path: { channel, id } }).then(({ data }) =>
      setLoaded({
        title: data.title,
        category: data.category ?? undefined,
        summary: data.summary ?? undefined,
        author: data.author ?? undefined,
        source: data.source ?? undefined,
        publisher: data.publisher ?? undefined,
        isbn: data.isbn ?? undefined,
        price: data.price ?? undefined,
        date: data.date,
        coverUrl: data.coverUrl,
        body: (data.body as RichTextDocument | null) ?? null,
        recommend: data.recommend,
        section: data.section,
        videoUrl: data.videoUrl ?? null,
        duration: data.duration ?? 0,
      }),
    );
  }, [api, channel, id]);

  const save = () =>
    ignoringShownFailure(async () => {
      const values = await form.validateFields();
      const edit: SiteContentEdit = { title: values.title.trim(), date: values.date?.trim() || null, coverUrl: values.coverUrl || null, body: (values.body ?? null) as SiteContentEdit['body'] };
      for (const field of spec.fields) {
        if (field === 'recommend') edit.recommend = values.recommend ?? false;
        else if (field === 'video') Object.assign(edit, { videoUrl: values.videoUrl || null, duration: values.videoUrl ? (values.duration ?? 0) : 0 });
        else edit[field] = values[field]?.trim() || null;
      }
      if (spec.sections) edit.section = values.section;
      const answer = id === null ? await api.post('/admin/website/content/{channel}', { path: { channel }, body: edit }) : await api.put('/admin/website/content/{channel}/{id}', { path: { channel, id }, body: edit });
      notifier.success(id === null ? t.created : t.saved);
      await onSaved(answer.data);
    });

  const text = (field: Exclude<ContentField, 'recommend' | 'category' | 'video'>, multiline = false) =>
    spec.fields.includes(field) ? (
      <Form.Item key={field} name={field} label={t.fields[field]} rules={[{ max: LENGTHS[field], message: t.tooLong(LENGTHS[field]) }]}>
        {multiline ? <Input.TextArea rows={2} showCount maxLength={LENGTHS[field]} /> : <Input />}
      </Form.Item>
    ) : null;

  return (
    <Modal
      title={id === null ? t.createTitle(spec.label) : t.editTitle(spec.label)}
      open
      width={880}
      okText={t.confirm}
      cancelText={t.cancel}
      onOk={save}
      onCancel={onClose}
      okButtonProps={{ disabled: loaded === null }}
      destroyOnHidden
    >
      {loaded === null ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" initialValues={loaded}>
          <Form.Item
            name="title"
            label={t.fields.title}
            rules={[
              { required: true, whitespace: true, message: t.titleRequired },
              { max: 100, message: t.tooLong(100) },
            ]}
          >
            <Input />
          </Form.Item>
          {spec.sections ? (
            <Form.Item name="section" label={t.fields.section} rules={[{ required: true, message: t.sectionRequired }]}>
              <Select aria-label={t.fields.section} options={spec.sections.map((s) => ({ value: s.value, label: s.label }))} />
            </Form.Item>
          ) : null}
          {spec.fields.includes('category') ? (
            <Form.Item
              name="category"
              label={spec.sections ? t.fields.tag : t.fields.category}
              // 智慧课堂's category is a label beside the title (课件, 教案 …), optional; elsewhere the channel's required category.
              rules={[...(spec.sections ? [] : [{ required: true, whitespace: true, message: t.categoryRequired }]), { max: LENGTHS.category, message: t.tooLong(LENGTHS.category) }]}
            >
              {spec.categories ? <Select aria-label={t.fields.category} options={spec.categories.map((c) => ({ value: c.value, label: c.label }))} /> : <Input />}
            </Form.Item>
          ) : null}
          {text('summary', true)}
          {text('author')}
          {text('source')}
          {text('publisher')}
          {text('isbn')}
          {text('price')}
          <Form.Item
            name="date"
            label={t.fields.date}
            rules={[{ pattern: spec.dateKind === 'day' ? DAY : TIME, message: spec.dateKind === 'day' ? t.badDay : t.badTime }]}
          >
            <Input placeholder={t.datePlaceholder[spec.dateKind]} />
          </Form.Item>
          {spec.fields.includes('recommend') ? (
            <Form.Item name="recommend" valuePropName="checked">
              <Checkbox>{t.fields.recommend}</Checkbox>
            </Form.Item>
          ) : null}
          <Form.Item name="coverUrl" label={t.fields.cover}>
            <CoverImageField uploadUrl={spec.coverUpload} />
          </Form.Item>
          {spec.fields.includes('video') ? (
            <>
              <Form.Item name="videoUrl" label={t.fields.video}>
                <VideoField onDuration={(seconds) => form.setFieldValue('duration', seconds)} />
              </Form.Item>
              <Form.Item name="duration" hidden>
                <InputNumber />
              </Form.Item>
            </>
          ) : null}
          <Form.Item
            name="body"
            label={t.fields.body}
            rules={[{ validator: async (_: unknown, value: RichTextDocument | null | undefined) => (textLengthOf(value) > BODY_MAX ? Promise.reject(new Error(t.bodyTooLong)) : undefined) }]}
          >
            <RichTextEditor aria-label={t.fields.body} minHeight={220} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
