/** User-visible texts of 智慧课堂's server side. */
export const zhCN = {
  itemNotFound: '内容不存在或未发布',
  personNotFound: '人物不存在或未公开',
  examNotFound: '考试不存在或未发布',
  mediaNotFound: '文件不存在',
  notAQuestion: '答案中包含不属于本考试的题目',
  answeredTwice: '同一道题只能提交一个答案',
  badChoice: '答案中包含不存在的选项',
  singleChoice: '单选题和判断题只能选一个选项',
  noVideo: '该内容没有视频',
  channelName: '智慧课堂',
} as const;
