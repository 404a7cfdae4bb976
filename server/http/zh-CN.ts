/** User-visible texts of the HTTP layer: refusals, validation, uploads (spec part 1 §8 wording where it has one). */
export const zhCN = {
  errors: {
    badRequest: (detail: string) => `请求参数错误：${detail}`,
    malformed: '请求格式不正确',
    invalidJson: '请求体不是合法的 JSON',
    emptyJson: '请求体为空',
    missingBody: '缺少请求体',
    unsupportedMediaType: '不支持的请求内容类型',
    bodyTooLarge: '请求体过大',
    tokenInvalid: '登录已过期，请重新登录',
    forbidden: '当前操作没有权限',
    userDisabled: '您的账号已被禁用',
    notFound: '资源不存在',
    methodNotAllowed: '不支持的请求方法',
    tooManyRequests: '请求过频繁',
    rangeNotSatisfiable: '请求的范围超出了文件大小',
    unknown: '系统未知错误,请反馈给管理员',
  },
  /** A multipart upload with no usable file part, or one cut off mid-file. */
  upload: {
    noFile: '请选择要上传的文件（表单字段 file）',
    incomplete: '文件上传不完整，请重新上传',
  },
  validation: {
    required: (field: string) => `缺少必填项 ${field}`,
    type: (field: string, type: string) => `${field} 应为${type}`,
    enumValue: (field: string, values: string) => `${field} 只能是 ${values} 之一`,
    minLength: (field: string, limit: number) => `${field} 长度不能少于 ${limit}`,
    maxLength: (field: string, limit: number) => `${field} 长度不能超过 ${limit}`,
    pattern: (field: string) => `${field} 格式不正确`,
    other: (field: string, message: string) => `${field} ${message}`,
    typeNames: {
      string: '字符串',
      integer: '整数',
      number: '数字',
      boolean: '布尔值',
      object: '对象',
      array: '数组',
      null: '空值',
    } as Record<string, string>,
  },
  routes: {
    notInContract: (method: string, path: string) => `接口 ${method} ${path} 不在 contracts/openapi 中，不能注册`,
    duplicate: (method: string, path: string) => `接口 ${method} ${path} 被注册了两次`,
  },
} as const;
