import type { ApiCall } from '../../app/ApiRoutes.ts';

/**
 * A success that carries the spec's message (委托成功, 驳回成功 …) in the envelope's msg. The
 * router's own wrapping leaves msg null, so the handler answers itself; the router then
 * leaves the sent reply alone.
 */
export class SuccessAnswer {
  static send<T>(call: Pick<ApiCall, 'reply'>, msg: string, data: T): T {
    void call.reply.status(200).type('application/json; charset=utf-8').send({ code: 0, msg, data });
    return data;
  }
}
