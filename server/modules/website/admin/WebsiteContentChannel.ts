import type { SiteContentActor, SiteContentChannel, SiteContentEdit, SiteContentPreview as PreviewAnswer, SiteContentQuery } from '../../../contracts/website.ts';
import type { Principal } from '../../../contracts/host.ts';
import type { SiteChannelId } from './SiteChannels.ts';
import type { SiteContentAdmin } from './SiteContentAdmin.ts';

/** What renders a channel's public detail page, here with `preview` so any status shows. */
export interface SiteContentPreview {
  detail(id: number, preview: boolean): Promise<PreviewAnswer>;
}

/** One of the website module's own channels (新闻, 党建 …) as 内容管理 reaches it: SiteContentAdmin bound to the channel. */
export class WebsiteContentChannel implements SiteContentChannel {
  constructor(
    readonly id: SiteChannelId,
    private readonly admin: SiteContentAdmin,
    private readonly previews: SiteContentPreview,
  ) {}

  page(user: Principal, query: SiteContentQuery) {
    return this.admin.page(user, this.id, query);
  }

  get(user: Principal, id: number) {
    return this.admin.get(user, this.id, id);
  }

  create(actor: SiteContentActor, edit: SiteContentEdit) {
    return this.admin.create(actor, this.id, edit);
  }

  update(actor: SiteContentActor, id: number, edit: SiteContentEdit) {
    return this.admin.update(actor, this.id, id, edit);
  }

  publish(actor: SiteContentActor, id: number) {
    return this.admin.publish(actor, this.id, id);
  }

  withdraw(actor: SiteContentActor, id: number) {
    return this.admin.withdraw(actor, this.id, id);
  }

  remove(actor: SiteContentActor, id: number) {
    return this.admin.remove(actor, this.id, id);
  }

  async preview(user: Principal, id: number) {
    await this.admin.requirePreview(user, this.id, id);
    return this.previews.detail(id, true);
  }
}
