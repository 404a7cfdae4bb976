/**
 * LIKE patterns that match user text literally: `%` and `_` in the text are escaped with a
 * backslash, so the query must say `escape '\'` (SQLite has no default escape character).
 */
export class LikePattern {
  static escape(text: string): string {
    return text.replace(/[\\%_]/g, (c) => `\\${c}`);
  }

  static containing(text: string): string {
    return `%${LikePattern.escape(text)}%`;
  }

  static startingWith(text: string): string {
    return `${LikePattern.escape(text)}%`;
  }
}
