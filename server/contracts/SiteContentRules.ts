import { plainTextOf, type RichTextDocument } from '../../contracts/richtext/RichTextDocument.ts';
import { RichTextDocumentCheck, type RichTextLimits, type RichTextRefusal } from '../../contracts/richtext/RichTextDocumentCheck.ts';
import { ApiError } from '../http/ApiError.ts';
import type { AuditEntry } from './audit.ts';
import type { SiteContentStatus } from './website.ts';
import { zhCN } from './zh-CN.ts';

const t = zhCN.siteContent;

/** An item's body: long enough for an article, bounded in what a request makes the server walk and keep. */
export const BODY_LIMITS: RichTextLimits = { maxTextLength: 20000, maxNodes: 8000, maxDepth: 10 };

const REFUSALS: Record<RichTextRefusal, string> = {
  format: t.bodyFormat,
  unsupported: t.bodyFormat,
  attribute: t.bodyFormat,
  tooDeep: t.bodyTooLarge,
  tooLarge: t.bodyTooLarge,
  tooLong: t.bodyTooLong(BODY_LIMITS.maxTextLength),
};

type Action = 'create' | 'update' | 'publish' | 'withdraw' | 'delete';

/**
 * The editing rules of 内容管理 (issue 13) every channel follows, whichever module owns its
 * table: the status an item's columns say (published = 1 已发布; 0 with a release time 已撤回;
 * 0 without 草稿), when it may be published or withdrawn, the title and body limits, and the
 * audit entries (subject content, `{channel}:{id}`).
 */
export class SiteContentRules {
  static statusOf(published: unknown, releaseTime: unknown): SiteContentStatus {
    if (Number(published) === 1) return 'published';
    return releaseTime ? 'withdrawn' : 'draft';
  }

  /** 400 unless publishing a draft or withdrawn item, or withdrawing a published one. */
  static requireTransition(from: SiteContentStatus, publish: boolean): void {
    if (publish && from === 'published') throw new ApiError(400, t.alreadyPublished);
    if (!publish && from !== 'published') throw new ApiError(400, t.notPublished);
  }

  static title(sent: string): string {
    const title = sent.trim();
    if (!title) throw new ApiError(400, t.titleRequired);
    if ([...title].length > 100) throw new ApiError(400, t.titleTooLong);
    return title;
  }

  /** The rich body checked against the allowlist and the limits, canonical; null for none. */
  static body(sent: unknown): RichTextDocument | null {
    const body = new RichTextDocumentCheck(BODY_LIMITS).check(sent ?? null);
    if (!body.ok) throw new ApiError(400, REFUSALS[body.refusal]);
    return body.document;
  }

  static notFound(): ApiError {
    return new ApiError(404, t.notFound);
  }

  static statusName(status: SiteContentStatus): string {
    return t.statuses[status];
  }

  /** The audit entry of one act on an item of a channel (named as the site names it: 新闻, 智慧课堂 …). */
  static entry(action: Action, channel: { id: string; name: string }, id: number, title: string, changes: AuditEntry['changes']): AuditEntry {
    return { subject: 'content', subjectId: `${channel.id}:${id}`, action, summary: t.summaries[action](channel.name, title), changes };
  }

  /** How the body changed, for people: by its length in characters; undefined when it did not. */
  static bodyChange(before: RichTextDocument | null, after: RichTextDocument | null): { from: string; to: string } | undefined {
    if (JSON.stringify(before) === JSON.stringify(after)) return undefined;
    return { from: t.bodyLength([...plainTextOf(before)].length), to: t.bodyLength([...plainTextOf(after)].length) };
  }
}
