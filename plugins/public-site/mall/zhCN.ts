/** The mall entry's text. */
export const zhCN = {
  mall: '商城',
} as const;
