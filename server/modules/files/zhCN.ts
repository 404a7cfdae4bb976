/** User-visible texts of uploads and downloads (spec part 1 §5 wording where it has one). */
export const zhCN = {
  accept: (accept: string) => `上传文件只支持${accept}格式!`,
  tooLarge: (limitKB: number) => `文件大小限制为${limitKB}KB`,
  badFolder: '存储目录只能由字母、数字、- 和 _ 组成，且不超过 20 个字符',
  badFileName: '文件路径不合法',
  notFound: '文件不存在',
  failed: '文件上传失败',
  avatarType: '上传头像图片只能是 jpg/jpeg/png格式!',
  avatarTooLarge: '上传头像图片大小不能超过 50KB!',
  dirNotDirectory: (dir: string) => `文件目录 ${dir} 不是目录`,
  dirUnusable: (dir: string, code: string) => `文件目录 ${dir} 不可读写（${code}）`,
  badLimit: (raw: string) => `UPLOAD_MAX_MB 必须是正整数（兆字节），当前为 ${raw}`,
} as const;
