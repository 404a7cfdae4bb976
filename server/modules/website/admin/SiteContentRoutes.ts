import type { ApiCall, ApiRoute } from '../../../app/ApiRoutes.ts';
import type { PageQuery } from '../ContentPage.ts';
import type { SiteChannelId } from './SiteChannels.ts';
import type { SiteContentAdmin, SiteContentStatus } from './SiteContentAdmin.ts';
import type { SiteContentEdit } from './SiteContentEditCheck.ts';
import type { SiteContentImages } from './SiteContentImages.ts';

/** What renders a channel's public detail page, here with `preview` so any status shows. */
export type SiteContentPreviews = Record<SiteChannelId, { detail(id: number, preview: boolean): Promise<unknown> }>;

type ByChannel = ApiCall<unknown, { channel: SiteChannelId }>;
type ById = ApiCall<unknown, { channel: SiteChannelId; id: number }>;

function actorOf(call: ApiCall<unknown, unknown, unknown>) {
  return { principal: call.user, address: call.request.ip, userAgent: call.headers['user-agent'] };
}

/** 管理后台 › 内容管理 (contracts/openapi/website.yaml, tag siteContent): the platform administrator's only. */
export function siteContentRoutes(admin: SiteContentAdmin, images: SiteContentImages, previews: SiteContentPreviews): ApiRoute[] {
  const base = '/admin/website/content/{channel}';
  return [
    {
      method: 'GET',
      path: base,
      handler: (call: ApiCall<PageQuery & { keyword?: string; status?: SiteContentStatus; category?: string }, { channel: SiteChannelId }>) =>
        admin.page(call.user, call.params.channel, call.query),
    },
    {
      method: 'POST',
      path: base,
      handler: (call: ApiCall<unknown, { channel: SiteChannelId }, SiteContentEdit>) => admin.create(actorOf(call), call.params.channel, call.body),
    },
    { method: 'GET', path: `${base}/{id}`, handler: (call: ById) => admin.get(call.user, call.params.channel, Number(call.params.id)) },
    {
      method: 'PUT',
      path: `${base}/{id}`,
      handler: (call: ApiCall<unknown, { channel: SiteChannelId; id: number }, SiteContentEdit>) =>
        admin.update(actorOf(call), call.params.channel, Number(call.params.id), call.body),
    },
    { method: 'DELETE', path: `${base}/{id}`, handler: (call: ById) => admin.remove(actorOf(call), call.params.channel, Number(call.params.id)) },
    { method: 'POST', path: `${base}/{id}/publish`, handler: (call: ById) => admin.publish(actorOf(call), call.params.channel, Number(call.params.id)) },
    { method: 'POST', path: `${base}/{id}/withdraw`, handler: (call: ById) => admin.withdraw(actorOf(call), call.params.channel, Number(call.params.id)) },
    {
      method: 'GET',
      path: `${base}/{id}/preview`,
      handler: async (call: ById) => {
        const id = Number(call.params.id);
        await admin.requirePreview(call.user, call.params.channel, id);
        return previews[call.params.channel].detail(id, true);
      },
    },
    { method: 'POST', path: '/admin/website/content-image', handler: (call: ByChannel) => images.upload(call) },
  ];
}
