import type { Insertable } from 'kysely';
import type { DemoRowSet, DemoSeeding } from '../../contracts/host.ts';
import { COMPANY_EDU, COMPANY_TECH } from '../../contracts/org.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { NoticeTable } from './NoticeTables.ts';

const HOUR = 3600 * 1000;

/** A notice published `hoursAgo` before the seed, on the hour: the demo's week stays the week of the install. */
function notice(id: number, companyId: number, title: string, content: string, createBy: string, hoursAgo: number, now: number): Insertable<NoticeTable> {
  const time = Math.floor((now - hoursAgo * HOUR) / HOUR) * HOUR;
  return { id, company_id: companyId, title, content, notice_type: null, create_by: createBy, create_time: DisplayTime.format(time) };
}

/** 融合科技's week of notices (newest: the fire drill) and one of 融合教育集团's. */
export const TRAINING_NOTICE_ID = 5;

export function demoNotices(now: number): Insertable<NoticeTable>[] {
  return [
    notice(1, COMPANY_TECH, '关于开展年度消防演练的通知', '定于本周五下午 15:00 在园区南门广场开展消防疏散演练。\n警报响起后请沿安全通道有序撤离，各部门负责人清点人数后向行政部报告。', '系统管理员', 2, now),
    notice(2, COMPANY_TECH, '办公网络升级维护公告', '信息中心将于周六 22:00 至次日 02:00 升级办公网络，期间 VPN 与邮件服务暂停。\n请提前保存工作文件。', '系统管理员', 40, now),
    notice(3, COMPANY_TECH, '第四季度绩效考核安排', '各部门请于月底前完成员工自评与主管评价，考核结果将作为年终奖金发放依据。', '系统管理员', 98, now),
    // The training the demo message 信息安全培训报名 links to.
    notice(TRAINING_NOTICE_ID, COMPANY_TECH, '信息安全培训报名', '公司将于下周三 14:00 在三楼培训室举办信息安全培训，内容包括钓鱼邮件识别与密码安全。\n请于本周五前回复所在部门负责人报名。', '系统管理员', 26, now),
    notice(4, COMPANY_EDU, '集团寒假值班安排', '寒假期间各校区实行轮流值班，值班表已发送至各校区办公室。', '陈静', 20, now),
  ];
}

export const noticeDemoRows: DemoRowSet = {
  table: 'notice',
  after: ['company'],
  rows: async (seeding: DemoSeeding) => demoNotices(seeding.now),
  numbered: true,
};
