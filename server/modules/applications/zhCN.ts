/** Texts the workbench's answers carry (shown by the browser in preference to its catalogue). */
export const zhCN = {
  appNotFound: (id: number) => `应用不存在：${id}`,
  submoduleNotFound: (id: number) => `子模块不存在：${id}`,
  duplicateIds: '排序列表中有重复的编号',
  unknownIds: (ids: number[]) => `排序列表中有不可见或不存在的编号：${ids.join('、')}`,
  /** The group of a process deployed after the demo, until an administrator files it elsewhere. */
  otherProcesses: '其他流程',
} as const;
