import type { RichTextDocument } from '../../../../contracts/richtext/RichTextDocument.ts';
import { ApiError } from '../../../http/ApiError.ts';
import { SiteContentRules } from '../../../contracts/SiteContentRules.ts';
import { DisplayTime } from '../../../db/DisplayTime.ts';
import { SiteImages } from '../images/SiteImages.ts';
import { zhCN } from '../zhCN.ts';
import type { SiteChannel, SiteContentField } from './SiteChannels.ts';

/** Field lengths as the tables hold them (and the contract says). */
const LENGTHS: Record<Exclude<SiteContentField, 'recommend'>, number> = { summary: 300, author: 50, source: 50, publisher: 50, isbn: 20, price: 16, category: 20 };

/** contracts/openapi/website.yaml SiteContentEdit, as the contract let it through. */
export interface SiteContentEdit {
  title: string;
  summary?: string | null;
  author?: string | null;
  source?: string | null;
  publisher?: string | null;
  isbn?: string | null;
  price?: string | null;
  category?: string | null;
  date?: string | null;
  coverUrl?: string | null;
  body?: unknown;
  recommend?: boolean;
}

/** What is stored: trimmed, the channel's fields only, the body canonical. */
export interface SiteContentFields {
  title: string;
  texts: Partial<Record<Exclude<SiteContentField, 'recommend'>, string>>;
  recommend: boolean;
  date: string;
  cover: string | null;
  body: RichTextDocument | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The server's rules for an item of 内容管理 (the form checks the same, the server decides). */
export class SiteContentEditCheck {
  constructor(
    private readonly images: SiteImages,
    private readonly now: () => number,
  ) {}

  async check(channel: SiteChannel, edit: SiteContentEdit): Promise<SiteContentFields> {
    const title = SiteContentRules.title(edit.title);
    const texts: SiteContentFields['texts'] = {};
    for (const field of channel.fields) {
      if (field === 'recommend') continue;
      const value = (edit[field] ?? '').trim();
      if ([...value].length > LENGTHS[field]) throw new ApiError(400, zhCN.admin.tooLong(zhCN.admin.fields[field], LENGTHS[field]));
      if (!value && channel.required.includes(field)) throw new ApiError(400, zhCN.admin.required(zhCN.admin.fields[field]));
      texts[field] = value;
    }
    if (channel.categories && texts.category !== undefined && !(texts.category in channel.categories)) throw new ApiError(400, zhCN.admin.badCategory);
    return {
      title,
      texts,
      recommend: channel.fields.includes('recommend') && edit.recommend === true,
      date: this.#date(channel, edit.date),
      cover: await this.#cover(edit.coverUrl),
      body: SiteContentRules.body(edit.body),
    };
  }

  #date(channel: SiteChannel, sent: string | null | undefined): string {
    const text = (sent ?? '').trim();
    const now = DisplayTime.format(this.now());
    if (!text) return channel.dateKind === 'day' ? now.slice(0, 10) : now;
    if (channel.dateKind === 'day') {
      if (!DAY.test(text) || Number.isNaN(DisplayTime.parse(`${text} 00:00:00`))) throw new ApiError(400, zhCN.admin.badDay);
      return text;
    }
    if (!DisplayTime.PATTERN.test(text) || Number.isNaN(DisplayTime.parse(text))) throw new ApiError(400, zhCN.admin.badTime);
    return text;
  }

  /** A picture of the site's own bucket that is there: an uploaded cover or a drawn one. */
  async #cover(sent: string | null | undefined): Promise<string | null> {
    const text = (sent ?? '').trim();
    if (!text) return null;
    const prefix = SiteImages.urlOf('');
    const fileName = text.startsWith(prefix) ? text.slice(prefix.length) : '';
    if (!(await this.images.exists(fileName))) throw new ApiError(400, zhCN.admin.badCover);
    return SiteImages.urlOf(fileName);
  }
}
