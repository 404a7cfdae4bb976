/** User-visible texts of the workflow API (spec part 2 §8 and part 3 §8 wording where it has one). */
export const zhCN = {
  /** 当前节点 of a simple approval to-do in 我的待办: it waits for the handler's 通过 or 退回 (issue 26: it showed the application, 融合办公). */
  simpleTodoNode: '待审批',
  /** The audit log's one-line summaries of the designer's changes (issue 13). */
  audit: {
    created: (name: string, key: string) => `新建流程「${name}」（${key}）并保存草稿`,
    draftSaved: (name: string, key: string) => `保存流程草稿「${name}」（${key}）`,
    draftDeleted: (key: string) => `删除流程草稿（${key}）`,
    deployed: (name: string, key: string, version: number) => `发布流程「${name}」（${key}）第 ${version} 版`,
    // 流程监控 (issue 22 §4)
    instanceTerminated: (name: string, reason: string) => `终止流程「${name}」，原因：${reason}`,
    taskReassigned: (name: string, node: string, to: string, reason: string) => `把「${name}」的「${node}」转办给${to}，原因：${reason}`,
    definitionState: (name: string, key: string, version: number, state: 'active' | 'suspended' | 'retired') =>
      `${{ active: '激活', suspended: '挂起', retired: '停用' }[state]}流程「${name}」（${key}）第 ${version} 版`,
  },
  success: {
    delegate: '委托成功',
    addSign: '加签成功',
    reject: '驳回成功',
    terminate: '终止成功',
    copy: '抄送成功',
    saveDraft: '暂存成功',
    deploy: '发布成功',
    deleteDraft: '删除成功',
    withdraw: '撤回成功',
    reassign: '转办成功',
    definitionState: { active: '激活成功', suspended: '挂起成功', retired: '停用成功' },
  },
  /** Issue 10: a save or deploy over a newer draft or version than the designer loaded (409). */
  conflict: {
    draft: (who: string, at: string) => `${who} 已于 ${at} 保存了更新的草稿`,
    version: (who: string, at: string, version: number) => `${who} 已于 ${at} 发布了版本 ${version}`,
  },
  errors: {
    instanceNotFound: '流程实例不存在',
    notParticipant: '您没有参与该流程，无权查看',
    taskNotFound: '任务不存在',
    taskClosed: '任务已结束',
    notHolder: '您不是该任务的办理人',
    definitionNotFound: (key: string) => `流程定义 ${key} 不存在`,
    draftNotFound: (key: string) => `流程 ${key} 没有草稿`,
    keyTaken: (key: string) => `流程标识 ${key} 已存在`,
    nodeNotFound: (node: string) => `流程中没有节点 ${node}`,
    formNotFound: '表单不存在',
    /** Issue 23: a business form's start endpoint names a process whose start form is another one. */
    startFormMismatch: (processName: string) => `流程“${processName}”的发起表单不是当前表单，不能从这里发起`,
    taskDefKeyMismatch: '任务不在所选节点上',
    actionNotEnabled: (action: string) => `当前节点未启用“${action}”操作`,
    diagramMismatch: '流程实例不属于该流程定义',
    notCompanyMember: (what: string) => `${what}不是本公司的成员`,
    tooManyCopies: (limit: number) => `一次最多抄送 ${limit} 人`,
    processIdInvalid: '流程标识只能以字母或下划线开头，由字母、数字、下划线、连字符或点组成',
    noProcessInXml: '流程图中没有流程',
    startWithoutCompany: (procInstId: string) => `流程实例 ${procInstId} 启动时没有所属公司，无法记录`,
  },
  /** The node buttons' default names (spec part 3 §4), for the refusal of a disabled one. */
  actions: {
    copy: '抄送',
    delegate: '委托',
    invite: '加签',
    reject: '驳回',
    terminate: '终止',
  },
  people: {
    delegate: '委托人员',
    addSign: '加签人员',
    copy: '抄送人员',
    reassign: '转办人员',
  },
  /** 用户管理's 禁用 hands the member's open tasks to someone else (issue 22 §4). */
  handover: {
    audit: (processName: string, taskName: string, fromName: string, toName: string) => `停用用户：「${processName}」的「${taskName}」由${fromName}转交给${toName}`,
    refused: (processName: string, taskName: string, reason: string) => `「${processName}」的「${taskName}」无法转交：${reason}`,
  },
  /** Preconditions of a deploy are answered as a message (400), not as marked nodes. */
  deployPreconditionSeparator: '；',
} as const;
