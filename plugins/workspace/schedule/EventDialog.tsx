import { useEffect, useState } from 'react';
import { Button, Col, DatePicker, Descriptions, Form, Input, Modal, Popconfirm, Row, Select, Space, Switch, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { zhCN } from '../zhCN.ts';
import { CalendarRange } from './CalendarRange.ts';
import { InviteeField } from './InviteeField.tsx';
import { EVENT_LIMITS, REMINDER_CHOICES, SERVER_TIME, type ScheduleEvent, type ScheduleEventInput, type SchedulePerson } from './ScheduleApi.ts';

const texts = zhCN.schedule.dialog;
/** The reminder select's value for "none" (a Select option cannot be null). */
const NO_REMINDER = 'none';

/** What the dialog opens on: a new event's first values, or an event to edit or view. */
export type EventDialogTarget = { kind: 'create'; start: Dayjs; end: Dayjs; invitees: SchedulePerson[] } | { kind: 'open'; event: ScheduleEvent };

interface FormValues {
  title: string;
  allDay: boolean;
  start: Dayjs;
  end: Dayjs;
  location?: string;
  description?: string;
  reminder: NonNullable<ScheduleEventInput['remindMinutes']> | typeof NO_REMINDER;
  invitees: SchedulePerson[];
}

interface EventDialogProps {
  target: EventDialogTarget | null;
  onSave: (input: ScheduleEventInput, id: number | null) => Promise<void>;
  onDelete: (id: number) => Promise<void>;
  onClose: () => void;
}

const reminderLabel = (minutes: number | null) => (minutes === null ? zhCN.schedule.reminders.none : zhCN.schedule.reminders[minutes]);

function initialValues(target: EventDialogTarget): FormValues {
  if (target.kind === 'create') return { title: '', allDay: false, start: target.start, end: target.end, reminder: 15, invitees: target.invitees };
  const { event } = target;
  return {
    title: event.title,
    allDay: event.allDay,
    start: CalendarRange.parse(event.startTime),
    end: CalendarRange.parse(event.endTime),
    location: event.location ?? undefined,
    description: event.description ?? undefined,
    // The server answers only the minutes the contract accepts.
    reminder: (event.remindMinutes as FormValues['reminder'] | null) ?? NO_REMINDER,
    invitees: event.invitees,
  };
}

/**
 * Create, edit or view one event. The organiser edits and deletes; an invitee sees the event
 * read-only. Checks what the contract checks (title ≤ 50, end after start, location ≤ 100,
 * description ≤ 500, ≤ 50 invitees) before sending.
 */
export function EventDialog({ target, onSave, onDelete, onClose }: EventDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const allDay = Form.useWatch('allDay', form);
  const readOnly = target?.kind === 'open' && !target.event.editable;
  const editing = target?.kind === 'open' ? target.event : null;

  useEffect(() => {
    if (target && !readOnly) form.setFieldsValue(initialValues(target));
  }, [target, readOnly, form]);

  if (!target) return null;

  if (readOnly && editing) {
    return (
      <Modal open title={texts.viewTitle} onCancel={onClose} footer={<Button onClick={onClose}>{texts.close}</Button>}>
        <Typography.Paragraph type="secondary">{texts.readOnly}</Typography.Paragraph>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={texts.title}>{editing.title}</Descriptions.Item>
          <Descriptions.Item label={texts.start}>{editing.allDay ? editing.startTime.slice(0, 10) : editing.startTime.slice(0, 16)}</Descriptions.Item>
          <Descriptions.Item label={texts.end}>{editing.allDay ? editing.endTime.slice(0, 10) : editing.endTime.slice(0, 16)}</Descriptions.Item>
          {editing.location ? <Descriptions.Item label={texts.location}>{editing.location}</Descriptions.Item> : null}
          <Descriptions.Item label={texts.organizer}>{editing.organizer.chineseName}</Descriptions.Item>
          <Descriptions.Item label={texts.invitees}>{editing.invitees.map((person) => person.chineseName).join('、')}</Descriptions.Item>
          <Descriptions.Item label={texts.reminder}>{reminderLabel(editing.remindMinutes)}</Descriptions.Item>
          {editing.description ? <Descriptions.Item label={texts.description}>{editing.description}</Descriptions.Item> : null}
        </Descriptions>
      </Modal>
    );
  }

  const submit = async (values: FormValues) => {
    const start = values.allDay ? values.start.startOf('day') : values.start.second(0);
    const end = values.allDay ? values.end.hour(23).minute(59).second(59) : values.end.second(0);
    setBusy(true);
    try {
      await onSave(
        {
          title: values.title.trim(),
          startTime: start.format(SERVER_TIME),
          endTime: end.format(SERVER_TIME),
          allDay: values.allDay,
          location: values.location?.trim() || null,
          description: values.description?.trim() || null,
          remindMinutes: values.reminder === NO_REMINDER ? null : values.reminder,
          inviteeIds: values.invitees.map((person) => person.userId),
        },
        editing?.id ?? null,
      );
    } finally {
      setBusy(false);
    }
  };

  const timeFormat = allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm';
  return (
    <Modal
      open
      title={editing ? texts.editTitle : texts.createTitle}
      onCancel={onClose}
      destroyOnHidden
      width={600}
      footer={
        <Space>
          {editing ? (
            <Popconfirm title={texts.deleteConfirm} onConfirm={() => onDelete(editing.id)} okText={texts.delete} cancelText={texts.cancel}>
              <Button danger>{texts.delete}</Button>
            </Popconfirm>
          ) : null}
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>
            {texts.save}
          </Button>
        </Space>
      }
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={initialValues(target)} onFinish={(values) => void submit(values)}>
        <Form.Item name="title" label={texts.title} rules={[{ required: true, whitespace: true, message: texts.titleRequired }]}>
          <Input placeholder={texts.titlePlaceholder} maxLength={EVENT_LIMITS.title} showCount />
        </Form.Item>
        <Row gutter={12}>
          <Col span={10}>
            <Form.Item name="start" label={texts.start} rules={[{ required: true, message: texts.startRequired }]}>
              <DatePicker showTime={allDay ? false : { format: 'HH:mm', minuteStep: 5 }} format={timeFormat} style={{ width: '100%' }} allowClear={false} />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item
              name="end"
              label={texts.end}
              dependencies={['start', 'allDay']}
              rules={[
                { required: true, message: texts.endRequired },
                ({ getFieldValue }) => ({
                  validator(_, end: Dayjs | undefined) {
                    const start: Dayjs | undefined = getFieldValue('start');
                    if (!end || !start) return Promise.resolve();
                    const whole = getFieldValue('allDay') === true;
                    const after = whole ? !end.isBefore(start, 'day') : end.second(0).isAfter(start.second(0));
                    return after ? Promise.resolve() : Promise.reject(new Error(texts.endAfterStart));
                  },
                }),
              ]}
            >
              <DatePicker showTime={allDay ? false : { format: 'HH:mm', minuteStep: 5 }} format={timeFormat} style={{ width: '100%' }} allowClear={false} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="allDay" label={texts.allDay} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={14}>
            <Form.Item name="location" label={texts.location}>
              <Input placeholder={texts.locationPlaceholder} maxLength={EVENT_LIMITS.location} />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="reminder" label={texts.reminder}>
              <Select options={REMINDER_CHOICES.map((minutes) => ({ value: minutes ?? NO_REMINDER, label: reminderLabel(minutes) }))} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="invitees" label={texts.invitees}>
          <InviteeField />
        </Form.Item>
        <Form.Item name="description" label={texts.description}>
          <Input.TextArea placeholder={texts.descriptionPlaceholder} maxLength={EVENT_LIMITS.description} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
