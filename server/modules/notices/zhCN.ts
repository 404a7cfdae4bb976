/** Texts of 通知公告 (issue 26). */
export const noticeTexts = {
  notFound: '公告不存在',
  titleRequired: '请输入公告标题',
  contentRequired: '请输入公告内容',
};
