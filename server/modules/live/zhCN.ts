/** Texts of the live push, for the server log. */
export const zhCN = {
  pushFailed: (channel: string, userId: number) => `实时推送失败（用户 ${userId}，${channel}）：`,
  brokerFailed: '实时连接出错：',
  relayDown: (queued: number) => `与 RabbitMQ 的中继未连接（LIVE_RELAY_URL），${queued} 条推送等待发出；其他实例上的用户暂时收不到推送`,
} as const;
