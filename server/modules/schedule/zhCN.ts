/** User-visible texts of the schedule module: refusals and the calendar messages it sends. */
export const zhCN = {
  applicationName: '日程',
  refused: {
    notFound: '日程不存在',
    notOrganizer: '只有组织者可以修改或删除日程',
    badTime: '时间格式不正确',
    endBeforeStart: '结束时间必须晚于开始时间',
    rangeTooLong: (days: number) => `查询范围不能超过${days}天`,
    emptyTitle: '请输入日程标题',
    badInvitee: '参与人须为当前公司的在职成员',
  },
  message: {
    invited: (title: string) => `日程邀请：${title}`,
    changed: (title: string) => `日程变更：${title}`,
    cancelled: (title: string) => `日程取消：${title}`,
    reminder: (title: string) => `日程提醒：${title}`,
  },
  labels: {
    title: '标题',
    time: '时间',
    location: '地点',
    organizer: '组织者',
    invitees: '参与人',
    description: '描述',
  },
  allDay: '全天',
};
