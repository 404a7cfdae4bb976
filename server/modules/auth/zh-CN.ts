/** Texts of the auth module (spec part 1 §8 catalogue wording). */
export const authTexts = {
  wrongAccountOrPassword: '账号不存在或密码错误',
  tokenInvalid: '登录已过期，请重新登录',
  refreshInvalid: '登录已过期，请重新登录',
  forbidden: '当前操作没有权限',
  userDisabled: '您的账号已被禁用',
  missingCredentials: '请求参数错误：账号和密码不能为空',
  missingRefreshToken: '请求参数错误：缺少 refresh_token',
  wrongCode: '验证码错误或已失效，请重新获取',
  /** How long a lock still lasts: seconds under a minute, otherwise whole minutes rounded up. */
  waitFor: (seconds: number) => (seconds < 60 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分钟`),
  accountLocked: (wait: string) => `密码错误次数过多，账号已被临时锁定，请 ${wait}后再试`,
  addressLocked: (wait: string) => `登录失败次数过多，当前网络地址已被临时锁定，请 ${wait}后再试`,
  hashingBusy: '登录请求过多，请稍后再试',
} as const;
