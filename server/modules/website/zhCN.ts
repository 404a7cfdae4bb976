/** The public site's server texts. */
export const zhCN = {
  carouselLabel: '精选推荐',
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
} as const;
