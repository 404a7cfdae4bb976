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
  /** 管理后台 › 内容管理's 智慧课堂 (issue 13). */
  admin: {
    tooLong: (field: string, max: number) => `${field}不能超过${max}个字符`,
    sectionRequired: '请选择所属栏目',
    badTime: '发布时间格式应为yyyy-MM-dd HH:mm:ss',
    badCover: '封面图片不存在，请重新上传',
    badVideo: '视频不存在，请重新上传',
    coverTooLarge: '图片大小不能超过2MB',
    coverType: '封面只能是jpg或png格式的图片',
    videoTooLarge: (size: string) => `视频大小不能超过${size}`,
    videoType: '视频只能是mp4或webm格式',
    fields: { summary: '摘要', category: '标签' },
  },
} as const;
