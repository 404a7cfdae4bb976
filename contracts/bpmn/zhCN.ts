/** User-visible texts of the BPMN contract: deploy-check labels (spec part 3 §5) and XML guard errors. */
export const zhCN = {
  deploy: {
    nodeNameRequired: '节点名称不能为空',
    candidateRequired: '办理人设置不能为空',
    scriptResourceRequired: '条件配置中Script脚本资源配置不能为空',
    scriptFormatRequired: '条件配置中Script脚本格式配置不能为空',
    expressionRequired: '表达式不能为空',
    processNotExecutable: '若将流程属性‘可执行’设置为关闭状态，则不可发布流程',
    formRequired: '请在流程属性上至少绑定一个表单',
    scriptLanguageUnsupported: '条件脚本仅支持juel格式',
    expressionInvalid: '表达式格式不正确',
    elementUnsupported: '流程引擎不支持该节点类型',
    processMissing: '流程图中没有可发布的流程',
  },
  xml: {
    notText: '流程图内容必须是 XML 文本',
    empty: '流程图内容为空',
    tooLarge: (limitKiB: number) => `流程图超过大小限制（${limitKiB}KB）`,
    doctypeForbidden: '流程图不能包含 DOCTYPE 或 ENTITY 声明',
    unreadable: (reason: string) => `流程图 XML 无法解析：${reason}`,
    notDefinitions: '流程图根元素必须是 bpmn:definitions',
  },
  lint: {
    ruleFailed: (rule: string, reason: string) => `校验规则 ${rule} 执行失败：${reason}`,
  },
  buttons: {
    complete: '同意',
    reject: '驳回',
    copy: '抄送',
    delegate: '委托',
    terminate: '终止',
    print: '打印',
    invite: '加签',
    save: '暂存',
    start: '提交',
  },
} as const;
