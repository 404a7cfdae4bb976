/** User-visible texts of the to-do rows the workflow writes. */
export const zhCN = {
  applicationName: '流程中心',
  title: (processName: string, taskName: string) => `【${processName}】${taskName}`,
  content: (initiatorName: string, processName: string, taskName: string) => `${initiatorName}发起的「${processName}」已流转到「${taskName}」，请您办理。`,
  delegatedContent: (fromName: string, processName: string, taskName: string) => `${fromName}把「${processName}」的「${taskName}」委托给您办理。`,
  returnedContent: (delegateName: string, processName: string, taskName: string) => `${delegateName}已办理您委托的「${processName}」的「${taskName}」，请您继续办理。`,
} as const;
