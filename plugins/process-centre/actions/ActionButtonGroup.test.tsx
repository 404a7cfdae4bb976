import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BusinessFormProcess } from '../../../contracts/workbench/ProcessCentre.ts';
import { fakeBusinessForm } from '../testing/FakeBusinessForm.ts';
import { renderInWorkbench, shown } from '../testing/renderProcessCentre.tsx';
import { samples } from '../testing/ProcessCentreSamples.ts';
import { ActionButtonGroup, type ActionButtonGroupProps } from './ActionButtonGroup.tsx';

const task: BusinessFormProcess = { procDefKey: 'agreement', procInstId: 'inst-1', taskId: 'task-1', taskDefKey: 'managerApprove' };

function renderGroup(props: Partial<ActionButtonGroupProps>) {
  const form = fakeBusinessForm();
  const onDone = vi.fn();
  const all: ActionButtonGroupProps = {
    mode: 'handle',
    taskState: 'running',
    buttonList: [],
    seqFlowList: [],
    process: task,
    form: () => form,
    onDone,
    ...props,
  };
  return { form, onDone, fixture: renderInWorkbench(<ActionButtonGroup {...all} />) };
}

const group = () => within(screen.getByRole('group', { name: '流程操作' }));
const buttonTexts = () => group().getAllByRole('button').map((button) => button.textContent);
const isPrimary = (name: string) => {
  const button = group().getByRole('button', { name });
  return button.classList.contains('ant-btn-primary') && !button.classList.contains('ant-btn-background-ghost');
};

describe('ActionButtonGroup', () => {
  it('shows 提交 when a process is being started and nothing is configured', async () => {
    await renderGroup({ mode: 'start', taskState: undefined, process: { procDefKey: 'agreement' } }).fixture;
    expect(buttonTexts()).toEqual(['提交']);
    expect(isPrimary('提交')).toBe(true);
  });

  it('shows 驳回 then 同意 for a held task without configuration, 同意 primary and 驳回 ghost', async () => {
    await renderGroup({}).fixture;
    expect(buttonTexts()).toEqual(['驳回', '同意']);
    expect(isPrimary('同意')).toBe(true);
    expect(isPrimary('驳回')).toBe(false);
    expect(group().getByRole('button', { name: '驳回' }).classList.contains('ant-btn-background-ghost')).toBe(true);
  });

  it('keeps the default set when the configuration gives no flags: 同意, 驳回 and 抄送', async () => {
    await renderGroup({ buttonList: ['complete', 'reject', 'copy', 'delegate', 'terminate', 'print', 'invite'].map((id) => ({ id })) }).fixture;
    expect(buttonTexts()).toEqual(['抄送', '驳回', '同意']);
  });

  it('puts all but the first three enabled actions under 更多, the three in reverse order with the last primary', async () => {
    const { fixture } = renderGroup({
      buttonList: [
        samples.button('complete', true, '同意'),
        samples.button('reject', true, '驳回'),
        samples.button('copy', false, '抄送'),
        samples.button('delegate', true, '委托'),
        samples.button('terminate', true, '终止'),
      ],
    });
    const { user } = await fixture;
    expect(buttonTexts()).toEqual(['更多', '委托', '驳回', '同意']);
    expect(isPrimary('同意')).toBe(true);
    expect(isPrimary('委托')).toBe(false);
    await user.hover(group().getByRole('button', { name: /更多/ }));
    expect(await screen.findByRole('menuitem', { name: '终止' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: '抄送' })).toBeNull();
  });

  it('shows no buttons once the task is complete', async () => {
    await renderGroup({ taskState: 'complete', buttonList: [samples.button('complete', true, '同意')] }).fixture;
    expect(screen.queryByRole('group', { name: '流程操作' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says 暂不支持暂存功能 for 暂存 and saves nothing', async () => {
    const { fixture, form } = renderGroup({ buttonList: [samples.button('save', true, '暂存')] });
    const { user, notifier, http } = await fixture;
    await user.click(group().getByRole('button', { name: '暂存' }));
    expect(shown(notifier, 'warning')).toEqual(['暂不支持暂存功能']);
    expect(form.complete).not.toHaveBeenCalled();
    expect(http.calls).toEqual([]);
  });

  it('gives an unknown id the default action: a button under its own name that says it is not supported', async () => {
    const { fixture } = renderGroup({ buttonList: [{ id: 'archive', name: '归档', enabled: true, custom: true }] });
    const { user, notifier } = await fixture;
    await user.click(group().getByRole('button', { name: '归档' }));
    expect(shown(notifier, 'warning')).toEqual(['暂不支持归档功能']);
  });

  it('checks the business form before 同意 opens its dialog, and stops when the form says no', async () => {
    const form = fakeBusinessForm({ validate: vi.fn(async () => false) });
    const { user } = await renderInWorkbench(
      <ActionButtonGroup mode="handle" taskState="running" seqFlowList={[]} process={task} form={() => form} onDone={vi.fn()} />,
    );
    await user.click(group().getByRole('button', { name: '同意' }));
    expect(form.validate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('prints through the business form', async () => {
    const { fixture, form } = renderGroup({ buttonList: [samples.button('print', true, '打印')] });
    const { user } = await fixture;
    await user.click(group().getByRole('button', { name: '打印' }));
    expect(form.print).toHaveBeenCalledTimes(1);
  });
});
