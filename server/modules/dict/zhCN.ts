/** The dictionaries' texts (管理后台 › 系统设置 › 字典管理). */
export const dictTexts = {
  typeNotFound: '字典类型不存在',
  itemNotFound: '字典项不存在',
  duplicateValue: '字典值已存在',
  systemNotEditable: '系统内置字典项不能修改',
  systemNotDeletable: '系统内置字典项不能删除',
  blankLabel: '请输入字典标签',
  tooMany: (max: number) => `每个字典最多${max}项`,
  created: (type: string, label: string) => `新增字典项「${label}」（${type}）`,
  updated: (type: string, label: string) => `修改字典项「${label}」（${type}）`,
  deleted: (type: string, label: string) => `删除字典项「${label}」（${type}）`,
} as const;
