/** Every text the public site shows (spec part 1 wording where the spec gives it). */
export const zhCN = {
  productName: '融合平台',
  nav: {
    label: '门户导航',
    home: '首页',
    about: '关于我们',
  },
  login: '登录',
  workbench: '进入工作台',
  search: {
    placeholder: '请输入搜索关键词',
    empty: '请输入搜索关键词',
    button: '搜索',
    unavailable: '站内搜索暂未开放，敬请期待',
  },
  home: {
    news: '新闻资讯',
    books: '图书推荐',
    noNews: '暂无新闻',
    noBooks: '暂无推荐图书',
    author: (author: string) => `作者：${author}`,
  },
  about: {
    title: '关于我们',
    description:
      '融合平台是面向企业员工的一站式办公门户：在同一个工作台里处理待办和审批、查看消息与通知、安排日程、查找同事，并可在所属的多个公司之间切换；管理员在流程设计器中绘制并发布审批流程。门户网站向访客展示新闻资讯与图书推荐。',
    copyright: '版权信息',
  },
} as const;
