/** Texts of the per-address request limits. */
export const limitsTexts = Object.freeze({
  tooFrequent: '请求过于频繁，请稍后再试',
});
