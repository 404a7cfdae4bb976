import { describe, expect, it } from 'vitest';
import { rhTranslate } from './RhTranslate.ts';

describe('the designer translation', () => {
  it('shows bpmn-js’ labels and import messages in Chinese, filling placeholders', () => {
    expect(rhTranslate('Append end event')).toBe('追加结束事件');
    expect(rhTranslate('no process or collaboration to display')).toBe('没有可显示的流程或协作');
    expect(rhTranslate('failed to import {element}', { element: 'Task_1' })).toBe('导入 Task_1 失败');
  });

  it('leaves a template it does not know as it is', () => {
    expect(rhTranslate('Unknown {x}', { x: '1' })).toBe('Unknown 1');
  });
});
