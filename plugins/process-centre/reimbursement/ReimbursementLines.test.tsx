import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type FormInstance } from 'antd';
import { renderWidget } from '../../../core/ui/testing/renderWidget.tsx';
import { MAX_LINES } from './ReimbursementAmount.ts';
import { ReimbursementLinesEditor, type LineValues } from './ReimbursementLines.tsx';

function Lines({ maxLines, formRef }: { maxLines?: number; formRef: { current?: FormInstance } }) {
  const [form] = Form.useForm<{ lines: LineValues[] }>();
  formRef.current = form;
  const lines = Form.useWatch('lines', form);
  return (
    <Form form={form} initialValues={{ lines: [{ item: '', amount: null, invoiceCount: 1 }] }}>
      <ReimbursementLinesEditor lines={lines} maxLines={maxLines} />
    </Form>
  );
}

describe('ReimbursementLinesEditor', () => {
  it('holds fifty lines at most, as the server does', () => {
    expect(MAX_LINES).toBe(50);
  });

  it('stops offering 添加明细 at the limit, and offers it again once a line is removed', async () => {
    renderWidget(<Lines maxLines={3} formRef={{}} />);
    const user = userEvent.setup();
    const add = () => screen.getByRole('button', { name: /添加明细/ }) as HTMLButtonElement;
    await user.click(add());
    await user.click(add());
    expect(screen.getByLabelText('第3行费用项目')).toBeTruthy();
    expect(add().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '删除第2行' }));
    await waitFor(() => expect(add().disabled).toBe(false));
  });

  it('says 请至少填写一条费用明细 when no line is left', async () => {
    const formRef: { current?: FormInstance } = {};
    renderWidget(<Lines formRef={formRef} />);
    await act(async () => {
      formRef.current!.setFieldsValue({ lines: [] });
      await formRef.current!.validateFields().catch(() => undefined);
    });
    expect(await screen.findByText('请至少填写一条费用明细')).toBeTruthy();
  });
});
