import { definePlugin, type ServiceResolver } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { ClockId, DatabaseId, DemoRows } from '../../contracts/host.ts';
import { TodoDirectoryId, TodoEventsId, todosModuleRef } from '../../contracts/todos.ts';
import { UserDirectoryId } from '../../contracts/org.ts';
import { WorkflowEventsId, workflowModuleRef } from '../../contracts/workflow.ts';
import { TodoCompletion } from './TodoCompletion.ts';
import { TodoEvents } from './TodoEvents.ts';
import { TodoInbox } from './TodoInbox.ts';
import { todoRoutes } from './TodoRoutes.ts';
import { OpenTodos } from './OpenTodos.ts';
import { WorkflowTodoWriter } from './WorkflowTodoWriter.ts';
import { todoDemoRows } from './TodoDemoRows.ts';

/** The to-dos' own objects, wired by hand: the container holds only its faces (contracts/todos). */
interface TodoParts {
  events: TodoEvents;
  writer: WorkflowTodoWriter;
  inbox: TodoInbox;
  completion: TodoCompletion;
}

function todoParts(s: ServiceResolver): TodoParts {
  const db = s.get(DatabaseId).db;
  const events = new TodoEvents();
  return {
    events,
    writer: new WorkflowTodoWriter(s.get(ClockId), events, s.get(UserDirectoryId)),
    inbox: new TodoInbox(db),
    completion: new TodoCompletion(db, events),
  };
}

/**
 * To-dos: the rows of workflow tasks, written from the workflow's events and announced once
 * written (TodoEventsId, which the live push taps), and the caller's lists, detail and the
 * modal's 通过 / 退回.
 */
export const todosModule = definePlugin(() => {
  // Made once, at the first use of any of its faces (this definition serves one server).
  let parts: TodoParts | undefined;
  const partsOf = (s: ServiceResolver): TodoParts => (parts ??= todoParts(s));
  return {
    id: todosModuleRef.id,
    requires: [workflowModuleRef],
    module(bind) {
      bind.contribute(DemoRows, todoDemoRows);
      bind.factory(TodoEventsId, (s) => partsOf(s).events.hooks);
      bind.factory(TodoDirectoryId, (s) => new OpenTodos(s.get(DatabaseId).db));
      bind.contribute(ApiRoutes, (s) => todoRoutes(partsOf(s).inbox, partsOf(s).completion));
    },
    setup(context) {
      const events = context.get(WorkflowEventsId);
      const todos = partsOf(context).writer;
      events.taskCreated.tapPromise('server-todos:openTodo', (event) => todos.taskCreated(event));
      events.taskCompleted.tapPromise('server-todos:closeCompleted', (event) => todos.close(event.writes, event.companyId, event.task, 'passed'));
      events.taskDelegated.tapPromise('server-todos:handOver', (event) => todos.taskDelegated(event));
      events.taskResolved.tapPromise('server-todos:handBack', (event) => todos.taskResolved(event));
      events.taskReassigned.tapPromise('server-todos:reassign', (event) => todos.taskReassigned(event));
      // Closed by the engine: sent back, ended or withdrawn with the process is 退回; a multi-person node that finished passed.
      events.taskCancelled.tapPromise('server-todos:closeCancelled', (event) =>
        todos.close(event.writes, event.companyId, event.task, event.reason === 'multiInstanceDone' ? 'passed' : 'returned'),
      );
      events.processRejected.tapPromise('server-todos:closeRejected', (event) =>
        todos.closeTask(event.writes, event.companyId, event.instance.procInstId, event.taskId, event.actorId ?? '', 'returned'),
      );
      events.processTerminated.tapPromise('server-todos:closeTerminated', (event) =>
        todos.closeInstanceFor(event.writes, event.companyId, event.instance.procInstId, event.actorId ?? '', 'returned'),
      );
    },
  };
});
