import type { ProcessStartTarget, TaskDrawerCloseReason, TaskDrawerOpener, TaskDrawerTarget } from '../../../contracts/workbench/ProcessCentre.ts';
import { createServiceId } from '../../../contracts/workbench/ServiceId.ts';
import { OverlayOpener } from '../../../core/react/index.ts';
import type { DrawerLoader } from './DrawerLoader.ts';
import type { DrawerSubject } from './DrawerSubject.ts';

/**
 * The TaskDrawerOpener other plugins call. It only keeps what the drawer shows (a task, or a
 * process about to start); the drawer itself is rendered by TaskDrawerHost in the main
 * layout, which listens here. A second call replaces what is on show; the first caller learns
 * it was left ('cancel'). What the drawer shows starts loading here, at the click, beside the
 * drawer's own code (DrawerLoader).
 */
export class TaskDrawerOpenerService extends OverlayOpener<DrawerSubject, TaskDrawerCloseReason> implements TaskDrawerOpener {
  constructor(private readonly loader: DrawerLoader) {
    super('cancel');
  }

  override open(target: TaskDrawerTarget | DrawerSubject): Promise<TaskDrawerCloseReason> {
    return this.#show('kind' in target ? target : { kind: 'task', procInstId: target.procInstId, taskId: target.taskId });
  }

  start(target: ProcessStartTarget): Promise<TaskDrawerCloseReason> {
    return this.#show({ kind: 'start', procDefKey: target.procDefKey, procDefId: target.procDefId, processName: target.processName });
  }

  #show(subject: DrawerSubject): Promise<TaskDrawerCloseReason> {
    this.loader.start(subject);
    return super.open(subject);
  }
}

/** The process centre's own handle on the same instance, for the host that renders the drawer. */
export const TaskDrawerOpenerServiceId = createServiceId<TaskDrawerOpenerService>('process-centre.TaskDrawerOpenerService');
