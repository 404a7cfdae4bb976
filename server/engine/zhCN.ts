/** User-visible texts of the workflow engine (spec part 2 wording where it has one). */
export const zhCN = {
  expression: {
    tooLong: (limit: number) => `表达式过长（超过 ${limit} 个字符）`,
    tooDeep: '表达式嵌套过深',
    empty: '表达式不能为空',
    unexpectedCharacter: (character: string, position: number) => `表达式第 ${position + 1} 个字符“${character}”无法识别`,
    unterminatedString: '表达式中的字符串没有结束',
    unterminatedExpression: '表达式缺少结尾的 }',
    unexpectedToken: (token: string, position: number) => `表达式第 ${position + 1} 个字符处不应出现“${token}”`,
    unexpectedEnd: '表达式不完整',
    callNotAllowed: '表达式不允许调用函数',
    forbiddenName: (name: string) => `表达式不允许使用名称“${name}”`,
    unknownVariable: (name: string) => `表达式中的变量“${name}”未定义`,
    notPlainData: '表达式只能读取普通数据的属性',
    notNumber: (value: string) => `无法把“${value}”当作数字`,
    notBoolean: (value: string) => `无法把“${value}”当作布尔值`,
    notComparable: (left: string, right: string) => `无法比较“${left}”和“${right}”`,
    divisionByZero: '除数不能为零',
    conditionNotBoolean: (value: string) => `条件表达式的结果必须是布尔值，实际为“${value}”`,
    notUserList: '办理人表达式的结果必须是用户 ID 或用户 ID 列表',
    inElement: (elementId: string, reason: string) => `节点 ${elementId} 的表达式有误：${reason}`,
  },
} as const;
