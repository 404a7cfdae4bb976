import { describe, expect, it } from 'vitest';
import { DEFAULT_ENABLED, planButtons, type ConfiguredButton } from './ButtonPlan.ts';

const ids = (buttons: { id: string }[]) => buttons.map((button) => button.id);

describe('the button plan of a task', () => {
  it('offers 提交 alone when starting without a configuration', () => {
    const plan = planButtons({ mode: 'start', buttonList: [] });
    expect(plan.shown).toEqual([{ id: 'start', name: '提交', custom: false, primary: true }]);
    expect(plan.more).toEqual([]);
  });

  it('offers 同意 and 驳回 when handling without a configuration, 同意 rightmost and primary', () => {
    const plan = planButtons({ mode: 'handle', taskState: 'running', buttonList: [] });
    expect(plan.shown.map((button) => [button.name, button.primary])).toEqual([
      ['驳回', false],
      ['同意', true],
    ]);
  });

  it('fills flags the configuration leaves out from the default set: complete, reject and copy on, the rest off', () => {
    expect(DEFAULT_ENABLED).toEqual({ complete: true, reject: true, copy: true, delegate: false, terminate: false, print: false, invite: false });
    const unflagged: ConfiguredButton[] = ['complete', 'reject', 'copy', 'delegate', 'terminate', 'print', 'invite'].map((id) => ({ id }));
    const plan = planButtons({ mode: 'handle', taskState: 'running', buttonList: unflagged });
    expect(ids(plan.shown)).toEqual(['copy', 'reject', 'complete']);
    expect(plan.more).toEqual([]);
  });

  it('shows only what the configuration enables, with its names', () => {
    const plan = planButtons({
      mode: 'handle',
      buttonList: [
        { id: 'complete', name: '审批通过', enabled: true },
        { id: 'reject', name: '驳回', enabled: false },
        { id: 'terminate', name: '终止', enabled: true },
      ],
    });
    expect(plan.shown.map((button) => button.name)).toEqual(['终止', '审批通过']);
  });

  it('shows the first three of more than three in reverse order, the last primary, and puts the rest under 更多', () => {
    const five: ConfiguredButton[] = ['complete', 'reject', 'delegate', 'terminate', 'invite'].map((id) => ({ id, enabled: true }));
    const plan = planButtons({ mode: 'handle', taskState: 'running', buttonList: five });
    expect(plan.shown.map((button) => [button.id, button.primary])).toEqual([
      ['delegate', false],
      ['reject', false],
      ['complete', true],
    ]);
    expect(ids(plan.more)).toEqual(['terminate', 'invite']);
  });

  it('shows nothing for a task that is complete, whatever is configured', () => {
    expect(planButtons({ mode: 'handle', taskState: 'complete', buttonList: [] })).toEqual({ shown: [], more: [] });
    expect(planButtons({ mode: 'view', buttonList: [{ id: 'complete', enabled: true }] })).toEqual({ shown: [], more: [] });
  });

  it('keeps an unknown id with its configured name (its click falls back to the default action)', () => {
    const plan = planButtons({ mode: 'handle', buttonList: [{ id: 'archive', name: '归档', enabled: true, custom: true }] });
    expect(plan.shown).toEqual([{ id: 'archive', name: '归档', custom: true, primary: true }]);
  });
});
