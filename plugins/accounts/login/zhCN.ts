/**
 * The texts of the login page and the frame it sits in, which load with the login page rather
 * than with every text the accounts plugin shows (../zhCN.ts, which includes these).
 */
export const loginZhCN = {
  productName: '融合平台',
  login: {
    title: '账号登录',
    accountPlaceholder: '请输入账号',
    accountRequired: '请输入账号',
    passwordPlaceholder: '请输入密码',
    passwordRequired: '请输入密码',
    submit: '登录',
    disabled: '您的账号已被禁用',
    failed: '登录失败，请稍后重试',
    backToSite: '返回门户首页',
    /** Why the user is here after a 401 (/login?source=invalidToken); the spec gives no wording. */
    invalidToken: '登录已失效，请重新登录',
    /** The user logged out (perhaps in another tab): their own doing, not an expiry (issue 26). */
    loggedOut: '您已退出登录，如需继续使用请重新登录',
    accountTab: '账号登录',
    phoneTab: '手机登录',
    phoneTitle: '手机登录',
    forgetPassword: '忘记密码',
    signUp: '注册账号',
    captchaPlaceholder: '请输入验证码',
    captchaRequired: '请输入验证码',
    captchaRefresh: '看不清？点击换一张',
    captchaAlt: '图形验证码',
    socialTitle: '其他登录方式',
  },
};
