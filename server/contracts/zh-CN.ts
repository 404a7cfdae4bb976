/** User-visible texts of the rules the modules' shared faces carry. */
export const zhCN = {
  /** The account rules every module applies (AccountRules, WeakPassword): sign-up, personal centre, 用户管理, 导入用户, `ronghe setup`. */
  account: {
    usernameRequired: '请输入账号',
    usernamePattern: '仅支持英文、数字和下划线，且不能为纯数字',
    usernameLength: '账号长度应大于1位小于20位',
    chineseName: '仅支持中文，且长度限制为1-20',
    phoneRequired: '手机号不能为空',
    phonePattern: '请输入正确的手机号',
    phoneLength: '请输入正确长度的手机号码',
    weakPassword: '该密码为弱密码，不符合设置要求，请重新设置',
    passwordUnreadable: '密码格式不正确，请重新输入',
  },
  /** 管理后台 › 内容管理's rules every channel shares (SiteContentRules), whichever module owns it. */
  siteContent: {
    titleRequired: '请输入标题',
    titleTooLong: '标题不能超过100个字符',
    bodyFormat: '正文格式不正确',
    bodyTooLarge: '正文内容过于复杂',
    bodyTooLong: (max: number) => `正文不能超过${max}个字`,
    bodyLength: (chars: number) => `正文${chars}字`,
    notFound: '内容不存在',
    alreadyPublished: '该内容已发布',
    notPublished: '该内容未发布，无需撤回',
    statuses: { draft: '草稿', published: '已发布', withdrawn: '已撤回' },
    summaries: {
      create: (channel: string, title: string) => `新建${channel}「${title}」`,
      update: (channel: string, title: string) => `修改${channel}「${title}」`,
      publish: (channel: string, title: string) => `发布${channel}「${title}」`,
      withdraw: (channel: string, title: string) => `撤回${channel}「${title}」`,
      delete: (channel: string, title: string) => `删除${channel}「${title}」`,
    },
  },
} as const;
