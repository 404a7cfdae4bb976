/** Texts of the live push, for the server log. */
export const zhCN = {
  pushFailed: (channel: string, userId: number) => `实时推送失败（用户 ${userId}，${channel}）：`,
  brokerFailed: '实时连接出错：',
} as const;
