/** Why a named handler cannot hold a task (issue 22 §4). */
const UNAVAILABLE = {
  disabled: '已停用',
  notMember: '已不在本公司',
  unknown: '不存在',
} as const;

/** User-visible texts of the workflow engine (spec part 2 wording where it has one). */
export const zhCN = {
  expression: {
    unknownVariable: (name: string) => `表达式中的变量“${name}”未定义`,
    notPlainData: '表达式只能读取普通数据的属性',
    notNumber: (value: string) => `无法把“${value}”当作数字`,
    notBoolean: (value: string) => `无法把“${value}”当作布尔值`,
    notComparable: (left: string, right: string) => `无法比较“${left}”和“${right}”`,
    divisionByZero: '除数不能为零',
    conditionNotBoolean: (value: string) => `条件表达式的结果必须是布尔值，实际为“${value}”`,
    notUserList: '办理人表达式的结果必须是用户 ID 或用户 ID 列表',
  },
  errors: {
    definitionNotFound: (key: string) => `流程定义 ${key} 不存在`,
    instanceNotFound: '流程实例不存在',
    instanceNotRunning: '流程已结束，不能再办理',
    taskNotFound: '任务已处理或不存在',
    notAssignee: '您不是该任务的办理人',
    delegateOnlyCompletes: '受托人只能办理（同意）委托给自己的任务',
    delegateRequired: '请选择委托人员',
    delegateToSelf: '不能委托给自己',
    delegateCommentRequired: '请填写委托意见',
    commentTooLong: (limit: number) => `意见不能超过 ${limit} 个字符`,
    noCandidate: (node: string) => `节点“${node}”找不到办理人`,
    candidateOutsideTenant: (node: string, names: string) => `节点“${node}”的办理人不属于本公司：${names}`,
    noOutgoingFlow: (node: string) => `节点“${node}”没有满足条件的流向`,
    selectedFlowInvalid: (flowId: string) => `所选的下一流程节点 ${flowId} 不存在`,
    nextFlowRequired: '请选择下一流程节点',
    flowDecidedByCondition: (gateway: string) => `“${gateway}”按条件自动流转，不能选择下一流程节点`,
    flowConditionFalse: (branch: string) => `“${branch}”的条件不成立，不能选择该下一流程节点`,
    expressionFailed: (node: string, reason: string) => `节点“${node}”的表达式有误：${reason}`,
    rejectTargetRequired: '驳回节点不能为空',
    rejectStrategyRequired: '重新提交策略不能为空',
    rejectStrategyUnsupported: '暂不支持直接回到当前节点的提交策略',
    rejectTargetInvalid: '只能驳回到本流程已经办理过的前序节点',
    addSignNotMultiInstance: '只有多人办理的节点可以加签',
    addSignUsersRequired: '请选择加签人员',
    addSignUsersPresent: '所选人员已经是该节点的办理人',
    copyUsersRequired: '请选择抄送人员',
    copyTooMany: (limit: number) => `一次最多抄送 ${limit} 人`,
    copyUsersInvalid: '抄送人员必须是本公司的在职人员',
    variablesInvalid: '流程变量必须是普通 JSON 数据',
    xmlInvalid: (reason: string) => `流程图无法读取：${reason}`,
    modelInvalid: (reason: string) => `流程图不能运行：${reason}`,
    keyRequired: '流程标识不能为空',
    definitionSuspended: (name: string) => `流程“${name}”已挂起，暂不能发起`,
    definitionChanged: (name: string) => `流程“${name}”已发布新版本，请重新打开表单后提交`,
    definitionRetired: '流程版本已停用，不能再改变状态',
    definitionAllRetired: (name: string) => `流程“${name}”已停用，不能发起`,
    definitionVersionNotFound: '流程版本不存在',
    reassignUserInvalid: '转办人员必须是本公司的在职人员',
    reassignSameHolder: '该任务已由所选人员办理',
    reassignAlreadySigner: '所选人员已经是该会签节点的办理人',
    reasonRequired: '请填写原因',
    notInitiator: '只有发起人可以撤回流程',
    withdrawTooLate: '已有人处理，不能撤回',
  },
  actions: {
    start: '提交',
    complete: '同意',
    delegate: '委托',
    reject: '驳回',
    terminate: '终止',
    addSign: '加签',
    copy: '抄送',
    autoComplete: '自动通过',
    running: '未办理',
    reassign: '转办',
    withdraw: '撤回',
    stall: '暂停',
  },
  unavailable: UNAVAILABLE,
  /**
   * The history's (and the messages') sentence for a stalled step: one reason for all, said
   * once after the names; mixed reasons, each after its name.
   */
  stalled: (node: string, people: ReadonlyArray<{ name: string; reason: keyof typeof UNAVAILABLE }>) => {
    const reasons = new Set(people.map((p) => p.reason));
    const who =
      reasons.size === 1
        ? `（${people.map((p) => p.name).join('、')}）${UNAVAILABLE[people[0].reason]}`
        : `（${people.map((p) => `${p.name}${UNAVAILABLE[p.reason]}`).join('、')}）`;
    return `节点“${node}”的办理人${who}，流程已暂停，请管理员转办`;
  },
  /** The history's 抄送 row: who was copied, then the comment. */
  copyMessage: (names: string, comment: string) => `抄送给：${names}${comment ? `；意见：${comment}` : ''}`,
  system: '系统',
  /** Why the engine cancelled a task nobody acted on (the history's 取消 rows). */
  deleteReasons: {
    rejected: '任务被驳回，本轮审批作废',
    terminated: '流程已终止',
    completedByOther: '会签已由其他人完成',
    withdrawn: '发起人已撤回流程',
  },
} as const;
