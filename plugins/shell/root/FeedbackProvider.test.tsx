import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCNLocale from 'antd/locale/zh_CN';
import { FeedbackProvider } from './FeedbackProvider.tsx';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

// Hands the page's App.useApp() out to the test, as a page would use it.
function renderWithFeedback(): { modal: () => ModalApi } {
  let modal: ModalApi | null = null;
  function Page() {
    modal = App.useApp().modal;
    return <p>页面</p>;
  }
  render(
    <ConfigProvider locale={zhCNLocale} button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
      <FeedbackProvider>
        <Page />
      </FeedbackProvider>
    </ConfigProvider>,
  );
  return { modal: () => modal! };
}

describe('feedback provider', () => {
  it("opens App.useApp()'s confirm once the modal's code has arrived, and answers OK", async () => {
    const user = userEvent.setup();
    const onOk = vi.fn();
    const { modal } = renderWithFeedback();
    const answer = modal().confirm({ title: '是否删除', content: '删除后不可恢复', onOk });

    const dialog = await screen.findByRole('dialog', { name: '是否删除' });
    expect(dialog.textContent).toContain('删除后不可恢复');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledOnce();
    expect(await answer).toBe(true);
  });

  it('answers false for a cancelled dialog', async () => {
    const user = userEvent.setup();
    const { modal } = renderWithFeedback();
    const answer = modal().confirm({ title: '是否退出' });
    await screen.findByRole('dialog', { name: '是否退出' });
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(await answer).toBe(false);
  });

  it('applies an update made before the dialog showed, and never shows one destroyed first', async () => {
    const { modal } = renderWithFeedback();
    const destroyed = modal().confirm({ title: '不该出现' });
    destroyed.destroy();
    modal().info({ title: '旧标题' }).update({ title: '新标题' });

    expect(await screen.findByRole('dialog', { name: '新标题' })).toBeTruthy();
    expect(await destroyed).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '不该出现' })).toBeNull());
  });
});
