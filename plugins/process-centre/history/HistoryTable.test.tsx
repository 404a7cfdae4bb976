import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import { renderInWorkbench } from '../testing/renderProcessCentre.tsx';
import { samples } from '../testing/ProcessCentreSamples.ts';
import { HistoryTable, historyActionLabel } from './HistoryTable.tsx';

const HISTORY = '/workflow/history/list';

describe('history action labels', () => {
  it('names every operation type of part 2 §3 in Chinese', () => {
    const labels = Object.fromEntries(
      ['complete', 'delegate', 'reject', 'copy', 'print', 'save', 'terminate', 'running', 'start', 'modification', 'autoComplete', 'addSign', 'redueceSign', 'restart', 'canceled'].map(
        (action) => [action, historyActionLabel(action)],
      ),
    );
    expect(labels).toEqual({
      complete: '同意',
      delegate: '委托',
      reject: '驳回',
      copy: '抄送',
      print: '打印',
      save: '暂存',
      terminate: '终止',
      running: '未办理',
      start: '提交',
      modification: '跳转节点',
      autoComplete: '自动通过',
      addSign: '加签',
      redueceSign: '减签',
      restart: '流程复活',
      canceled: '取消',
    });
  });

  it('names 转办 and 撤回 (issue 22 §4)', () => {
    expect(historyActionLabel('reassign')).toBe('转办');
    expect(historyActionLabel('withdraw')).toBe('撤回');
  });

  it('calls anything else 自定义, including names an object already has', () => {
    expect(historyActionLabel('archive')).toBe('自定义');
    expect(historyActionLabel('toString')).toBe('自定义');
    expect(historyActionLabel('')).toBe('自定义');
  });
});

describe('HistoryTable', () => {
  it('lists the instance history with serial, node, handler, action, received and operated times and opinion', async () => {
    const http = new FakeHttpClient().on('GET', HISTORY, [
      samples.history('start', { activityName: '发起人提交', userNickName: '王五', fullMsg: null, startTime: '2026-02-01 09:00:00', endTime: '2026-02-01 09:00:00' }),
      samples.history('complete', { fullMsg: '价格合理' }),
      samples.history('running', { activityName: '财务审核', userNickName: '赵六', endTime: null, fullMsg: null, startTime: '2026-02-01 10:00:00' }),
    ]);
    await renderInWorkbench(<HistoryTable procInstId="inst-1" />, { http });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['序号', '节点', '处理人', '操作状态', '接收时间', '操作时间', '意见']);
    await within(table).findByText('价格合理');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['1', '发起人提交', '王五', '提交', '2026-02-01 09:00:00', '2026-02-01 09:00:00', ''],
      ['2', '部门经理审批', '李四', '同意', '2026-02-01 09:00:00', '2026-02-01 10:00:00', '价格合理'],
      ['3', '财务审核', '赵六', '未办理', '2026-02-01 10:00:00', '', ''],
    ]);
    expect(http.callsTo('GET', HISTORY).map((call) => call.options?.params)).toEqual([{ procInstId: 'inst-1' }]);
  });
});
