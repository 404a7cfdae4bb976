/** The error catalogue of part 1 §8, word for word; the server's msg is preferred over these. */
export const zhCN = Object.freeze({
  /**
   * No answer at all (server down, network gone, timeout). Not the spec's status 000 text
   * (操作太频繁，请勿重复请求): in the original product 000 was a duplicate request the client
   * itself cancelled, and ours rejects cancelled calls without any message.
   */
  unreachable: '无法连接服务器，请检查网络后重试',
  /** Part 1 §7, the network helper: the browser went offline, and came back. */
  offline: '无法连接网络',
  online: '网络已连接',
  forbidden: '当前操作没有权限',
  notFound: '资源不存在',
  unboundSocial: '未绑定登录账号，请使用密码登录后绑定',
  /** {name} is the configured demo contact. */
  demoReadOnly: '演示环境不能操作，如需了解联系{name}',
  badCredentials: '账号不存在或密码错误',
  badCaptcha: '验证码错误或已失效，请重新获取',
  tooMany: '请求过频繁',
  demoForbidden: '演示环境，没有权限操作',
  unknown: '系统未知错误,请反馈给管理员',
  /** Spec part 3 §8: a picker tree whose answer has a non-zero code and no msg. */
  requestFailed: '请求失败',
  /** Who the 423 text names when the server gives no msg. */
  demoContact: '管理员',
});
