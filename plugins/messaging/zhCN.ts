/**
 * Every text the messaging plugin shows. The spec's wording (part 1 §2, §4, §8) where it gives
 * one; labels it only describes (columns, field names, the notice centre's title, the warnings
 * for a message that cannot be opened) are ours and live here only.
 */
export const zhCN = Object.freeze({
  bell: {
    label: '消息',
    unread: '未读',
    read: '已读',
    readAll: '全部已读',
    clearAll: '全部清空',
    viewAll: '查看全部消息',
    empty: '暂无消息',
  },
  live: {
    /** Part 1 §8: a new-message push. */
    newMessageTitle: '消息',
    newMessage: '您有一条新的消息, 请及时处理',
    /** Part 1 §8: command 301. */
    boundTitle: '成功',
    bound: '绑定成功',
    /** Part 1 §8: command 302; the text is the reason the push carries. */
    bindFailedTitle: '失败',
    /** Shown when a 302 push carries no reason. */
    bindFailed: '绑定失败',
  },
  message: {
    title: '标题',
    content: '内容',
    application: '应用',
    type: '类型',
    sender: '发送人',
    time: '时间',
    status: '状态',
    types: { 1: '通知消息', 2: '待办消息', 4: '日程消息' } as Readonly<Record<number, string>>,
    readStatus: { false: '未读', true: '已读' },
    /** openMode 2 without a link. */
    noLink: '该消息没有可打开的链接',
    /** A workflow message whose msgLink is not the JSON {procInstId, taskId}. */
    badLink: '该消息的流程信息无效，无法打开',
    /** A workflow message while the process centre is not mounted. */
    noDrawer: '流程中心未启用，无法打开该消息',
  },
  detail: {
    /** Part 1 §2: the to-do detail modal. */
    title: '详情',
    cancel: '取消',
    pass: '通过',
    return: '退回',
    /** Part 1 §8. */
    passed: '通过成功',
    returned: '退回成功',
    todoTitle: '待办事项',
    creator: '发起人',
    createTime: '创建时间',
    expireTime: '截止时间',
    application: '应用',
    content: '内容',
    result: '处理结果',
    results: { pending: '待处理', passed: '已通过', returned: '已退回' },
  },
  noticeCentre: {
    title: '消息中心',
    operation: '操作',
    view: '查看',
    markRead: '标为已读',
    remove: '删除',
    /** Part 1 §4. */
    removed: '删除成功',
  },
});
