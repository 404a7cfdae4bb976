/**
 * The texts of 流程中心's menu entries and tab titles, which its registration shows with the
 * workbench; the pages' texts (zhCN.ts) load with the pages.
 */
export const menuZhCN = {
  title: '流程中心',
  create: '发起流程',
  todo: '我的待办',
  done: '我的已办',
  my: '我发起的',
  copied: '抄送我的',
  /** 管理后台's side menu (issue 22 §4). */
  monitor: '流程监控',
};
