import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import type { Message, Todo } from '../MessagingApi.ts';

export const ZHANG_SAN: UserInfo = {
  sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' },
  companyId: 1,
  roles: [],
  ifTeamAdmin: false,
  permissions: [],
};

export function sampleMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 1,
    applicationName: '流程中心',
    applicationId: null,
    applicationType: null,
    msgTitle: '您有新的待办任务',
    msgContent: '李四发起的「合同审批」已流转到「部门审批」，请及时处理。',
    msgType: 1,
    sendAuthor: '李四',
    createTime: '2025-03-01 09:30:00',
    openMode: 3,
    msgLink: JSON.stringify({ procInstId: 'p-1', taskId: 't-1' }),
    readStatus: false,
    ...overrides,
  };
}

export function sampleTodo(overrides: Partial<Todo> = {}): Todo {
  return {
    id: 31,
    todoTitle: '审批采购申请',
    createByUsername: '李四',
    createTime: '2025-03-01 10:00:00',
    applicationName: '采购',
    applicationType: '2',
    expireTime: '2025-03-08 18:00:00',
    todoContent: '办公用品采购，共 12 项。',
    todoComplete: false,
    completeResult: null,
    ...overrides,
  };
}

/** One page of the message query. */
export function messagePage(records: Message[]) {
  return { records, total: records.length, current: 1, size: 9999 };
}
