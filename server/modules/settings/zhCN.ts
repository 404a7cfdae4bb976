/** The platform settings' texts (管理后台 › 系统设置). */
export const settingsTexts = {
  image: '请上传jpg、jpeg、png、gif、bmp或webp格式的图片',
  imageMissing: '图片不存在，请重新上传',
  imageNotFound: '资源不存在',
  required: (field: string) => `请输入${field}`,
  uploadAboveCeiling: (ceilingKB: number) => `上传文件大小限制不能超过${ceilingKB}KB`,
  fields: {
    browserIcon: '浏览器图标',
    frontIndexLogo: '前台首页Logo',
    adminIndexLogo: '后台首页Logo',
    loginWebLogo: '登录页Logo',
    logoWebBackground: '登录页背景图',
    loginApplicationName: '登录页标题',
    browserFrontTitle: '浏览器标题',
    browserBackTitle: '后台浏览器标题',
    copyrightBottomInfo: '版权信息',
    passValidDay: '密码有效期（天）',
    uploadMaxKb: '上传文件大小限制（KB）',
  },
  summary: (fields: string[]) => `修改系统设置：${fields.join('、')}`,
} as const;
