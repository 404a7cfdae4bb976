/** User-visible texts of the personal disk (spec part 1 §5 wording where it has one). */
export const zhCN = {
  nameRequired: '名称不能为空',
  nameTooLong: '名称不能超过 255 个字符',
  nameInvalid: '名称不能包含 / \\ 或控制字符，也不能是 . 或 ..',
  nameTaken: (name: string) => `当前文件夹中已有名为“${name}”的文件或文件夹`,
  notFound: '文件或文件夹不存在',
  parentNotFound: '目标文件夹不存在',
  tooDeep: (max: number) => `文件夹层级不能超过 ${max} 层`,
  moveIntoItself: '不能把文件夹移动到它自己或它的子文件夹中',
  notEmpty: '文件夹不为空，请确认后删除其中的全部内容',
  quotaExceeded: (quotaMB: number) => `网盘空间不足：每人最多 ${quotaMB} MB，请先删除不用的文件`,
  tooLarge: (limitKB: number) => `文件大小限制为${limitKB}KB`,
  busy: '上传的文件过多，请等当前文件上传完成后再试',
  badLimit: (name: string, raw: string) => `${name} 必须是正整数（兆字节），当前为 ${raw}`,
} as const;
