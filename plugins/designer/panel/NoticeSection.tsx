import { Checkbox, Form } from 'antd';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import type { PanelEditor } from './PanelEditor.ts';

/** Notify the handlers when their task is created (spec 002 §2.5): channel 站内信 (system), the default. */
export function NoticeSection({ task, editor }: { task: DiagramElement; editor: PanelEditor }) {
  const notice = editor.reader.notice(task.businessObject);
  const write = (channels: string[] | null) =>
    editor.update(task, { extensions: { 'rh:Notice': channels && channels.length ? editor.writer.notice({ channels }) : null } });
  return (
    <Form.Item label={zhCN.notice.title}>
      <Checkbox checked={notice !== undefined} onChange={(event) => write(event.target.checked ? ['system'] : null)}>
        {zhCN.notice.enabled}
      </Checkbox>
      {notice && (
        <div>
          <span>{zhCN.notice.channels}：</span>
          <Checkbox.Group
            aria-label={zhCN.notice.channels}
            value={notice.channels}
            options={[{ value: 'system', label: zhCN.notice.system }]}
            onChange={(values) => write(values.length ? (values as string[]) : null)}
          />
        </div>
      )}
    </Form.Item>
  );
}
