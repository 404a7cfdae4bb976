import type { Insertable } from 'kysely';
import type { PublicationSectionTable, PublicationTable, PublishingChannelId } from './PublishingTables.ts';

/* Original demo titles of 教育出版 and 数字出版, the digital ones with their resources (章节). */

type Publication = Insertable<PublicationTable>;
type Section = Insertable<PublicationSectionTable>;

function title(id: number, channel: PublishingChannelId, categoryName: string, name: string, author: string, isbn: string | null, publishTime: string, paragraphs: string[], published = 1): Publication {
  return {
    id,
    channel,
    category_name: categoryName,
    title: name,
    author,
    publisher: '融合教育出版社',
    isbn,
    cover: `/website/image/pub-${id}.svg`,
    summary: paragraphs[0].slice(0, 60),
    content: paragraphs.join('\n'),
    publish_time: publishTime,
    published,
  };
}

export const demoPublications: readonly Publication[] = [
  title(1, 'eduPub', '教材', '义务教育信息科技（七年级）', '林芳 主编', '978-7-5000-1001-1', '2025-12-20 10:00:00', [
    '本教材依据义务教育信息科技课程要求编写，围绕数据、算法、网络与信息安全等内容组织学习单元。',
    '每个单元以真实问题为线索，引导学生在动手实践中理解信息科技的基本原理。',
  ]),
  title(2, 'eduPub', '教辅', '初中语文阅读训练（八年级）', '陈静', '978-7-5000-1002-8', '2025-12-05 10:00:00', [
    '精选现代文与古诗文阅读材料六十篇，按文体和能力要求编排。',
    '每篇配有阅读提示、分层练习和答案解析，帮助学生掌握阅读方法。',
  ]),
  title(3, 'eduPub', '教材', '职业院校《流程管理基础》', '李四', '978-7-5000-1003-5', '2025-11-18 10:00:00', [
    '面向职业院校经济管理类专业，介绍流程识别、流程建模和流程优化的基本方法。',
    '教材配有流程设计器实训任务，学生可在平台上完成从绘制到发布的完整练习。',
  ]),
  title(4, 'eduPub', '读物', '青少年科学探究丛书：身边的物理', '黄伟', '978-7-5000-1004-2', '2025-10-30 10:00:00', [
    '从厨房、操场和马路上的现象出发，讲解力、热、光、电等物理知识。',
    '书中设计了五十个可以在家完成的小实验，鼓励青少年动手探究。',
  ]),
  title(5, 'eduPub', '教辅', '小学英语分级阅读（第一级）', '林芳', '978-7-5000-1005-9', '2025-09-15 10:00:00', [
    '为小学低年级学生编写的英语分级读物，共十二个短篇故事，词汇量控制在三百词以内。',
    '每个故事配有点读音频与趣味练习。',
  ]),
  title(6, 'eduPub', '教师用书', '信息化课堂教学设计与实施', '陈静', '978-7-5000-1006-6', '2025-08-28 10:00:00', [
    '面向一线教师，讲解如何利用数字教材、课堂互动工具和学习数据改进课堂教学。',
    '书中提供二十个完整课例和可直接使用的教学设计模板。',
  ]),
  title(7, 'digitalPub', '电子书', '数字出版概论（电子版）', '黄伟', '978-7-5000-2001-0', '2025-12-30 10:00:00', [
    '系统介绍数字出版的概念、产业链、技术标准与运营模式。',
    '电子版按章节提供在线阅读，每章附有思考题。',
  ]),
  title(8, 'digitalPub', '有声读物', '经典诵读有声版', '黄伟', null, '2025-12-12 10:00:00', [
    '《青少年经典诵读》的有声版本，由专业播音员朗读。',
    '按单元提供在线收听与文字对照。',
  ]),
  title(9, 'digitalPub', '数字教材', '信息科技（七年级）数字教材', '林芳 主编', null, '2025-11-26 10:00:00', [
    '与纸质教材配套的数字教材，融合微课视频、交互练习和在线测评。',
    '教师可按章节布置学习任务，学生在线完成后系统自动汇总学情。',
  ]),
  title(10, 'digitalPub', '电子书', '流程管理实务（电子版）', '李四', '978-7-5000-2004-1', '2025-10-20 10:00:00', [
    '《流程管理实务》的电子版，按章节在线阅读。',
    '书中的流程图可放大查看，便于学习和引用。',
  ]),
  title(11, 'digitalPub', '电子书', '（未发布）数字资源建设手册', '黄伟', null, '2026-01-08 10:00:00', ['尚未发布的数字出版物，不应出现在门户网站上。'], 0),
];

const SECTION_TITLES: Readonly<Record<number, readonly [string, string][]>> = {
  7: [
    ['第一章 数字出版的兴起', '数字技术改变了内容的生产、传播和消费方式。\n本章回顾数字出版从电子书到融合出版的发展历程。'],
    ['第二章 数字出版产业链', '数字出版产业链包括内容提供、技术服务、平台运营和终端用户等环节。\n本章分析各环节的分工与协作。'],
    ['第三章 标准与版权', '统一的标准是数字内容流通的基础，版权保护是产业健康发展的保障。\n本章介绍常见格式标准与版权管理方法。'],
  ],
  8: [
    ['第一单元 家国情怀', '本单元收录表达家国情怀的诗文八篇。\n建议先听朗读，再对照文字跟读。'],
    ['第二单元 自然山水', '本单元收录描写山水风光的诗文十篇。\n朗读时注意节奏与停顿。'],
  ],
  9: [
    ['第一单元 数据与编码', '认识数据，了解文字、图像和声音在计算机中的编码方式。\n配套微课两节，交互练习一组。'],
    ['第二单元 算法初步', '通过生活中的例子理解算法，尝试用流程图描述解决问题的步骤。\n配套微课三节，在线测评一次。'],
    ['第三单元 网络与安全', '了解网络的基本组成，学习保护个人信息和账号安全的方法。\n配套微课两节，案例讨论一次。'],
  ],
  10: [
    ['第一章 认识流程', '流程是为实现特定目标而进行的一系列有序活动。\n本章介绍流程的要素与分类。'],
    ['第二章 审批流程设计', '以合同审批为例，讲解审批节点、条件分支与会签的设计方法。'],
  ],
};

export const demoSections: readonly Section[] = Object.entries(SECTION_TITLES).flatMap(([publicationId, sections], group) =>
  sections.map(([sectionName, content], index) => ({
    id: group * 10 + index + 1,
    publication_id: Number(publicationId),
    section_name: sectionName,
    bucket_name: 'website',
    file_name: `section-${publicationId}-${index + 1}.svg`,
    content,
    sort: index + 1,
    create_time: '2025-12-01 10:00:00',
  })),
);
