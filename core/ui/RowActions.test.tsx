import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowActions, type RowAction } from './RowActions.tsx';
import { renderWidget } from './testing/renderWidget.tsx';

const action = (key: string, label: string, extra: Partial<RowAction> = {}): RowAction => ({ key, label, onClick: vi.fn(), ...extra });

describe('RowActions', () => {
  it('shows three actions as buttons and puts the rest under 更多', async () => {
    const user = userEvent.setup();
    const actions = [action('view', '查看'), action('edit', '编辑'), action('copy', '复制'), action('print', '打印'), action('history', '历史')];
    renderWidget(<RowActions actions={actions} />);

    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['查看', '编辑', '复制', '更多']);
    expect(screen.queryByText('打印')).toBeNull();

    await user.click(screen.getByRole('button', { name: /更多/ }));
    await user.click(await screen.findByText('历史'));
    expect(actions[4].onClick).toHaveBeenCalledTimes(1);
    expect(actions[3].onClick).not.toHaveBeenCalled();
  });

  it('needs no 更多 for three actions, and leaves hidden ones out of the count', () => {
    renderWidget(
      <RowActions actions={[action('a', '查看'), action('secret', '审计', { hidden: true }), action('b', '编辑'), action('c', '删除')]} />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['查看', '编辑', '删除']);
  });

  it('deletes only after an explicit 确定, and by default says deleted data cannot be recovered', async () => {
    const user = userEvent.setup();
    const remove = action('delete', '删除', { danger: true, confirm: true });
    renderWidget(<RowActions actions={[remove]} />);

    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除后数据将无法恢复，是否继续？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(remove.onClick).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '删除' }));
    // The cancelled dialog may still be fading out; the newest one is last.
    await waitFor(() => expect(screen.getAllByRole('button', { name: '确定' })).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: '确定' })[1]);
    expect(remove.onClick).toHaveBeenCalledTimes(1);
  });

  it('asks its own question when the action gives one, also from the overflow menu', async () => {
    const user = userEvent.setup();
    const revoke = action('revoke', '撤回', { confirm: '确定撤回该流程吗？' });
    renderWidget(<RowActions actions={[action('a', '查看'), action('b', '编辑'), action('c', '复制'), revoke]} />);

    await user.click(screen.getByRole('button', { name: /更多/ }));
    await user.click(await screen.findByText('撤回'));
    expect(await screen.findByText('确定撤回该流程吗？')).toBeTruthy();
    expect(revoke.onClick).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(revoke.onClick).toHaveBeenCalledTimes(1);
  });
});
