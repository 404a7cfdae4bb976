import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import type { RichTextDocument } from '../../../contracts/richtext/RichTextDocument.ts';
import { renderWidget } from '../testing/renderWidget.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';
import { TiptapEditorCode } from './TiptapEditorCode.ts';

const written = (text: string, marks?: Array<{ type: string; attrs?: Record<string, unknown> }>): RichTextDocument => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text, ...(marks ? { marks } : {}) }] }],
});

/** The writing area once its lazy chunk is in. */
const textbox = (name = '报销事由') => screen.findByRole('textbox', { name }, { timeout: 5000 });

/** Selects everything written, as a user would before choosing a format (Ctrl+A in the writing area). */
async function selectAll(user: ReturnType<typeof userEvent.setup>, box: HTMLElement) {
  act(() => box.focus());
  await user.keyboard('{Control>}a{/Control}');
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(within(screen.getByRole('toolbar')).getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

function Controlled({ initial = null, onChange }: { initial?: RichTextDocument | null; onChange: (value: RichTextDocument | null) => void }) {
  const [value, setValue] = useState<RichTextDocument | null>(initial);
  return (
    <RichTextEditor
      aria-label="报销事由"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('RichTextEditor', () => {
  it('is drawn as the editor at once, without its loading placeholder, when a form fetched its code ahead', async () => {
    await TiptapEditorCode.load();
    renderWidget(<RichTextEditor aria-label="报销事由" value={written('出差北京')} readOnly />);
    expect(screen.queryByLabelText('编辑器加载中')).toBeNull();
    expect(screen.getByText('出差北京')).toBeTruthy();
  });

  it('says 请输入正文 while empty', async () => {
    renderWidget(<RichTextEditor aria-label="报销事由" />);
    const box = await textbox();
    await waitFor(() => expect(box.querySelector('[data-placeholder]')?.getAttribute('data-placeholder')).toBe('请输入正文'));
  });

  it('shows 暂无 read-only when empty, and the text when written', async () => {
    const { view } = renderWidget(<RichTextEditor readOnly value={null} />);
    expect(screen.getByText('暂无')).toBeTruthy();
    view.rerender(<RichTextEditor readOnly value={written('出差北京')} aria-label="报销事由" />);
    expect(await screen.findByText('出差北京', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect((await textbox()).getAttribute('contenteditable')).toBe('false');
  });

  it('draws a stored document with its font, size and heading', async () => {
    const document: RichTextDocument = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '行程' }] },
        { type: 'paragraph', content: [{ type: 'text', text: '楷体二十号', marks: [{ type: 'textStyle', attrs: { fontFamily: 'KaiTi', fontSize: '20px' } }] }] },
      ],
    };
    renderWidget(<RichTextEditor disabled value={document} aria-label="报销事由" />);
    expect((await screen.findByText('行程', {}, { timeout: 5000 })).tagName).toBe('H2');
    const styled = screen.getByText('楷体二十号');
    expect(styled.style.fontSize).toBe('20px');
    expect(styled.style.fontFamily).toContain('KaiTi');
  });

  it('applies the chosen font, size and heading to the selection and reports the document', async () => {
    const onChange = vi.fn();
    renderWidget(<Controlled initial={written('差旅说明')} onChange={onChange} />);
    const user = userEvent.setup();
    const box = await textbox();
    await selectAll(user, box);
    await choose(user, '字体', '宋体');
    await selectAll(user, box);
    await choose(user, '字号', '18px');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(written('差旅说明', [{ type: 'textStyle', attrs: { fontFamily: 'SimSun', fontSize: '18px' } }])),
    );
    await choose(user, '段落格式', '标题3');
    await waitFor(() => expect(onChange.mock.lastCall?.[0].content[0]).toMatchObject({ type: 'heading', attrs: { level: 3 } }));
    expect(box.querySelector('h3')?.textContent).toBe('差旅说明');
  });

  it('offers the five fonts by their Chinese names and sizes from 12 to 36 px', async () => {
    const user = userEvent.setup();
    renderWidget(<RichTextEditor aria-label="报销事由" />);
    await textbox();
    await user.click(within(screen.getByRole('toolbar')).getByLabelText('字体'));
    for (const name of ['宋体', '黑体', '微软雅黑', '楷体', '仿宋']) expect(await screen.findByTitle(name)).toBeTruthy();
    await user.click(within(screen.getByRole('toolbar')).getByLabelText('字号'));
    expect(await screen.findByTitle('12px')).toBeTruthy();
    expect(screen.getByTitle('36px')).toBeTruthy();
    expect(screen.queryByTitle('38px')).toBeNull();
    await user.click(within(screen.getByRole('toolbar')).getByLabelText('段落格式'));
    for (const name of ['正文', '标题1', '标题6']) expect((await screen.findAllByTitle(name)).length).toBeGreaterThan(0);
  });

  it('toggles bold from the toolbar, its tooltip in Chinese', async () => {
    const onChange = vi.fn();
    renderWidget(<Controlled initial={written('加粗这句')} onChange={onChange} />);
    const user = userEvent.setup();
    const box = await textbox();
    await selectAll(user, box);
    await user.click(screen.getByRole('button', { name: '加粗' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(written('加粗这句', [{ type: 'bold' }])));
    expect(box.querySelector('strong')?.textContent).toBe('加粗这句');
    expect(screen.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('works in an antd form: the required rule sees an emptied document as missing', async () => {
    const onFinish = vi.fn();
    function Sample() {
      return (
        <Form onFinish={onFinish} initialValues={{ reason: written('原有内容') }}>
          <Form.Item name="reason" label="报销事由" rules={[{ required: true, message: '报销事由不能为空' }]}>
            <RichTextEditor aria-label="报销事由" />
          </Form.Item>
          <Button htmlType="submit">提交</Button>
        </Form>
      );
    }
    renderWidget(<Sample />);
    const user = userEvent.setup();
    const box = await textbox();
    await selectAll(user, box);
    await user.click(screen.getByRole('button', { name: '加粗' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ reason: written('原有内容', [{ type: 'bold' }]) }));
    await selectAll(user, box);
    await user.keyboard('{Backspace}');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('报销事由不能为空')).toBeTruthy();
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});
