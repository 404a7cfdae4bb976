/** Every text the public site shows (spec part 1 wording where the spec gives it). */
export const zhCN = {
  productName: '融合平台',
  /** The browser tab's title of a page: "新闻 - 融合平台". */
  pageTitle: (page: string, site = '融合平台') => `${page} - ${site}`,
  /** A page's description for search engines and share previews when it has none of its own. */
  siteDescription: '融合平台门户网站：党建园地、新闻资讯、精品图书、教育出版、数字出版与智慧课堂。',
  nav: {
    label: '门户导航',
    /** The button that opens the navigation on a phone (issue 25). */
    open: '打开导航',
    /** The desktop navigation's last drop-down, of the entries that do not fit the row. */
    more: '更多',
    home: '首页',
    about: '关于我们',
  },
  login: '登录',
  workbench: '进入工作台',
  search: {
    placeholder: '请输入搜索关键词',
    empty: '请输入搜索关键词',
    button: '搜索',
    history: '搜索历史',
  },
  home: {
    news: '新闻资讯',
    books: '图书推荐',
    noNews: '暂无新闻',
    noBooks: '暂无推荐图书',
    more: '更多',
    carousel: '推荐',
    pauseCarousel: '暂停轮播',
    resumeCarousel: '继续轮播',
    author: (author: string) => `作者：${author}`,
  },
  about: {
    title: '关于我们',
    description:
      '融合平台是面向企业员工的一站式办公门户：在同一个工作台里处理待办和审批、查看消息与通知、安排日程、查找同事，并可在所属的多个公司之间切换；管理员在流程设计器中绘制并发布审批流程。门户网站向访客展示党建园地、新闻资讯、精品图书、教育出版与数字出版等内容。',
    copyright: '版权信息',
  },
  channels: {
    partyBuild: '党建园地',
    news: '新闻资讯',
    elaborateBook: '精品图书',
    eduPub: '教育出版',
    digitalPub: '数字出版',
    searchResult: '搜索结果',
  },
  party: {
    dynamic: '党建动态',
    knowledge: '党建知识',
    law: '党规党法',
  },
  list: {
    total: (total: number) => `共 ${total} 条`,
    pages: '分页',
    previous: '上一页',
    next: '下一页',
    empty: '暂无内容',
    more: '查看详情',
  },
  detail: {
    back: '返回列表',
    source: (source: string) => `来源：${source}`,
    author: (author: string) => `作者：${author}`,
    date: (date: string) => `发布时间：${date}`,
    previous: '上一篇',
    next: '下一篇',
    none: '没有了',
    notFound: '内容不存在或尚未发布',
    noId: '未指定要查看的内容',
    previewNote: '预览：这是内容发布后在网站上的样子，访客现在还看不到它的修改。',
  },
  book: {
    author: (author: string) => `作者：${author}`,
    price: (price: string) => `¥${price}`,
    fields: { author: '作者', publisher: '出版社', date: '出版日期', isbn: 'ISBN', price: '定价', category: '类别' },
    previous: '上一本',
    next: '下一本',
  },
  digital: {
    resources: '数字资源',
    noResources: '暂无数字资源',
    open: '查看资源',
    backToTitle: (title: string) => `返回《${title}》`,
    previous: '上一节',
    next: '下一节',
  },
  results: {
    title: (keyWord: string) => `“${keyWord}”的搜索结果`,
    none: '没有找到相关内容，换个关键词试试',
    noKeyword: '请输入搜索关键词',
  },
} as const;
