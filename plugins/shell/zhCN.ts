/** Every text the shell shows (spec part 1 wording where the spec gives it). */
export const zhCN = {
  productName: '融合平台',
  errors: {
    '401': '抱歉，您还没有登录或登录已失效，请登录后访问',
    '403': '抱歉，您没有权限访问该页面',
    '404': '抱歉，您访问的页面不存在',
    '408': '请求超时，请稍后重试',
    '500': '抱歉，服务器出错了，请稍后重试',
    backHome: '返回首页',
    toLogin: '去登录',
  },
  layout: {
    topMenu: '顶部菜单',
    openMenu: '打开菜单',
    switchCompany: '切换公司',
    /** The switcher's name when it shows the current company's short name: 融合科技，切换公司. */
    switchCompanyFrom: (shown: string) => `${shown}，切换公司`,
    switchSuccess: '切换成功',
    todoCount: (count: number) => `待办 ${count}`,
  },
  /** The open tabs above the page (spec 000 §2); the first is always 首页. */
  tabs: {
    bar: '已打开的页面',
    home: '首页',
    close: '关闭',
    closeOthers: '关闭其他',
    closeAll: '关闭全部',
    actions: '页签操作',
  },
  tools: {
    label: '工具箱',
    appDownload: '扫码下载',
    appDownloadHint: '扫描二维码下载移动端',
    im: '即时通讯',
    about: '产品介绍',
    backToTop: '回到顶部',
    unfold: '展开工具箱',
    fold: '收起工具箱',
  },
} as const;
