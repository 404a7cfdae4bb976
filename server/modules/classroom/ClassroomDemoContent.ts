import type { ClassroomSection } from './ClassroomTables.ts';

/*
 * 智慧课堂's original demo content: a vocational school's trainings, videos, teaching
 * resources and competitions, its teachers and students, and two online exams. Fixed ids,
 * so the seed is idempotent and the journeys can name what they open.
 */

export interface DemoPerson {
  id: number;
  name: string;
  role: 'teacher' | 'student';
  title: string;
  organisation: string;
  intro: string;
  published: 0 | 1;
}

export interface DemoItem {
  id: number;
  section: ClassroomSection;
  title: string;
  summary: string;
  content: string;
  category: string;
  person: number | null;
  cover: string | null;
  video: string | null;
  duration: number;
  published: 0 | 1;
  publishTime: string;
}

export interface DemoQuestion {
  kind: 'single' | 'multiple' | 'judge';
  stem: string;
  options: string[];
  answer: string;
  score: number;
}

export interface DemoExam {
  id: number;
  title: string;
  intro: string;
  durationMinutes: number;
  passScore: number;
  published: 0 | 1;
  publishTime: string;
  questions: DemoQuestion[];
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    id: 1,
    name: '王建国',
    role: 'teacher',
    title: '高级讲师 · 安全生产教研室主任',
    organisation: '融合职业技术学院',
    intro: '从事安全生产教学十八年，主持编写《岗前安全须知》校本教材，多次带队参加省级应急救援技能竞赛。课堂上习惯用真实案例讲规范，让学员记得住、用得上。',
    published: 1,
  },
  {
    id: 2,
    name: '李秀梅',
    role: 'teacher',
    title: '副教授 · 信息技术系',
    organisation: '融合职业技术学院',
    intro: '主讲办公软件应用与数据处理课程，擅长把复杂的表格操作拆成几个小步骤。近年带领学生完成了学院招生数据看板等多个实训项目。',
    published: 1,
  },
  {
    id: 3,
    name: '陈思远',
    role: 'teacher',
    title: '讲师 · 公共基础部',
    organisation: '融合职业技术学院',
    intro: '讲授职业沟通与写作，倡导“先提问、再讨论”的互动课堂，师生互动视频栏目的主要策划人。',
    published: 1,
  },
  {
    id: 4,
    name: '刘晓雨',
    role: 'student',
    title: '2024级 软件技术专业',
    organisation: '融合职业技术学院 信息技术系',
    intro: '校数据处理兴趣小组组长，曾获学院办公软件技能大赛一等奖，喜欢把学到的技巧整理成图文笔记分享给同学。',
    published: 1,
  },
  {
    id: 5,
    name: '张浩然',
    role: 'student',
    title: '2023级 电子商务专业',
    organisation: '融合职业技术学院 经济管理系',
    intro: '参加过两届校园创新创业大赛，负责团队的路演与答辩，正在准备省赛。',
    published: 1,
  },
  {
    id: 6,
    name: '赵老师（待审核）',
    role: 'teacher',
    title: '外聘讲师',
    organisation: '合作企业',
    intro: '资料尚在审核中。',
    published: 0,
  },
];

const TRAININGS: readonly [string, string, string][] = [
  ['新生入学安全教育培训', '开学第一课：宿舍用电、实训室安全与应急疏散。', '安全'],
  ['实训室 6S 管理专题培训', '整理、整顿、清扫、清洁、素养、安全，实训室日常管理要点。', '管理'],
  ['办公软件应用基础培训', '文字排版、表格计算与演示文稿制作的常用操作。', '技能'],
  ['职业礼仪与沟通培训', '面试礼仪、电话沟通与邮件写作的基本规范。', '素养'],
  ['消防器材使用实操培训', '灭火器、消防栓的识别与使用，火场逃生要领。', '安全'],
  ['企业实习岗前培训', '实习协议、考勤要求与岗位安全责任，实习前必修。', '实习'],
  ['网络安全意识培训', '识别钓鱼邮件、设置强密码、保护个人信息。', '安全'],
  ['数据统计与图表制作培训', '用数据透视表和图表讲清楚一组数据。', '技能'],
  ['创新创业基础培训', '从一个问题出发，写出第一份商业计划书。', '双创'],
  ['急救知识与心肺复苏培训', '心肺复苏与自动体外除颤器（AED）的规范操作。', '安全'],
  ['团队协作与项目管理培训', '任务拆分、进度跟踪和团队例会的开法。', '素养'],
  ['毕业生就业指导培训', '简历撰写、求职渠道与劳动合同常识。', '就业'],
];

function trainingItems(): DemoItem[] {
  return TRAININGS.map(([title, summary, category], index) => ({
    id: 101 + index,
    section: 'studentTraining' as const,
    title,
    summary,
    content: `${summary}\n\n本次培训由学院相关教研室组织，采用“讲解 + 演示 + 实操”的方式进行，每期约两课时。培训结束后进行随堂小测，成绩计入学生综合素质档案。\n\n报名方式：各班学习委员统一报名，名额有限，先到先得。`,
    category,
    person: category === '安全' ? 1 : category === '技能' ? 2 : 3,
    cover: category === '技能' ? 'office-skills' : category === '安全' ? 'safety-training' : 'classroom-talk',
    video: null,
    duration: 0,
    published: 1,
    // Newest first: the first of the list is the most recent.
    publishTime: `2026-${String(11 - Math.floor(index / 2)).padStart(2, '0')}-${String(20 - index).padStart(2, '0')} 09:00:00`,
  }));
}

export const DEMO_ITEMS: readonly DemoItem[] = [
  ...trainingItems(),
  {
    id: 201,
    section: 'stuTraVideo',
    title: '岗前安全须知（第一讲）',
    summary: '王建国老师讲解进入实训车间前必须知道的五条安全规范。',
    content: '本讲围绕“穿戴、通道、设备、用电、报告”五个关键词展开：进入车间前检查防护用品，保持安全通道畅通，设备未经允许不得启动，湿手不碰电源开关，发现隐患立即报告。\n\n视频时长较短，适合在手机上反复观看。',
    category: '安全',
    person: 1,
    cover: 'safety-training',
    video: 'safety-training.webm',
    duration: 5,
    published: 1,
    publishTime: '2026-11-18 10:00:00',
  },
  {
    id: 202,
    section: 'stuTraVideo',
    title: '表格数据的整理与汇总',
    summary: '李秀梅老师演示如何把一张杂乱的报名表整理成可统计的数据表。',
    content: '从删除空行、统一日期格式讲起，再用分类汇总和数据透视表统计各班报名人数。练习用的表格可在教学资源栏目下载。',
    category: '技能',
    person: 2,
    cover: 'office-skills',
    video: 'office-skills.webm',
    duration: 5,
    published: 1,
    publishTime: '2026-11-12 14:30:00',
  },
  {
    id: 203,
    section: 'stuTraVideo',
    title: '消防器材使用示范',
    summary: '一分钟看懂“提、拔、握、压”四步灭火法。',
    content: '示范使用手提式干粉灭火器：提起灭火器，拔掉保险销，握住喷管对准火焰根部，用力压下压把。',
    category: '安全',
    person: 1,
    cover: 'safety-training',
    video: 'safety-training.webm',
    duration: 5,
    published: 1,
    publishTime: '2026-10-28 09:30:00',
  },
  {
    id: 204,
    section: 'stuTraVideo',
    title: '（草稿）设备点检流程',
    summary: '尚未审核的视频草稿。',
    content: '草稿内容，未发布。',
    category: '安全',
    person: 1,
    cover: 'safety-training',
    video: 'safety-training.webm',
    duration: 5,
    published: 0,
    publishTime: '2026-11-20 08:00:00',
  },
  {
    id: 301,
    section: 'teachingResources',
    title: '《岗前安全须知》电子课件',
    summary: '配套第一讲视频的课件，共 24 页，含案例与随堂练习。',
    content: '课件按“规范—案例—练习”组织，每条规范配一张现场照片与一个真实事故案例，最后附 10 道随堂练习题及参考答案。\n\n适用课程：安全生产基础；适用对象：一年级新生。',
    category: '课件',
    person: 1,
    cover: 'safety-training',
    video: null,
    duration: 0,
    published: 1,
    publishTime: '2026-11-15 16:00:00',
  },
  {
    id: 302,
    section: 'teachingResources',
    title: '数据处理实训教案（4 课时）',
    summary: '以学院招生数据为素材的实训教案，含教学目标、过程与评价。',
    content: '教学目标：能清洗数据、能用数据透视表汇总、能选择合适的图表。\n\n教学过程：任务导入（10 分钟）—示范讲解（30 分钟）—分组实训（100 分钟）—成果展示与点评（20 分钟）。',
    category: '教案',
    person: 2,
    cover: 'office-skills',
    video: null,
    duration: 0,
    published: 1,
    publishTime: '2026-11-08 11:00:00',
  },
  {
    id: 303,
    section: 'teachingResources',
    title: '职业沟通情景练习题集',
    summary: '二十个工作场景的沟通练习，附参考表达。',
    content: '题集覆盖向上级汇报、跨部门协作、客户投诉处理等常见场景，每题给出情景描述、练习要求与参考表达，可用于课堂角色扮演。',
    category: '习题',
    person: 3,
    cover: 'classroom-talk',
    video: null,
    duration: 0,
    published: 1,
    publishTime: '2026-10-30 15:00:00',
  },
  {
    id: 401,
    section: 'teachersInteraction',
    title: '如何提出一个好问题',
    summary: '陈思远老师与同学们的课堂讨论：好问题具体、可回答、值得回答。',
    content: '课堂上，陈老师请同学们先写下本周遇到的一个难题，再两两交换，帮对方把问题改得更具体。视频记录了讨论中的几个精彩片段。',
    category: '互动',
    person: 3,
    cover: 'classroom-talk',
    video: 'classroom-talk.webm',
    duration: 5,
    published: 1,
    publishTime: '2026-11-16 10:20:00',
  },
  {
    id: 402,
    section: 'teachersInteraction',
    title: '学生讲堂：我的表格整理笔记',
    summary: '刘晓雨同学分享自己总结的五个表格整理小技巧，李秀梅老师现场点评。',
    content: '“学生讲堂”每月一期，由学生上台讲解自己的学习方法。本期刘晓雨同学分享了快速填充、删除重复项等技巧，李老师补充了使用时的注意事项。',
    category: '学生讲堂',
    person: 4,
    cover: 'office-skills',
    video: 'office-skills.webm',
    duration: 5,
    published: 1,
    publishTime: '2026-11-05 16:40:00',
  },
  {
    id: 501,
    section: 'competitionActivities',
    title: '2026 年学院办公软件技能大赛',
    summary: '个人赛，分初赛与决赛，面向全院在校生，12 月 10 日截止报名。',
    content: '比赛内容：文字排版、表格数据处理、演示文稿设计三个模块，限时 90 分钟上机完成。\n\n奖项设置：一等奖 3 名、二等奖 6 名、三等奖 10 名，获奖选手推荐参加省级比赛。\n\n报名方式：登录后在“用户中心”查看报名指引，或联系信息技术系李秀梅老师。',
    category: '技能竞赛',
    person: 2,
    cover: 'office-skills',
    video: null,
    duration: 0,
    published: 1,
    publishTime: '2026-11-19 09:00:00',
  },
  {
    id: 502,
    section: 'competitionActivities',
    title: '校园创新创业大赛路演活动',
    summary: '入围项目现场路演，评委来自合作企业与学院教师。',
    content: '十二支入围团队将进行 8 分钟路演与 5 分钟答辩。欢迎同学们到学术报告厅观摩，现场设有“最受欢迎项目”投票。',
    category: '双创',
    person: 5,
    cover: 'classroom-talk',
    video: null,
    duration: 0,
    published: 1,
    publishTime: '2026-11-02 14:00:00',
  },
  {
    id: 503,
    section: 'competitionActivities',
    title: '应急救援技能比武',
    summary: '心肺复苏、伤员搬运与消防器材使用三项团体赛。',
    content: '以班级为单位组队参赛，每队 4 人。比赛设理论测试与实操两部分，理论测试可先在“在线考试”中练习。',
    category: '技能竞赛',
    person: 1,
    cover: 'safety-training',
    video: null,
    duration: 0,
    published: 1,
    publishTime: '2026-10-20 09:00:00',
  },
];

export const DEMO_EXAMS: readonly DemoExam[] = [
  {
    id: 1,
    title: '岗前安全知识在线测试',
    intro: '配合《岗前安全须知》课程的随堂测试，共 5 题，满分 100 分，60 分及格。可多次作答，以最近一次为准。',
    durationMinutes: 15,
    passScore: 60,
    published: 1,
    publishTime: '2026-11-18 10:30:00',
    questions: [
      { kind: 'single', stem: '进入实训车间前，首先应当做的是：', options: ['直接开始操作设备', '检查并穿戴好防护用品', '先给手机充电', '找同学聊天'], answer: 'B', score: 20 },
      { kind: 'single', stem: '使用手提式干粉灭火器时，喷管应对准：', options: ['火焰上方', '火焰根部', '烟雾最浓处', '任意方向'], answer: 'B', score: 20 },
      { kind: 'multiple', stem: '以下哪些做法符合实训室用电安全？', options: ['湿手不触碰电源开关', '离开时切断设备电源', '私拉电线给设备供电', '发现漏电立即报告老师'], answer: 'ABD', score: 20 },
      { kind: 'judge', stem: '安全通道可以临时堆放实训材料，只要下课前清理即可。', options: ['正确', '错误'], answer: 'B', score: 20 },
      { kind: 'judge', stem: '发现安全隐患时，应当立即向老师或负责人报告。', options: ['正确', '错误'], answer: 'A', score: 20 },
    ],
  },
  {
    id: 2,
    title: '办公软件基础测验',
    intro: '检验表格与文字处理的基础操作，共 4 题，满分 100 分，60 分及格。',
    durationMinutes: 10,
    passScore: 60,
    published: 1,
    publishTime: '2026-11-10 09:00:00',
    questions: [
      { kind: 'single', stem: '要按班级统计报名人数，最合适的工具是：', options: ['查找替换', '数据透视表', '页面设置', '插入批注'], answer: 'B', score: 25 },
      { kind: 'multiple', stem: '整理数据表时，通常需要：', options: ['删除多余的空行', '统一日期格式', '合并所有单元格', '去除重复记录'], answer: 'ABD', score: 25 },
      { kind: 'judge', stem: '图表的标题应当说明图表表达的主要结论或内容。', options: ['正确', '错误'], answer: 'A', score: 25 },
      { kind: 'single', stem: '在文字处理软件中，为各级标题统一设置格式，应使用：', options: ['格式刷逐个修改', '样式', '文本框', '艺术字'], answer: 'B', score: 25 },
    ],
  },
  {
    id: 3,
    title: '（草稿）沟通技巧测验',
    intro: '尚未发布。',
    durationMinutes: 10,
    passScore: 60,
    published: 0,
    publishTime: '2026-11-20 09:00:00',
    questions: [{ kind: 'judge', stem: '草稿题目。', options: ['正确', '错误'], answer: 'A', score: 100 }],
  },
];
