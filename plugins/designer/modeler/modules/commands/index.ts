import { FlowOrderSync } from './FlowOrderSync.ts';
import { UPDATE_ELEMENT_COMMAND, UpdateElementHandler } from './UpdateElementHandler.ts';

export { UPDATE_ELEMENT_COMMAND, type UpdateElementContext } from './UpdateElementHandler.ts';

interface CommandStack {
  registerHandler(command: string, handler: unknown): void;
}

/** Registers the panel's command on the command stack when the modeler starts. */
class RhCommands {
  static $inject = ['commandStack'];

  constructor(commandStack: CommandStack) {
    commandStack.registerHandler(UPDATE_ELEMENT_COMMAND, UpdateElementHandler);
  }
}

/** The properties panel's editing commands and the branch-order bookkeeping (spec 002 §2.5, §4). */
export const rhCommandsModule = {
  __init__: ['rhCommands', 'rhFlowOrderSync'],
  rhCommands: ['type', RhCommands],
  rhFlowOrderSync: ['type', FlowOrderSync],
};
