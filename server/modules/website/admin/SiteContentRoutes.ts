import { ApiError } from '../../../app/ApiError.ts';
import type { ApiCall, ApiRoute } from '../../../app/ApiRoutes.ts';
import type { SiteChannelId, SiteContentChannel, SiteContentEdit, SiteContentQuery } from '../../../app/SiteContentChannels.ts';
import { zhCN } from '../../../app/zh-CN.ts';
import type { SiteContentImages } from './SiteContentImages.ts';

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
  const base = '/admin/website/content/{channel}';
  const of = (id: SiteChannelId): SiteContentChannel => {
    const channel = channels().find((c) => c.id === id);
    // The contract's enum lets only known channels through; one whose module is not loaded is missing.
    if (!channel) throw new ApiError(404, zhCN.errors.notFound);
    return channel;
  };
  return [
    {
      method: 'GET',
      path: base,
      handler: (call: ApiCall<SiteContentQuery, { channel: SiteChannelId }>) => of(call.params.channel).page(call.user, call.query),
    },
    {
      method: 'POST',
      path: base,
      handler: (call: ApiCall<unknown, { channel: SiteChannelId }, SiteContentEdit>) => of(call.params.channel).create(actorOf(call), call.body),
    },
    { method: 'GET', path: `${base}/{id}`, handler: (call: ById) => of(call.params.channel).get(call.user, Number(call.params.id)) },
    {
      method: 'PUT',
      path: `${base}/{id}`,
      handler: (call: ApiCall<unknown, { channel: SiteChannelId; id: number }, SiteContentEdit>) =>
        of(call.params.channel).update(actorOf(call), Number(call.params.id), call.body),
    },
    { method: 'DELETE', path: `${base}/{id}`, handler: (call: ById) => of(call.params.channel).remove(actorOf(call), Number(call.params.id)) },
    { method: 'POST', path: `${base}/{id}/publish`, handler: (call: ById) => of(call.params.channel).publish(actorOf(call), Number(call.params.id)) },
    { method: 'POST', path: `${base}/{id}/withdraw`, handler: (call: ById) => of(call.params.channel).withdraw(actorOf(call), Number(call.params.id)) },
    { method: 'GET', path: `${base}/{id}/preview`, handler: (call: ById) => of(call.params.channel).preview(call.user, Number(call.params.id)) },
    { method: 'POST', path: '/admin/website/content-image', handler: (call: ApiCall<unknown>) => images.upload(call) },
  ];
}
