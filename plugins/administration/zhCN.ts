/** The management area's texts. */
export const zhCN = {
  title: '管理后台',
  menu: '管理功能',
  overview: '管理后台',
  intro: '在这里管理本公司的流程和各项设置。',
  open: '进入',
  empty: '暂无可用的管理功能',
  forbidden: '当前操作没有权限',
  /** 管理后台 › 系统设置: the menu's label; the page's texts load with it (settings/zhCN.ts). */
  settingsTitle: '系统设置',
} as const;
