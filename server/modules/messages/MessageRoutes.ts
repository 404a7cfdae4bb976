import type { paths } from '../../../contracts/generated/admin.ts';
import { Answer } from '../../http/Answer.ts';
import type { ApiCall, ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import type { MemberMessageSender } from './MemberMessageSender.ts';
import type { MessageInbox, MessageQuery } from './MessageInbox.ts';
import { inboxTexts } from './zhCN.ts';

const route = contractRoute<paths>();

type ById = ApiCall<unknown, { id: number }>;

export function messageRoutes(inbox: MessageInbox, sender: MemberMessageSender): ApiRoute[] {
  return [
    route({ method: 'GET', path: '/admin/ocp/msg/page', handler: (call: ApiCall<MessageQuery>) => inbox.page(call.user, call.query) }),
    route({ method: 'POST', path: '/admin/ocp/msg/batchRead', handler: (call: ApiCall) => inbox.readAll(call.user) }),
    route({ method: 'POST', path: '/admin/ocp/msg/read/{id}', handler: (call: ById) => inbox.read(call.user, call.params.id) }),
    route({
      method: 'POST',
      path: '/admin/ocp/msg/delete/{id}',
      // The web client shows the answer's msg (删除成功, spec part 1 §4).
      handler: async (call: ById) => Answer.withMessage(inboxTexts.deleted, await inbox.delete(call.user, call.params.id)),
    }),
    route({
      method: 'POST',
      path: '/admin/ocp/msg/send',
      handler: (call: ApiCall<unknown, unknown, { userId: number; content: string }>) => sender.send(call.user, call.body.userId, call.body.content),
    }),
    route({ method: 'GET', path: '/admin/ocp/msg/readAndGetDetail/{id}', handler: (call: ById) => inbox.readDetail(call.user, call.params.id) }),
  ];
}
