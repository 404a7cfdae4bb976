/** The public site's server texts. */
export const zhCN = {
  carouselLabel: '精选推荐',
  mallUnavailable: '商城暂时无法访问，请稍后再试',
  notFound: '内容不存在或尚未发布',
  imageNotFound: '图片不存在',
  channels: {
    news: '新闻',
    partyBuild: '党建',
    elaborateBook: '精品图书',
    eduPub: '教育出版',
    digitalPub: '数字出版',
  },
  partyCategories: {
    dynamic: '党建动态',
    knowledge: '党建知识',
    law: '党规党法',
  },
  /** 管理后台 › 内容管理 (issue 13). */
  admin: {
    tooLong: (field: string, max: number) => `${field}不能超过${max}个字符`,
    required: (field: string) => `请输入${field}`,
    fields: { summary: '摘要', author: '作者', source: '来源', publisher: '出版社', isbn: 'ISBN', price: '定价', category: '分类' },
    badCategory: '分类不正确',
    badTime: '发布时间格式应为yyyy-MM-dd HH:mm:ss',
    badDay: '出版日期格式应为yyyy-MM-dd',
    badCover: '封面图片不存在，请重新上传',
    coverTooLarge: '图片大小不能超过2MB',
    coverType: '封面只能是jpg或png格式的图片',
  },
} as const;
