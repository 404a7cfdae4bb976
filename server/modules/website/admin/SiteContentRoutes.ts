import type { paths } from '../../../../contracts/generated/website.ts';
import { ApiError } from '../../../http/ApiError.ts';
import type { ApiCall, ApiRoute } from '../../../http/ApiRoutes.ts';
import { contractRoute } from '../../../http/ContractRoute.ts';
import type { SiteChannelId, SiteContentChannel, SiteContentEdit, SiteContentQuery } from '../../../contracts/website.ts';
import { zhCN } from '../../../http/zh-CN.ts';
import type { SiteContentImages } from './SiteContentImages.ts';

const route = contractRoute<paths>();

type ById = ApiCall<unknown, { channel: SiteChannelId; id: number }>;

function actorOf(call: ApiCall<unknown, unknown, unknown>) {
  return { principal: call.user, address: call.request.ip, userAgent: call.headers['user-agent'] };
}

/**
 * 管理后台 › 内容管理 (contracts/openapi/website.yaml, tag siteContent): the platform administrator's only.
 * Each channel is the one its owning module contributed (SiteContentChannels): the website's
 * five here, 智慧课堂 from the classroom module.
 */
export function siteContentRoutes(channels: () => readonly SiteContentChannel[], images: SiteContentImages): ApiRoute[] {
  const of = (id: SiteChannelId): SiteContentChannel => {
    const channel = channels().find((c) => c.id === id);
    // The contract's enum lets only known channels through; one whose module is not loaded is missing.
    if (!channel) throw new ApiError(404, zhCN.errors.notFound);
    return channel;
  };
  return [
    route({
      method: 'GET',
      path: '/admin/website/content/{channel}',
      handler: (call: ApiCall<SiteContentQuery, { channel: SiteChannelId }>) => of(call.params.channel).page(call.user, call.query),
    }),
    route({
      method: 'POST',
      path: '/admin/website/content/{channel}',
      handler: (call: ApiCall<unknown, { channel: SiteChannelId }, SiteContentEdit>) => of(call.params.channel).create(actorOf(call), call.body),
    }),
    route({ method: 'GET', path: '/admin/website/content/{channel}/{id}', handler: (call: ById) => of(call.params.channel).get(call.user, Number(call.params.id)) }),
    route({
      method: 'PUT',
      path: '/admin/website/content/{channel}/{id}',
      handler: (call: ApiCall<unknown, { channel: SiteChannelId; id: number }, SiteContentEdit>) =>
        of(call.params.channel).update(actorOf(call), Number(call.params.id), call.body),
    }),
    route({ method: 'DELETE', path: '/admin/website/content/{channel}/{id}', handler: (call: ById) => of(call.params.channel).remove(actorOf(call), Number(call.params.id)) }),
    route({ method: 'POST', path: '/admin/website/content/{channel}/{id}/publish', handler: (call: ById) => of(call.params.channel).publish(actorOf(call), Number(call.params.id)) }),
    route({ method: 'POST', path: '/admin/website/content/{channel}/{id}/withdraw', handler: (call: ById) => of(call.params.channel).withdraw(actorOf(call), Number(call.params.id)) }),
    route({ method: 'GET', path: '/admin/website/content/{channel}/{id}/preview', handler: (call: ById) => of(call.params.channel).preview(call.user, Number(call.params.id)) }),
    route({ method: 'POST', path: '/admin/website/content-image', handler: (call: ApiCall<unknown>) => images.upload(call) }),
  ];
}
