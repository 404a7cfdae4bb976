/**
 * Every text the shared table and search-form widgets show. The spec's wording (part 1 §5,
 * §8, §9) where it gives one; where it only describes a message (the missing refresh action,
 * the browser without fullscreen) the wording is ours and lives here only.
 */
export const zhCN = Object.freeze({
  table: {
    refresh: '刷新',
    /** Part 1 §8: a missing refresh action warns to set a refresh function. */
    refreshMissing: '请设置刷新方法',
    density: '密度',
    densities: { default: '默认', middle: '中等', small: '紧凑' },
    fullscreen: '全屏',
    exitFullscreen: '退出全屏',
    /** Part 1 §8: a browser without the Fullscreen API gets a warning. */
    fullscreenUnsupported: '当前浏览器不支持全屏',
    columnSettings: '列设置',
    columnSettingsReset: '重置',
    dragColumn: (title: string) => `拖动排序：${title}`,
    fixLeft: '固定在左侧',
    fixRight: '固定在右侧',
    index: '序号',
    dragRow: '排序',
    dragRowHandle: '拖动排序',
    /** Part 1 §9: 共 N 条. */
    total: (total: number) => `共 ${total} 条`,
    selected: (count: number) => `已选择 ${count} 项`,
    clearSelection: '清空',
    more: '更多',
    actions: '操作',
    /** The rows as cards on a phone (issue 25). */
    cards: '列表',
  },
  confirm: {
    title: '提示',
    /** Part 1 §5: the default delete confirmation says deleted data cannot be recovered. */
    deleteContent: '删除后数据将无法恢复，是否继续？',
    ok: '确定',
    cancel: '取消',
  },
  search: {
    submit: '查询',
    reset: '重置',
    expand: '展开',
    collapse: '收起',
    all: '全部',
    inputPlaceholder: (label: string) => `请输入${label}`,
    selectPlaceholder: (label: string) => `请选择${label}`,
    rangeStart: '开始',
    rangeEnd: '结束',
    rangeFrom: '最小值',
    rangeTo: '最大值',
  },
  /** The member picker (spec part 3 §2.6, §5, §8); the limit and expression warnings are ours (the spec describes them only). */
  memberPicker: {
    title: '选择人员',
    tabs: { organisation: '组织架构', role: '角色', tag: '标签', expression: '表达式' },
    searchPlaceholder: '输入账号/姓名/手机号',
    chooseOrganisation: '请选择机构',
    chooseTag: '请选择标签',
    selectAll: '全选',
    clear: '清空',
    previousPage: '上一页',
    nextPage: '下一页',
    pageOf: (current: number, pages: number) => `${current}/${pages}`,
    firstPageAlready: '已经是首页了',
    lastPageAlready: '已经是最后一页了',
    limitReached: (limit: number) => `最多可选择${limit}个`,
    sections: { company: '公司', dept: '部门', user: '人员', role: '角色', tag: '标签', expression: '表达式' },
    sectionTitle: (name: string, count: number) => `${name}（${count}）`,
    remove: (name: string) => `移除${name}`,
    expressionPlaceholder: '请输入表达式，如 ${initiator}',
    expressionInvalid: '表达式必须以${开头，以}结尾',
    /** Spec part 3 §8, when a tree fails without saying why. */
    requestFailed: '请求失败',
    ok: '确定',
    cancel: '取消',
  },
  permission: {
    /** Spec part 1 §6: a permission guard given no permission to check. */
    missingList: '请设置操作权限标签值',
  },
  timeAgo: {
    justNow: '刚刚',
    minutes: (n: number) => `${n}分钟前`,
    hours: (n: number) => `${n}小时前`,
    oneDay: '1天前',
  },
  tagInput: {
    placeholder: '输入后回车添加',
  },
  /** The rich-text editor (spec part 1 §5, part 2 §5: placeholder 请输入正文, empty read-only view 暂无); the toolbar's tips are ours. */
  richText: {
    placeholder: '请输入正文',
    empty: '暂无',
    /** The five fonts under their Chinese names (SimSun, SimHei, Microsoft-YaHei, KaiTi, FangSong). */
    fonts: { SimSun: '宋体', SimHei: '黑体', 'Microsoft-YaHei': '微软雅黑', KaiTi: '楷体', FangSong: '仿宋' },
    fontFamily: '字体',
    fontSize: '字号',
    fontSizeOf: (px: number) => `${px}px`,
    block: '段落格式',
    paragraph: '正文',
    heading: (level: number) => `标题${level}`,
    bold: '加粗',
    italic: '斜体',
    underline: '下划线',
    strike: '删除线',
    orderedList: '有序列表',
    bulletList: '无序列表',
    alignLeft: '左对齐',
    alignCenter: '居中',
    alignRight: '右对齐',
    undo: '撤销',
    redo: '重做',
    toolbar: '格式工具栏',
    loading: '编辑器加载中',
  },
});
