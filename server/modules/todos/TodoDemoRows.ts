import type { Insertable } from 'kysely';
import type { DemoRowSet } from '../../contracts/host.ts';
import { COMPANY_EDU, COMPANY_TECH } from '../../contracts/org.ts';
import type { TodoTable } from './TodoTables.ts';

function todo(
  id: number,
  userId: number,
  companyId: number,
  title: string,
  creator: { id: number; username: string },
  time: string,
  complete: false | 'passed' | 'returned',
  content: string,
  type: '2' | '3' = '2',
): Insertable<TodoTable> {
  return {
    id,
    user_id: userId,
    company_id: companyId,
    todo_title: title,
    create_by_username: creator.username,
    create_by: creator.id,
    create_time: time,
    application_name: '融合办公',
    expire_time: null,
    todo_content: content,
    todo_complete: complete ? 1 : 0,
    complete_result: complete || null,
    application_type: type,
    link: null,
  };
}

const zhangsan = { id: 2, username: 'zhangsan' };
const lisi = { id: 3, username: 'lisi' };
const chenjing = { id: 11, username: 'chenjing' };

/**
 * In 融合科技: 张三 has 3 open and 1 done, and created 3 for 李四 (2 open — one of each
 * modal kind, types 2 and 3 — and 1 returned);
 * 孙七 has 1 open there and 2 open in 融合教育 (the switcher's per-company counts differ).
 */
export const demoTodos: Insertable<TodoTable>[] = [
  todo(1, 2, COMPANY_TECH, '审核前端组件库升级方案', lisi, '2026-01-06 09:30:00', false, '请在本周内审核组件库升级方案并给出意见。'),
  todo(2, 2, COMPANY_TECH, '确认登录页改版设计稿', lisi, '2026-01-07 10:00:00', false, '设计稿已上传，请确认交互细节。'),
  todo(3, 2, COMPANY_TECH, '提交一月份工作计划', lisi, '2026-01-08 08:45:00', false, '请于1月10日前提交一月份工作计划。'),
  todo(4, 2, COMPANY_TECH, '代码评审：通讯录模块', lisi, '2026-01-05 15:00:00', 'passed', '通讯录模块代码评审。'),
  todo(5, 3, COMPANY_TECH, '审批张三的请假申请', zhangsan, '2026-01-07 09:00:00', false, '张三申请1月12日事假一天。'),
  todo(6, 3, COMPANY_TECH, '审批测试服务器采购申请', zhangsan, '2026-01-08 11:30:00', false, '申请采购测试服务器两台，预算三万元。', '3'),
  todo(7, 3, COMPANY_TECH, '审批加班申请', zhangsan, '2026-01-05 18:00:00', 'returned', '1月3日加班4小时。'),
  todo(8, 6, COMPANY_TECH, '办理新员工入职', lisi, '2026-01-07 13:00:00', false, '研发部新员工下周一入职，请准备入职手续。'),
  todo(9, 6, COMPANY_EDU, '整理年度工作会议材料', chenjing, '2026-01-08 09:00:00', false, '请整理各部门年度总结并汇编成册。'),
  todo(10, 6, COMPANY_EDU, '预订会议场地', chenjing, '2026-01-08 09:10:00', false, '年度工作会议约80人参加，请预订会议场地。'),
];

export const todoDemoRows: DemoRowSet = { table: 'todo', after: ['sys_user', 'company'], rows: demoTodos, numbered: true };
