import { describe, expect, it } from 'vitest';
import { createRongheModdle } from '../../../../../contracts/bpmn/RongheModdle.ts';
import { assigneeLine } from './AssigneeLine.ts';
import { onAssigneeLine } from './AssigneeClick.ts';

const moddle = createRongheModdle();

describe('the people line of a user task', () => {
  it('lists the companies, departments, roles, users and variable of its candidate condition', async () => {
    const { rootElement } = await moddle.fromXML(`<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:rh="http://ronghe.example/schema/bpmn/1.0" id="d">
      <bpmn:process id="p"><bpmn:userTask id="t" name="审批"><bpmn:extensionElements><rh:candidateCondition variable="\${initiator}">
        <rh:department deptId="2" name="研发部" /><rh:user userId="3" chineseName="李四" /></rh:candidateCondition></bpmn:extensionElements></bpmn:userTask></bpmn:process></bpmn:definitions>`);
    const task = (rootElement as unknown as { rootElements: Array<{ flowElements: unknown[] }> }).rootElements[0].flowElements[0];
    expect(assigneeLine(task)).toBe('研发部、李四、${initiator}');
  });

  it('is empty for a task nobody handles yet', () => {
    expect(assigneeLine(moddle.create('bpmn:UserTask'))).toBe('');
  });

  it('is hit in the lower part of the task, under the name', () => {
    const task = { y: 100, height: 100 };
    expect(onAssigneeLine(task, 130)).toBe(false);
    expect(onAssigneeLine(task, 180)).toBe(true);
    expect(onAssigneeLine(task, 210)).toBe(false);
  });
});
