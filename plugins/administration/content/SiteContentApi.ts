import type { components } from '../../../contracts/generated/website.ts';
import type { UploadPath } from '../FileUploadButton.tsx';

type Schemas = components['schemas'];
export type SiteChannelId = Schemas['SiteChannelId'];
export type SiteContentStatus = Schemas['SiteContentStatus'];
export type SiteContentSummary = Schemas['SiteContentSummary'];
export type SiteContentItem = Schemas['SiteContentItem'];
export type SiteContentEdit = Schemas['SiteContentEdit'];
export type SiteContentPage = Schemas['SiteContentPage'];

export const CONTENT_PATH = '/management/content';

/** A field of the form besides title, date, cover and body (the server's SiteChannels says the same per channel). */
export type ContentField = 'category' | 'summary' | 'author' | 'source' | 'publisher' | 'isbn' | 'price' | 'recommend' | 'video';

export interface ChannelForm {
  label: string;
  fields: readonly ContentField[];
  /** 党建's fixed categories; without them a category is typed. */
  categories?: readonly { value: string; label: string }[];
  /** A book's date is its publication day. */
  dateKind: 'time' | 'day';
  /** 智慧课堂's sections: the list's filter and 分类 column, the form's required 所属栏目; its category is then an optional 标签. */
  sections?: readonly { value: NonNullable<SiteContentEdit['section']>; label: string }[];
  /** Where the cover is uploaded, when the channel's module keeps its own pictures (智慧课堂's poster: contracts/openapi/classroom.yaml). */
  coverUpload?: UploadPath;
}

/**
 * The channels in the picker's order, typed by the contract's channel list: a channel the server
 * adds fails the type check here until its form is described.
 */
export const CHANNEL_FORMS: Record<SiteChannelId, ChannelForm> = {
  news: { label: '新闻', fields: ['summary', 'author', 'source', 'recommend'], dateKind: 'time' },
  partyBuild: {
    label: '党建',
    fields: ['category', 'summary', 'author', 'source'],
    categories: [
      { value: 'dynamic', label: '党建动态' },
      { value: 'knowledge', label: '党建知识' },
      { value: 'law', label: '党规党法' },
    ],
    dateKind: 'time',
  },
  books: { label: '精品图书', fields: ['summary', 'author', 'publisher', 'isbn', 'price', 'recommend'], dateKind: 'day' },
  eduPub: { label: '教育出版', fields: ['category', 'summary', 'author', 'publisher', 'isbn'], dateKind: 'time' },
  digitalPub: { label: '数字出版', fields: ['category', 'summary', 'author', 'publisher', 'isbn'], dateKind: 'time' },
  iClassroom: {
    label: '智慧课堂',
    fields: ['category', 'summary', 'video'],
    sections: [
      { value: 'studentTraining', label: '学生培训' },
      { value: 'stuTraVideo', label: '培训视频' },
      { value: 'teachingResources', label: '教学资源' },
      { value: 'teachersInteraction', label: '师生互动视频' },
      { value: 'competitionActivities', label: '竞赛活动' },
    ],
    dateKind: 'time',
    coverUpload: '/admin/classroom/cover',
  },
};

export const CHANNELS = Object.keys(CHANNEL_FORMS) as SiteChannelId[];
