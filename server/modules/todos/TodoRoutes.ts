import type { paths } from '../../../contracts/generated/admin.ts';
import { Answer } from '../../http/Answer.ts';
import type { ApiCall, ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import type { TodoCompletion } from './TodoCompletion.ts';
import type { TodoInbox, TodoQuery } from './TodoInbox.ts';
import type { TodoResult } from './WorkflowTodoWriter.ts';

const route = contractRoute<paths>();

export function todoRoutes(inbox: TodoInbox, completion: TodoCompletion): ApiRoute[] {
  return [
    route({ method: 'GET', path: '/admin/ocp/todo/myTodoPage', handler: (call: ApiCall<TodoQuery>) => inbox.mine(call.user, call.query) }),
    route({ method: 'GET', path: '/admin/ocp/todo/myCreateByPage', handler: (call: ApiCall<TodoQuery>) => inbox.created(call.user, call.query) }),
    route({ method: 'GET', path: '/admin/ocp/todo/listUseToDoSearch', handler: (call: ApiCall) => inbox.applicationsOfMine(call.user) }),
    route({ method: 'GET', path: '/admin/ocp/todo/listUseCreateBySearch', handler: (call: ApiCall) => inbox.applicationsOfCreated(call.user) }),
    route({ method: 'GET', path: '/admin/ocp/todo/{id}', handler: (call: ApiCall<unknown, { id: number }>) => inbox.detail(call.user, call.params.id) }),
    route({
      method: 'POST',
      path: '/admin/ocp/todo/complete',
      // The modal shows the answer's msg: 通过成功 or 退回成功 (spec part 1 §8).
      handler: async (call: ApiCall<unknown, unknown, { id: number; completeResult: TodoResult }>) => {
        const { msg, data } = await completion.complete(call.user, call.body.id, call.body.completeResult);
        return Answer.withMessage(msg, data);
      },
    }),
  ];
}
