/** The texts of the page shown when a navigation fails for lack of network (OfflinePage.ts). */
export const zhCN = {
  productName: '融合平台',
  title: '网络已断开',
  message: '当前无法连接到融合平台，请检查网络连接后重试。',
  notice: '离线时不显示任何数据；恢复网络后即可继续办理。',
  retry: '重新加载',
};
