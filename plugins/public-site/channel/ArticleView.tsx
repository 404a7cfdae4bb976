import type { ReactNode } from 'react';
import { Divider, Space, Typography } from 'antd';
import { Link } from 'react-router';
import type { Neighbour } from '../PublicSiteApi.ts';
import { plainTextOf, type RichTextDocument } from '../../../contracts/richtext/RichTextDocument.ts';
// From its file, not core/ui's index: that would bring the workbench's tables and forms into the public pages' chunk.
import { RichTextView } from '../../../core/ui/rich-text/RichTextView.tsx';
import { CoverImage } from './CoverImage.tsx';
import { usePageHead } from '../layout/PageTitle.tsx';
import { zhCN } from '../zhCN.ts';

export interface ArticleViewProps {
  title: string;
  /** Lines under the title: date, source, author … */
  meta: (string | null | undefined | false)[];
  coverUrl?: string | null;
  coverRatio?: '16 / 9' | '3 / 4';
  paragraphs: string[];
  /** The rich body written in 内容管理: shown instead of the paragraphs (its own text) when there is one. */
  body?: RichTextDocument | null;
  /** Beside the body (a book's facts), or under it (a title's resources). */
  aside?: ReactNode;
  footer?: ReactNode;
  previous: Neighbour | null | undefined;
  next: Neighbour | null | undefined;
  labels?: { previous: string; next: string };
  /** The detail page of a neighbour. */
  linkOf: (id: number) => string;
  /** What the item is to search engines (schema.org): a news item, another article, a book. */
  schema: ArticleSchema;
}

/** The schema.org facts of an item besides its title and picture. */
export type ArticleSchema =
  | { type: 'NewsArticle' | 'Article'; published?: string | null; author?: string | null }
  | { type: 'Book'; author?: string | null; publisher?: string | null; isbn?: string | null; published?: string | null };

/** Search engines show about 120 characters of a description. */
const DESCRIPTION_LENGTH = 120;

function descriptionOf(props: ArticleViewProps): string {
  const text = (props.body ? plainTextOf(props.body) : props.paragraphs.join(' ')).replace(/\s+/g, ' ').trim();
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1)}…` : text;
}

/** `2026-11-29` of the server's `2026-11-29 10:00:00`: a date schema.org reads without a zone to guess. */
const dateOf = (time: string | null | undefined) => (time ? time.slice(0, 10) : undefined);

function structuredDataOf(props: ArticleViewProps, description: string): Record<string, unknown> {
  const { schema } = props;
  const author = schema.author ? { '@type': 'Person', name: schema.author } : undefined;
  if (schema.type === 'Book') {
    return { '@type': 'Book', name: props.title, author, publisher: schema.publisher ? { '@type': 'Organization', name: schema.publisher } : undefined, isbn: schema.isbn ?? undefined, datePublished: dateOf(schema.published), description };
  }
  return { '@type': schema.type, headline: props.title, author, datePublished: dateOf(schema.published), description };
}

/** A detail page's body: title, facts, picture, the text (paragraphs, or the rich body drawn from its document, never markup) and 上一篇/下一篇. */
export function ArticleView(props: ArticleViewProps) {
  const labels = props.labels ?? { previous: zhCN.detail.previous, next: zhCN.detail.next };
  const neighbour = (label: string, item: Neighbour | null | undefined) => (
    <Typography.Text>
      {label}：{item ? <Link to={props.linkOf(item.id)}>{item.title}</Link> : <Typography.Text type="secondary">{zhCN.detail.none}</Typography.Text>}
    </Typography.Text>
  );
  const meta = props.meta.filter((line): line is string => Boolean(line));
  const book = props.coverRatio === '3 / 4';
  const description = descriptionOf(props);
  usePageHead({
    title: props.title,
    description,
    image: props.coverUrl,
    type: props.schema.type === 'Book' ? 'book' : 'article',
    structuredData: structuredDataOf(props, description),
  });
  return (
    <article>
      <Typography.Title level={2} style={{ textAlign: 'center' }}>
        {props.title}
      </Typography.Title>
      {meta.length ? (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          <Space separator="|" wrap>
            {meta.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </Space>
        </Typography.Paragraph>
      ) : null}
      <Divider />
      {props.coverUrl && !book ? (
        // An article's wide picture heads its text.
        <div style={{ maxWidth: 720, margin: '0 auto 24px' }}>
          <CoverImage src={props.coverUrl} alt={props.title} ratio="16 / 9" lead />
        </div>
      ) : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        {props.coverUrl && book ? (
          // A book's cover stands beside its facts and text, above them on a narrow screen.
          <div style={{ flex: '0 1 240px', maxWidth: 240 }}>
            <CoverImage src={props.coverUrl} alt={props.title} ratio="3 / 4" lead />
          </div>
        ) : null}
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          {props.aside}
          {props.body ? (
            <div style={{ fontSize: 16, lineHeight: 1.9 }}>
              <RichTextView value={props.body} aria-label={props.title} />
            </div>
          ) : (
            props.paragraphs.map((text, index) => (
              <Typography.Paragraph key={index} style={{ fontSize: 16, lineHeight: 1.9, textIndent: '2em' }}>
                {text}
              </Typography.Paragraph>
            ))
          )}
        </div>
      </div>
      {props.footer}
      <Divider />
      <nav aria-label={`${labels.previous}/${labels.next}`} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {neighbour(labels.previous, props.previous)}
        {neighbour(labels.next, props.next)}
      </nav>
    </article>
  );
}
