/**
 * The texts the accounts plugin's registration shows with the workbench (the tab it adds to
 * 个人中心); the pages' texts (zhCN.ts, login/zhCN.ts) load with the pages.
 */
export const menuZhCN = {
  passwordTab: '密码管理',
};
