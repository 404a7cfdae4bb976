import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ClockId, DatabaseId, TodoEventsId, WorkflowEventsId } from '../../app/ServerContracts.ts';
import { TodoEvents } from './TodoEvents.ts';
import { WorkflowTodoWriter } from './WorkflowTodoWriter.ts';

const WorkflowTodoWriterId = createServiceId<WorkflowTodoWriter>('server.todos.WorkflowTodoWriter');
const TodoEventsOwnerId = createServiceId<TodoEvents>('server.todos.TodoEventsOwner');

/**
 * To-dos. For now the rows of workflow tasks, written from the workflow's events; the to-do
 * endpoints (list, detail, complete) come with a later issue.
 */
export const todosModule = definePlugin(() => ({
  id: 'server-todos',
  requires: ['server-workflow'],
  module(bind) {
    bind.factory(TodoEventsOwnerId, () => new TodoEvents());
    bind.factory(TodoEventsId, (s) => s.get(TodoEventsOwnerId).hooks);
    bind.factory(WorkflowTodoWriterId, (s) => new WorkflowTodoWriter(s.get(DatabaseId).db, s.get(ClockId), s.get(TodoEventsOwnerId)));
  },
  setup(context) {
    const events = context.get(WorkflowEventsId);
    const todos = context.get(WorkflowTodoWriterId);
    events.taskCreated.tapPromise('server-todos:openTodo', (event) => todos.taskCreated(event));
    events.taskCompleted.tapPromise('server-todos:closeCompleted', (event) => todos.close(event.companyId, event.task, 'passed'));
    events.taskDelegated.tapPromise('server-todos:handOver', (event) => todos.taskDelegated(event));
    events.taskResolved.tapPromise('server-todos:handBack', (event) => todos.taskResolved(event));
    // Closed by the engine: sent back or ended with the process is 退回; a multi-person node that finished passed.
    events.taskCancelled.tapPromise('server-todos:closeCancelled', (event) =>
      todos.close(event.companyId, event.task, event.reason === 'multiInstanceDone' ? 'passed' : 'returned'),
    );
    events.processRejected.tapPromise('server-todos:closeRejected', (event) =>
      todos.closeTask(event.companyId, event.instance.procInstId, event.taskId, event.actorId ?? '', 'returned'),
    );
    events.processTerminated.tapPromise('server-todos:closeTerminated', (event) =>
      todos.closeInstanceFor(event.companyId, event.instance.procInstId, event.actorId ?? '', 'returned'),
    );
  },
}));
