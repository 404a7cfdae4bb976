import type { ProcessStartTarget, TaskDrawerCloseReason, TaskDrawerOpener, TaskDrawerTarget } from '../../../contracts/workbench/ProcessCentre.ts';
import { createServiceId } from '../../../contracts/workbench/ServiceId.ts';
import { OverlayOpener } from '../../../core/react/index.ts';
import type { DrawerSubject } from './DrawerSubject.ts';

/**
 * The TaskDrawerOpener other plugins call. It only keeps what the drawer shows (a task, or a
 * process about to start); the drawer itself is rendered by TaskDrawerHost in the main
 * layout, which listens here. A second call replaces what is on show; the first caller learns
 * it was left ('cancel').
 */
export class TaskDrawerOpenerService extends OverlayOpener<DrawerSubject, TaskDrawerCloseReason> implements TaskDrawerOpener {
  constructor() {
    super('cancel');
  }

  override open(target: TaskDrawerTarget | DrawerSubject): Promise<TaskDrawerCloseReason> {
    return super.open('kind' in target ? target : { kind: 'task', procInstId: target.procInstId, taskId: target.taskId });
  }

  start(target: ProcessStartTarget): Promise<TaskDrawerCloseReason> {
    return super.open({ kind: 'start', procDefKey: target.procDefKey, procDefId: target.procDefId, processName: target.processName });
  }
}

/** The process centre's own handle on the same instance, for the host that renders the drawer. */
export const TaskDrawerOpenerServiceId = createServiceId<TaskDrawerOpenerService>('process-centre.TaskDrawerOpenerService');
