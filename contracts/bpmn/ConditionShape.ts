/*
 * Whether a condition `${…}` can yield a boolean, decided from its text alone so the server's
 * deploy, `ronghe lint` and the designer agree. A condition is boolean-shaped when, at its top
 * level (outside parentheses and strings), it is a comparison (== != < > <= >= and the juel
 * words eq ne lt gt le ge), a logical combination (&& || and or), a negation (! not, empty),
 * a boolean literal, or a variable or property path (whose value is checked when it runs). A
 * string, number or null literal, or arithmetic with no comparison around it, is never a
 * boolean: that is a deploy finding, not a refusal at run time.
 */

const BOOLEAN_OPERATORS = /^(==|!=|<=|>=|<|>|&&|\|\|)$/;
const BOOLEAN_WORDS = new Set(['eq', 'ne', 'lt', 'gt', 'le', 'ge', 'and', 'or', 'not', 'empty', 'instanceof']);
const PATH = /^[A-Za-z_$][\w$]*(\s*\.\s*[A-Za-z_$][\w$]*|\s*\[[^\]]*\])*$/;

/** The text inside `${…}`, or the whole text when it is not wrapped. */
function inner(body: string): string {
  const trimmed = body.trim();
  return trimmed.startsWith('${') && trimmed.endsWith('}') ? trimmed.slice(2, -1).trim() : trimmed;
}

/** The top-level tokens: strings and parenthesised groups count as one token each. */
function topLevel(text: string): string[] | null {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length) return null;
      tokens.push(text.slice(i, j + 1));
      i = j + 1;
    } else if (c === '(') {
      let depth = 0;
      let j = i;
      for (; j < text.length; j++) {
        if (text[j] === '(') depth++;
        else if (text[j] === ')' && --depth === 0) break;
      }
      if (j >= text.length) return null;
      tokens.push(text.slice(i, j + 1));
      i = j + 1;
    } else {
      const operator = /^(==|!=|<=|>=|&&|\|\||[<>!+\-*/%?:])/.exec(text.slice(i));
      if (operator) {
        tokens.push(operator[0]);
        i += operator[0].length;
      } else {
        const word = /^[\w$.[\]]+/.exec(text.slice(i));
        if (!word) return null;
        tokens.push(word[0]);
        i += word[0].length;
      }
    }
  }
  return tokens;
}

export function isBooleanShaped(body: string): boolean {
  const text = inner(body);
  const tokens = topLevel(text);
  // What cannot be read here is for the engine's parser to report (EXPRESSION_INVALID).
  if (tokens === null || tokens.length === 0) return true;
  if (tokens.length === 1) {
    const [only] = tokens;
    if (only.startsWith('(')) return isBooleanShaped(only.slice(1, -1));
    if (only === 'true' || only === 'false') return true;
    if (only === 'null' || /^["']/.test(only) || /^\d/.test(only)) return false;
    return PATH.test(only);
  }
  if (tokens[0] === '!' || tokens[0] === 'not' || tokens[0] === 'empty') return true;
  // A conditional `a ? b : c` is boolean only when both results are.
  const question = tokens.indexOf('?');
  if (question > 0 && !tokens.some((t) => BOOLEAN_OPERATORS.test(t) || BOOLEAN_WORDS.has(t))) {
    const colon = tokens.lastIndexOf(':');
    if (colon > question) return isBooleanShaped(tokens.slice(question + 1, colon).join(' ')) && isBooleanShaped(tokens.slice(colon + 1).join(' '));
  }
  return tokens.some((t) => BOOLEAN_OPERATORS.test(t) || BOOLEAN_WORDS.has(t));
}
