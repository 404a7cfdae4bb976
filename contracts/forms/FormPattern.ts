/**
 * A field's `pattern`: a JavaScript regular expression (unicode flag) a single-line text must
 * match as a whole. The server runs the patterns an administrator typed against what any user
 * submits, and JavaScript has no time limit on a match: a pattern that can backtrack
 * exponentially (`(a+)+$`, `(a|aa)*`) would let one request hold the server. Such patterns —
 * a repeated group holding a varying repetition, or an alternation repeated a varying number
 * of times — are refused by the definition check. A rule of thumb, on the safe side: it also
 * refuses some unambiguous ones (`[\w-]+(\.[\w-]+)+`), which a flat pattern says as well;
 * what forms use (`\d{6}`, `[A-Z]{2}\d+`, `1[3-9]\d{9}`, `(\d{3}-)?\d{8}`) passes.
 */
export class FormPattern {
  static readonly #compiled = new Map<string, RegExp | null>();

  /** The compiled whole-text expression, null when the pattern does not compile. */
  static compile(pattern: string): RegExp | null {
    const cache = FormPattern.#compiled;
    if (!cache.has(pattern)) {
      let compiled: RegExp | null;
      try {
        compiled = new RegExp(`^(?:${pattern})$`, 'u');
      } catch {
        compiled = null;
      }
      if (cache.size >= 500) cache.clear();
      cache.set(pattern, compiled);
    }
    return cache.get(pattern) ?? null;
  }

  /** Whether the whole text matches; a pattern that does not compile matches nothing. */
  static matches(pattern: string, text: string): boolean {
    return FormPattern.compile(pattern)?.test(text) ?? false;
  }

  /** Whether a group that repeats holds a repetition or an alternation (nested quantifiers: catastrophic backtracking). */
  static mayBacktrackExponentially(pattern: string): boolean {
    const frames: Array<{ repeats: boolean; alternates: boolean }> = [{ repeats: false, alternates: false }];
    let i = 0;
    /**
     * The repetition quantifier at `at`: its length (0 if none) and whether it matches a varying
     * count (`*`, `+`, `{n,}`, `{n,m}`), the kind that makes a repeated group ambiguous.
     */
    const repetition = (at: number): { length: number; varying: boolean } => {
      const character = pattern[at];
      if (character === '*' || character === '+') return { length: 1, varying: true };
      const braces = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at));
      if (!braces) return { length: 0, varying: false };
      const least = Number(braces[1]);
      const most = braces[2] === undefined ? least : braces[3] === '' ? Infinity : Number(braces[3]);
      return most > 1 ? { length: braces[0].length, varying: most > least } : { length: 0, varying: false };
    };
    while (i < pattern.length) {
      const character = pattern[i];
      const top = frames[frames.length - 1];
      if (character === '\\' || character === '[') {
        // An escape or a class is one atom; a quantifier may follow it.
        if (character === '\\') i += 2;
        else {
          i++;
          while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
          i++;
        }
        const quantifier = repetition(i);
        if (quantifier.varying) top.repeats = true;
        i += quantifier.length;
      } else if (character === '(') {
        frames.push({ repeats: false, alternates: false });
        i++;
      } else if (character === ')' && frames.length > 1) {
        const group = frames.pop()!;
        i++;
        const quantifier = repetition(i);
        if ((quantifier.length > 0 && group.repeats) || (quantifier.varying && group.alternates)) return true;
        const parent = frames[frames.length - 1];
        parent.repeats ||= group.repeats || quantifier.varying;
        i += quantifier.length;
      } else if (character === '|') {
        top.alternates = true;
        i++;
      } else {
        i++;
        const quantifier = repetition(i);
        if (quantifier.varying) top.repeats = true;
        i += quantifier.length;
      }
    }
    return false;
  }
}
