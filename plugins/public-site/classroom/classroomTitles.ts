/**
 * The classroom's page titles, apart from the rest of its texts (zhCN.ts uses them too): the
 * route list reads only these, so the first load of every page carries no more of the
 * classroom than its routes.
 */
export const classroomTitles = {
  classroom: '智慧课堂',
  sections: {
    studentTraining: '学生培训',
    stuTraVideo: '培训视频',
    teachingResources: '教学资源',
    teachersInteraction: '师生互动视频',
    competitionActivities: '竞赛活动',
  },
  person: '人物详情',
  exam: '在线考试',
  userCenter: '用户中心',
  userSetting: '账号设置',
} as const;
