import type { Insertable } from 'kysely';
import type { DemoRowSet } from '../../contracts/host.ts';
import { COMPANY_EDU, COMPANY_TECH } from '../../contracts/org.ts';
import type { MessageTable } from './MessageTables.ts';

function message(id: number, userId: number, companyId: number, title: string, content: string, read: boolean, time: string, extra: Partial<Insertable<MessageTable>> = {}): Insertable<MessageTable> {
  return {
    id,
    user_id: userId,
    company_id: companyId,
    application_name: '融合办公',
    application_id: '100',
    application_type: '1',
    msg_title: title,
    msg_content: content,
    msg_type: 1,
    send_author: '系统管理员',
    open_mode: 1,
    msg_link: null,
    read_status: read ? 1 : 0,
    create_time: time,
    deleted: 0,
    ...extra,
  };
}

/** 张三 has 3 unread of 4, 李四 2 unread of 3; 孙七 has one in each company. */
export const demoMessages: Insertable<MessageTable>[] = [
  message(1, 2, COMPANY_TECH, '关于2026年春节放假安排的通知', '根据国家规定，2026年春节放假时间为2月15日至2月23日，请各部门提前做好工作安排。', false, '2026-01-06 10:00:00'),
  message(2, 2, COMPANY_TECH, '融合门户项目周例会纪要', '本周完成登录、首页与通讯录功能联调，下周进入流程中心开发。', false, '2026-01-07 17:30:00'),
  message(3, 2, COMPANY_TECH, '信息安全培训报名', '公司将于下周三下午举办信息安全培训，请点击查看报名通知。', false, '2026-01-08 09:15:00', { open_mode: 2, msg_link: '/newsDetail?id=5' }),
  message(4, 2, COMPANY_TECH, '工资条已发放', '您的12月工资条已发放，请注意查收。', true, '2026-01-05 14:00:00', { send_author: '王五' }),
  message(5, 3, COMPANY_TECH, '关于2026年春节放假安排的通知', '根据国家规定，2026年春节放假时间为2月15日至2月23日，请各部门提前做好工作安排。', false, '2026-01-06 10:00:00'),
  message(6, 3, COMPANY_TECH, '研发部季度考核提醒', '请于1月20日前完成本部门员工的季度考核。', false, '2026-01-07 11:00:00', { send_author: '钱一' }),
  message(7, 3, COMPANY_TECH, '会议室预订成功', '您预订的3号会议室（1月9日 14:00-16:00）已确认。', true, '2026-01-06 16:20:00'),
  message(8, 6, COMPANY_TECH, '员工入职手续提醒', '新员工入职材料请于本周五前提交人力资源部。', false, '2026-01-07 09:00:00'),
  message(9, 6, COMPANY_EDU, '集团年度工作会议通知', '集团年度工作会议定于1月18日召开，请准时参加。', false, '2026-01-08 08:30:00', { send_author: '陈静' }),
];

export const messageDemoRows: DemoRowSet = { table: 'message', after: ['sys_user', 'company'], rows: demoMessages, numbered: true };
