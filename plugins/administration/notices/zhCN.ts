/** 管理后台 › 通知公告 (issue 26). */
export const noticeTexts = {
  title: '通知公告',
  publish: '发布公告',
  noticeTitle: '公告标题',
  titlePlaceholder: '请输入公告标题',
  content: '公告内容',
  contentPlaceholder: '请输入公告内容，每段一行',
  publisher: '发布人',
  publishedAt: '发布时间',
  actions: '操作',
  withdraw: '撤回',
  withdrawConfirm: (title: string) => `撤回公告「${title}」？员工将不再看到它。`,
  published: '发布成功',
  withdrawn: '撤回成功',
  empty: '还没有发布公告',
  confirm: '确定',
  cancel: '取消',
};
