/** User-visible texts of the rules the modules' shared faces carry. */
export const zhCN = {
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
