import { useState, type ReactNode } from 'react';
import { Form, Modal } from 'antd';
import type { ApiEnvelope } from '../../../contracts/workbench/Http.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import type { BusinessFormHandle, BusinessFormProcess } from '../../../contracts/workbench/ProcessCentre.ts';
import { usePhone, useService } from '../../../core/react/index.ts';
import type { FlowOption } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';
import { succeeded } from './ActionOutcome.ts';

/** What every action dialog of the button group receives. */
export interface ActionDialogProps {
  process: BusinessFormProcess;
  seqFlowList: readonly FlowOption[];
  form(): BusinessFormHandle | null;
  onCancel(): void;
  /** The action went through and its success message has been shown. */
  onSucceeded(): void;
}

interface ActionDialogFrameProps<V> {
  title: string;
  /** What 成功 says: a fixed text, or one read from the answer (the server's message). */
  successText: string | ((answer: ApiEnvelope<unknown>) => string);
  submit(values: V): Promise<ApiEnvelope<unknown>>;
  onCancel(): void;
  onSucceeded(): void;
  initialValues?: Partial<V>;
  children: ReactNode;
}

/**
 * The frame of the action dialogs: the fields' own messages on 确定, then the call. Only code 0
 * shows the success text and closes; any other answer leaves the dialog open (part 2 §4), the
 * HTTP client having shown the server's message.
 */
export function ActionDialog<V extends object>({ title, successText, submit, onCancel, onSucceeded, initialValues, children }: ActionDialogFrameProps<V>) {
  const [form] = Form.useForm<V>();
  const notifier = useService(NotifierId);
  const [busy, setBusy] = useState(false);
  const phone = usePhone();

  const confirm = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const answer = await submit(values);
      if (succeeded(answer)) {
        notifier.success(typeof successText === 'string' ? successText : successText(answer));
        onSucceeded();
      }
    } catch {
      // Already shown by the HTTP client; the user may correct and try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      // Part 1 §9: dialogs are 48 % wide and do not close on a click beside them; on a phone
      // (issue 25) as wide as antd lets one be, the phone's width less its margins.
      width={phone ? '100%' : '48%'}
      mask={{ closable: false }}
      okText={zhCN.dialogs.ok}
      cancelText={zhCN.dialogs.cancel}
      confirmLoading={busy}
      onOk={confirm}
      onCancel={onCancel}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} name={title}>
        {children}
      </Form>
    </Modal>
  );
}
