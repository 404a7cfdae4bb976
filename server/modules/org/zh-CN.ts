/** Texts of the org module (spec part 1 §8 catalogue wording). */
export const orgTexts = {
  /** The audit log's one-line summaries (issue 13). */
  audit: {
    deptCreated: (name: string, parent: string) => `添加机构「${name}」（上级：${parent}）`,
  },
  forbidden: '当前操作没有权限',
  tagNotFound: '标签不存在',
  parentDeptNotFound: '上级机构不存在',
  deptNameLength: (max: number) => `机构名称不能为空，且不能超过${max}个字`,
  deptNameTaken: (name: string) => `同一上级下已有名为「${name}」的机构`,
} as const;
