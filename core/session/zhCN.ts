/** Texts of core/session a person may read (developers included). */
export const zhCN = Object.freeze({
  cipherKeyLength: '登录加密密钥必须是16字节（AES-128）',
});
