/** Texts of the org module (spec part 1 §8 catalogue wording). */
export const orgTexts = {
  forbidden: '当前操作没有权限',
  tagNotFound: '标签不存在',
} as const;
