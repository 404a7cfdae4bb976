import { DiagramBuilder } from '../../contracts/bpmn/testing/DiagramBuilder.ts';

/**
 * Diagrams the CLI tests share: a leave approval that passes every deploy rule, and the same
 * approval with the mistakes the rules catch.
 */
export class SampleDiagrams {
  /** 请假审批: apply → exclusive on days → manager (single) or director (multi-instance) → end. */
  static approval(processId = 'leave', name = '请假审批'): DiagramBuilder {
    return new DiagramBuilder(processId, { name })
      .start('start')
      .userTask('apply', '提交申请', { variable: '${initiator}' })
      .exclusive('decide', '天数判断')
      .userTask('manager', '部门经理审批', { users: ['2'] })
      .userTask('directors', '总监会签', { users: ['3', '4'], multi: { type: 'completeMultiInst', percentage: 100 } })
      .end('end')
      .flow('f1', 'start', 'apply')
      .flow('f2', 'apply', 'decide')
      .flow('f3', 'decide', 'manager', { condition: '${days <= 3}' })
      .flow('f4', 'decide', 'directors', { condition: '${days > 3}' })
      .flow('f5', 'manager', 'end')
      .flow('f6', 'directors', 'end');
  }

  static valid(processId?: string, name?: string): string {
    return SampleDiagrams.approval(processId, name).toXml();
  }

  /**
   * 请假申请 bound to the designed form `leave` (contracts/forms/testing/LeaveForm.ts): 部门经理
   * on every request, then 总经理 when `longCondition` holds (issue 23's journey: `${days > 3}`).
   */
  static leaveWithForm(longCondition = '${days > 3}', formKeys = ['leave'], processId = 'leaveProcess'): string {
    return new DiagramBuilder(processId, { name: '请假申请', formKeys })
      .start('start')
      .userTask('manager', '部门经理审批', { users: ['3'] })
      .exclusive('decide', '天数判断')
      .userTask('gm', '总经理审批', { users: ['1'] })
      .end('end')
      .flow('f1', 'start', 'manager')
      .flow('f2', 'manager', 'decide')
      .flow('long', 'decide', 'gm', { condition: longCondition })
      .flow('short', 'decide', 'end', { condition: '${days <= 3}' })
      .flow('f3', 'gm', 'end')
      .toXml();
  }

  /** The approval with a task nobody can handle and an unnamed end event. */
  static withDeployErrors(processId = 'leave'): string {
    return new DiagramBuilder(processId, { name: '请假审批' })
      .start('start')
      .userTask('apply', '提交申请', { noCandidates: true })
      .end('end', '')
      .flow('f1', 'start', 'apply')
      .flow('f2', 'apply', 'end')
      .toXml();
  }
}
