import type { operations, paths } from '../../../../contracts/generated/website.ts';
import type { ApiCall, ApiRoute } from '../../../app/ApiRoutes.ts';
import { contractRoute } from '../../../app/ContractRoute.ts';
import type { OperationData } from '../../../app/OperationData.ts';
import type { PageQuery } from '../ContentPage.ts';
import type { SiteChannelId } from './SiteChannels.ts';
import type { SiteContentAdmin, SiteContentStatus } from './SiteContentAdmin.ts';
import type { SiteContentEdit } from './SiteContentEditCheck.ts';
import type { SiteContentImages } from './SiteContentImages.ts';

const route = contractRoute<paths>();

/** What renders a channel's public detail page, here with `preview` so any status shows. */
export type SiteContentPreviews = Record<SiteChannelId, { detail(id: number, preview: boolean): Promise<OperationData<operations['previewSiteContent']>> }>;

type ByChannel = ApiCall<unknown, { channel: SiteChannelId }>;
type ById = ApiCall<unknown, { channel: SiteChannelId; id: number }>;

function actorOf(call: ApiCall<unknown, unknown, unknown>) {
  return { principal: call.user, address: call.request.ip, userAgent: call.headers['user-agent'] };
}

/** 管理后台 › 内容管理 (contracts/openapi/website.yaml, tag siteContent): the platform administrator's only. */
export function siteContentRoutes(admin: SiteContentAdmin, images: SiteContentImages, previews: SiteContentPreviews): ApiRoute[] {
  return [
    route({
      method: 'GET',
      path: '/admin/website/content/{channel}',
      handler: (call: ApiCall<PageQuery & { keyword?: string; status?: SiteContentStatus; category?: string }, { channel: SiteChannelId }>) =>
        admin.page(call.user, call.params.channel, call.query),
    }),
    route({
      method: 'POST',
      path: '/admin/website/content/{channel}',
      handler: (call: ApiCall<unknown, { channel: SiteChannelId }, SiteContentEdit>) => admin.create(actorOf(call), call.params.channel, call.body),
    }),
    route({ method: 'GET', path: '/admin/website/content/{channel}/{id}', handler: (call: ById) => admin.get(call.user, call.params.channel, Number(call.params.id)) }),
    route({
      method: 'PUT',
      path: '/admin/website/content/{channel}/{id}',
      handler: (call: ApiCall<unknown, { channel: SiteChannelId; id: number }, SiteContentEdit>) =>
        admin.update(actorOf(call), call.params.channel, Number(call.params.id), call.body),
    }),
    route({ method: 'DELETE', path: '/admin/website/content/{channel}/{id}', handler: (call: ById) => admin.remove(actorOf(call), call.params.channel, Number(call.params.id)) }),
    route({ method: 'POST', path: '/admin/website/content/{channel}/{id}/publish', handler: (call: ById) => admin.publish(actorOf(call), call.params.channel, Number(call.params.id)) }),
    route({ method: 'POST', path: '/admin/website/content/{channel}/{id}/withdraw', handler: (call: ById) => admin.withdraw(actorOf(call), call.params.channel, Number(call.params.id)) }),
    route({
      method: 'GET',
      path: '/admin/website/content/{channel}/{id}/preview',
      handler: async (call: ById) => {
        const id = Number(call.params.id);
        await admin.requirePreview(call.user, call.params.channel, id);
        return previews[call.params.channel].detail(id, true);
      },
    }),
    route({ method: 'POST', path: '/admin/website/content-image', handler: (call: ByChannel) => images.upload(call) }),
  ];
}
