import type { ButtonSetting } from '../../contracts/bpmn/RongheExtension.ts';
import type { DelegationState } from './EngineRecords.ts';

/** The engine's commands on an open task, named by the button ids that offer them (加签 is `invite`). */
export type TaskCommand = 'complete' | 'delegate' | 'invite' | 'copy' | 'reject' | 'terminate';

const COMMANDS: ReadonlySet<string> = new Set<TaskCommand>(['complete', 'delegate', 'invite', 'copy', 'reject', 'terminate']);

/**
 * What the holder of an open task may do there. A delegate (委托, delegation pending) may only
 * agree, which hands the task back to its owner (Flowable's resolve); the owner does the rest.
 * The engine refuses the other commands by this rule, and the task drawer is offered only the
 * buttons it lets through, so the two cannot disagree. Buttons the browser handles alone (打印,
 * custom ones) are no command and stay.
 */
export class TaskActionRule {
  static allows(task: { delegationState: DelegationState | null }, command: TaskCommand): boolean {
    return task.delegationState !== 'pending' || command === 'complete';
  }

  /** The node's buttons the holder of this task may use. */
  static buttons(task: { delegationState: DelegationState | null }, buttons: readonly ButtonSetting[]): ButtonSetting[] {
    return buttons.filter((button) => !COMMANDS.has(button.id) || TaskActionRule.allows(task, button.id as TaskCommand)).map((button) => ({ ...button }));
  }
}
