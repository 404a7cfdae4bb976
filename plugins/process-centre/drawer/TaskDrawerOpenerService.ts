import type { TaskDrawerCloseReason, TaskDrawerOpener, TaskDrawerTarget } from '../../../contracts/workbench/ProcessCentre.ts';
import { createServiceId } from '../../../contracts/workbench/ServiceId.ts';
import { OverlayOpener } from '../../../core/react/index.ts';

/**
 * The TaskDrawerOpener other plugins call. It only keeps which task is open; the drawer itself
 * is rendered by TaskDrawerHost in the main layout, which listens here. A second message
 * replaces the task on show; the first caller learns it was left ('cancel').
 */
export class TaskDrawerOpenerService extends OverlayOpener<TaskDrawerTarget, TaskDrawerCloseReason> implements TaskDrawerOpener {
  constructor() {
    super('cancel');
  }
}

/** The process centre's own handle on the same instance, for the host that renders the drawer. */
export const TaskDrawerOpenerServiceId = createServiceId<TaskDrawerOpenerService>('process-centre.TaskDrawerOpenerService');
