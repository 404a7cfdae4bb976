import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { GatewaySection, branchesOf } from './GatewaySection.tsx';
import { RecordingPanelEditor } from './testing/RecordingPanelEditor.ts';
import { renderSection } from './testing/renderSection.tsx';

function gatewayWithBranches(type: string) {
  const editor = new RecordingPanelEditor();
  const gateway = editor.element(type, 'Gateway_1', { name: '天数判断' }) as DiagramElement & { outgoing: DiagramElement[] };
  gateway.outgoing = [];
  const branch = (id: string, name: string, next: string, attrs: Record<string, unknown> = {}) => {
    const flow = editor.element('bpmn:SequenceFlow', id, { name, ...attrs });
    flow.source = gateway;
    flow.target = editor.element('bpmn:UserTask', `Task_${id}`, { name: next });
    gateway.outgoing.push(flow);
    return flow;
  };
  const short = branch('Flow_short', '不超过3天', '部门经理审批', { conditionExpression: editor.moddle.create('bpmn:FormalExpression', { body: '${days <= 3}' }) });
  const long = branch('Flow_long', '超过3天', '总监会签');
  return { editor, gateway, short, long };
}

const confirmButton = async () => within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' });

describe('the gateway table', () => {
  it('lists an exclusive gateway’s branches in rh:FlowOrder, then in drawn order', () => {
    const { editor, gateway } = gatewayWithBranches('bpmn:ExclusiveGateway');
    expect(branchesOf(gateway, editor).map((branch) => branch.id)).toEqual(['Flow_short', 'Flow_long']);
    editor.update(gateway, { extensions: { 'rh:FlowOrder': editor.writer.flowOrder([{ flowId: 'Flow_long', seq: 1 }]) } });
    expect(branchesOf(gateway, editor).map((branch) => [branch.id, branch.nextNode])).toEqual([
      ['Flow_long', '总监会签'],
      ['Flow_short', '部门经理审批'],
    ]);
  });

  it('sets the flow mode of an exclusive gateway, 自动 by default', async () => {
    const user = userEvent.setup();
    const { editor, gateway } = gatewayWithBranches('bpmn:ExclusiveGateway');
    renderSection(editor, () => <GatewaySection gateway={gateway} editor={editor} />);
    expect((screen.getByRole('radio', { name: '自动' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: '手动' }));
    expect(editor.reader.flowMode(gateway.businessObject as never)).toBe('manual');
  });

  it('makes a branch with a condition the default only after two confirms, clearing its condition', async () => {
    const user = userEvent.setup();
    const { editor, gateway, short } = gatewayWithBranches('bpmn:ExclusiveGateway');
    renderSection(editor, () => <GatewaySection gateway={gateway} editor={editor} />);
    await user.click(screen.getByRole('radio', { name: '默认：不超过3天' }));
    expect(await screen.findByText('该分支已设置条件表达式，设为默认分支将清除条件，是否继续？')).toBeTruthy();
    await user.click(await confirmButton());
    expect(await screen.findByText('确定将该分支设为默认分支吗？')).toBeTruthy();
    expect(editor.writes).toEqual([]);
    const dialogs = await screen.findAllByRole('dialog');
    await user.click(within(dialogs.at(-1) as HTMLElement).getByRole('button', { name: '确定' }));
    expect(editor.writes).toEqual([['setDefaultFlow', 'Gateway_1', 'Flow_short']]);
    expect(short.businessObject.get('conditionExpression')).toBeUndefined();
  });

  it('asks once for a branch without a condition, and nothing changes on cancel', async () => {
    const user = userEvent.setup();
    const { editor, gateway } = gatewayWithBranches('bpmn:InclusiveGateway');
    renderSection(editor, () => <GatewaySection gateway={gateway} editor={editor} />);
    expect(screen.queryByRole('radio', { name: '自动' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '默认：超过3天' }));
    await screen.findByText('确定将该分支设为默认分支吗？');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    expect(editor.writes).toEqual([]);
  });

  it('gives a parallel gateway neither a flow mode nor a default column', () => {
    const { editor, gateway } = gatewayWithBranches('bpmn:ParallelGateway');
    renderSection(editor, () => <GatewaySection gateway={gateway} editor={editor} />);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '默认' })).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
