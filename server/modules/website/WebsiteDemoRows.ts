import type { Insertable } from 'kysely';
import type { DemoRowSet } from '../../contracts/host.ts';
import { demoCarouselItems } from './carousel/CarouselDemoRows.ts';
import { demoBookIntroductions, demoMoreBooks, demoMoreNews } from './news/NewsDemoRows.ts';
import { demoPartyArticles } from './partyBuild/PartyBuildDemoRows.ts';
import { demoPublications, demoSections } from './publishing/PublishingDemoRows.ts';
import type { WebsiteBookTable, WebsiteNewsTable } from './WebsiteTables.ts';

export const demoNews: Insertable<WebsiteNewsTable>[] = [
  {
    id: 1,
    title: '融合教育集团数字出版平台正式上线',
    summary: '平台汇聚教材、教辅与数字资源，为师生提供一站式阅读与学习服务。',
    content: '融合教育集团数字出版平台近日正式上线。平台汇聚教材、教辅与数字资源，支持在线阅读、资源下载与教学互动，为师生提供一站式服务。',
    cover: null,
    source: '融合教育集团',
    author: '黄伟',
    publish_time: '2026-01-08 10:00:00',
    recommend: 1,
    sort: 1,
  },
  {
    id: 2,
    title: '融合科技获评年度优秀软件企业',
    summary: '凭借融合办公平台在流程审批领域的创新实践，公司获评年度优秀软件企业。',
    content: '在近日举行的行业年会上，融合科技有限公司凭借融合办公平台在流程审批与协同办公领域的创新实践，获评年度优秀软件企业。',
    cover: null,
    source: '融合科技有限公司',
    author: '钱一',
    publish_time: '2026-01-06 15:30:00',
    recommend: 1,
    sort: 2,
  },
  {
    id: 3,
    title: '寒假教师研修班开班',
    summary: '为期五天的寒假教师研修班聚焦信息化教学能力提升。',
    content: '寒假教师研修班于1月20日开班，课程涵盖信息化教学设计、课堂互动工具与数字教材应用。',
    cover: null,
    source: '教学管理中心',
    author: '陈静',
    publish_time: '2026-01-05 09:00:00',
    recommend: 1,
    sort: 3,
  },
  {
    id: 4,
    title: '党建引领促发展 主题党日活动圆满举行',
    summary: '各党支部开展主题党日活动，学习交流、共话发展。',
    content: '集团各党支部开展“党建引领促发展”主题党日活动，党员们集中学习、交流心得，共话新年发展规划。',
    cover: null,
    source: '集团办公室',
    author: '孙七',
    publish_time: '2026-01-04 14:00:00',
    recommend: 1,
    sort: 4,
  },
  {
    id: 5,
    title: '第二届青少年阅读季启动',
    summary: '阅读季将持续三个月，推出百种优秀读物与系列阅读活动。',
    content: '第二届青少年阅读季正式启动，活动将持续三个月，推出百种优秀读物，并在各校开展读书分享会。',
    cover: null,
    source: '出版中心',
    author: '黄伟',
    publish_time: '2026-01-03 10:30:00',
    recommend: 0,
    sort: 5,
  },
];

export const demoBooks: Insertable<WebsiteBookTable>[] = [
  { id: 1, book_name: '数字化校园建设指南', author: '陈静', publisher: '融合教育出版社', isbn: '978-7-5000-0001-2', cover: null, summary: '从规划、平台到应用，系统介绍数字化校园建设的方法与案例。', publish_date: '2025-09-01', price: '58.00', recommend: 1, sort: 1 },
  { id: 2, book_name: '流程管理实务', author: '李四', publisher: '融合教育出版社', isbn: '978-7-5000-0002-9', cover: null, summary: '面向企业管理者的流程设计、审批与优化实务手册。', publish_date: '2025-06-15', price: '45.00', recommend: 1, sort: 2 },
  { id: 3, book_name: '中小学信息技术课程教学设计', author: '林芳', publisher: '融合教育出版社', isbn: '978-7-5000-0003-6', cover: null, summary: '收录三十个信息技术课堂教学设计案例，配套数字资源。', publish_date: '2025-03-20', price: '39.80', recommend: 1, sort: 3 },
  { id: 4, book_name: '青少年经典诵读', author: '黄伟', publisher: '融合教育出版社', isbn: '978-7-5000-0004-3', cover: null, summary: '精选古今经典篇目，配有注释与朗读音频。', publish_date: '2024-12-01', price: '32.00', recommend: 1, sort: 4 },
  { id: 5, book_name: '协同办公与组织效能', author: '钱一', publisher: '融合教育出版社', isbn: '978-7-5000-0005-0', cover: null, summary: '探讨协同办公平台如何提升组织沟通与执行效率。', publish_date: '2024-08-10', price: '49.00', recommend: 0, sort: 5 },
];

/**
 * The public site's demo content for every channel, written once (an item the administrators
 * deleted in 内容管理 stays deleted). The pictures the rows name are drawn by WebsiteDemoSeed.
 */
export const websiteDemoRows: DemoRowSet[] = [
  // The first seed's rows and the later ones apart: each insert leaves the columns its rows do not name to their defaults.
  { table: 'website_news', rows: demoNews.map((row) => ({ ...row, cover: `/website/image/news-${row.id}.svg` })), numbered: true },
  { table: 'website_news', rows: demoMoreNews, numbered: true },
  { table: 'website_book', rows: demoBooks.map((row) => ({ ...row, cover: `/website/image/book-${row.id}.svg`, introduction: demoBookIntroductions[row.id!] })), numbered: true },
  { table: 'website_book', rows: demoMoreBooks, numbered: true },
  { table: 'party_article', rows: demoPartyArticles, numbered: true },
  { table: 'publication', rows: demoPublications, numbered: true },
  { table: 'publication_section', after: ['publication'], rows: demoSections, numbered: true },
  { table: 'website_carousel', rows: demoCarouselItems, numbered: true },
];
