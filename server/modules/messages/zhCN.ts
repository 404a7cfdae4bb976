/** User-visible texts of the messages the workflow writes. */
export const zhCN = {
  applicationName: '流程中心',
  newTask: {
    title: '您有新的待办任务',
    content: (initiatorName: string, processName: string, taskName: string) => `${initiatorName}发起的「${processName}」已流转到「${taskName}」，请及时处理。`,
    delegated: (fromName: string, processName: string, taskName: string) => `${fromName}把「${processName}」的「${taskName}」委托给您办理，请及时处理。`,
    reassigned: (actorName: string, processName: string, taskName: string, comment: string) =>
      `${actorName}把「${processName}」的「${taskName}」转办给您办理${comment ? `，原因：${comment}` : ''}，请及时处理。`,
    returned: (delegateName: string, processName: string, taskName: string) => `${delegateName}已办理您委托的「${processName}」的「${taskName}」，请继续办理。`,
  },
  /** The 站内信 a node with rh:notice sends its handlers (instead of the new-task message). */
  notice: {
    title: (processName: string, taskName: string) => `流程通知：「${processName}」的「${taskName}」待您办理`,
  },
  /** 抄送: to each person a task was copied to. */
  copied: {
    title: (processName: string) => `抄送：「${processName}」`,
    content: (fromName: string, processName: string, taskName: string, comment: string) =>
      `${fromName}把「${processName}」的「${taskName}」抄送给您，请知悉${comment ? `。意见：${comment}` : ''}。`,
  },
  /** To whoever held a task that was taken from them (转办) or withdrawn with its process (撤回), issue 22 §4. */
  taskGone: {
    reassignedTitle: '您的待办已转办',
    reassigned: (actorName: string, processName: string, taskName: string, toName: string, comment: string) =>
      `${actorName}把您的「${processName}」的「${taskName}」转办给了${toName}${comment ? `，原因：${comment}` : ''}。`,
    withdrawnTitle: '流程已撤回',
    withdrawn: (initiatorName: string, processName: string, taskName: string) => `${initiatorName}撤回了「${processName}」，您的「${taskName}」无需再办理。`,
  },
  /** A step stopped because its named handler cannot take it (issue 22 §4): the sentence is the history's. */
  stalled: {
    initiatorTitle: '您发起的流程已暂停',
    adminTitle: '流程已暂停，请转办',
    content: (processName: string, sentence: string) => `「${processName}」：${sentence}。`,
  },
  toInitiator: {
    completedTitle: '您发起的流程已审批通过',
    completed: (processName: string) => `您发起的「${processName}」已审批通过，流程结束。`,
    rejectedTitle: '您发起的流程被驳回',
    rejected: (actorName: string, processName: string, comment: string) => `${actorName}驳回了您发起的「${processName}」${comment ? `，意见：${comment}` : ''}。`,
    terminatedTitle: '您发起的流程已终止',
    terminated: (actorName: string, processName: string, comment: string) => `${actorName}终止了您发起的「${processName}」${comment ? `，意见：${comment}` : ''}。`,
  },
  system: '系统',
} as const;

/** Answers of the message endpoints (spec part 1 §8 wording). */
export const inboxTexts = {
  deleted: '删除成功',
  notFound: '消息不存在',
} as const;

/** The address book's 发消息 (issue 11). */
export const memberMessageTexts = {
  applicationName: '通讯录',
  title: (senderName: string) => `${senderName}给您发来一条消息`,
  empty: '请输入消息内容',
  tooLong: (max: number) => `消息内容不能超过${max}个字`,
  noSuchMember: '该成员不存在或已停用',
  tooMany: (limit: number) => `发送过于频繁，每分钟最多发送${limit}条消息，请稍后再试`,
} as const;
