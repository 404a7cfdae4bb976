/** User-visible texts of the to-do rows the workflow writes. */
export const zhCN = {
  applicationName: '流程中心',
  title: (processName: string, taskName: string) => `【${processName}】${taskName}`,
  content: (initiatorName: string, processName: string, taskName: string) => `${initiatorName}发起的「${processName}」已流转到「${taskName}」，请您办理。`,
  delegatedContent: (fromName: string, processName: string, taskName: string) => `${fromName}把「${processName}」的「${taskName}」委托给您办理。`,
  reassignedContent: (actorName: string, processName: string, taskName: string) => `${actorName}把「${processName}」的「${taskName}」转办给您办理。`,
  returnedContent: (delegateName: string, processName: string, taskName: string) => `${delegateName}已办理您委托的「${processName}」的「${taskName}」，请您继续办理。`,
} as const;

/** Answers of the to-do endpoints (spec part 1 §8 wording). */
export const inboxTexts = {
  passed: '通过成功',
  returned: '退回成功',
  notFound: '待办不存在',
  alreadyComplete: '该待办已处理',
  notHere: '流程待办请在流程中心办理',
} as const;
