/**
 * The texts of the designer's menu entry and tab titles, which its registration shows with the
 * workbench; the pages' texts (zhCN.ts) load with the pages.
 */
export const menuZhCN = {
  title: '流程设计',
  processList: '流程管理',
  adminEntry: '流程管理',
  formList: '表单管理',
  formDesigner: '表单设计',
};
