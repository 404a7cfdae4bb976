/**
 * A quick "no" for happy-dom's style matching, installed by the web tests' setup.
 *
 * happy-dom computes an element's style (getComputedStyle, which testing-library calls for every
 * node of every accessible name and role query) by trying each CSS rule of the document against
 * the element and each of its ancestors. With antd's styles in the document that was half of a
 * web test's time: 4.5 million selector matches, 15 of DesignedFormRenderer.test's 29 s. Nearly
 * every antd rule names a class the element does not have. A rule whose every comma-separated
 * selector requires a class of the element itself (outside any parentheses or brackets) cannot
 * match an element lacking it, so this answers "no match" for those at once and leaves every
 * other case, and every match, to happy-dom. Only the lenient calls (ignoreErrors, those of the
 * computed style) are filtered, so Element.matches still throws on a bad selector as before.
 */

/** What happy-dom's QuerySelector.matches is called with and returns, as far as the filter sees it. */
export interface SelectorMatcher {
  matches(element: unknown, selector: unknown, options?: { ignoreErrors?: boolean }): unknown;
}

const IDENT_CHAR = /[A-Za-z0-9_\-\u0080-\uffff]/;
// Selectors whose subject is not the element matched (shadow DOM): never filtered.
const SHADOW_FORMS = /::slotted|::part|:host/;

/**
 * For each comma-separated selector of `selector`, the classes its last compound requires of the
 * element itself; null when some selector requires none that can be read plainly, or the text
 * has escapes, quotes left open or unbalanced brackets.
 */
export function requiredClasses(selector: string): string[][] | null {
  if (selector.includes('\\') || SHADOW_FORMS.test(selector)) return null;
  const groups: string[][] = [];
  let classes: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!;
    if (quote) {
      if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
      if (depth < 0) return null;
    } else if (depth > 0) {
      continue;
    } else if (char === ',') {
      if (classes.length === 0) return null;
      groups.push(classes);
      classes = [];
    } else if (char === ' ' || char === '>' || char === '+' || char === '~' || char === '\t' || char === '\n' || char === '\r' || char === '\f') {
      // A combinator: what came before constrains an ancestor or a sibling, not the element.
      classes = [];
    } else if (char === '.') {
      let end = i + 1;
      while (end < selector.length && IDENT_CHAR.test(selector[end]!)) end += 1;
      if (end === i + 1) return null;
      classes.push(selector.slice(i + 1, end));
      i = end - 1;
    }
  }
  if (quote || depth !== 0 || classes.length === 0) return null;
  groups.push(classes);
  return groups;
}

interface ClassedElement {
  nodeType?: number;
  getAttribute?(name: string): string | null;
}

// Elements share a few hundred class attributes: each is split once. Bounded, as a test may make
// class names of its own without end.
const MAX_CLASS_SETS = 5_000;

/** Wraps `matcher.matches` with the quick "no"; installing it twice changes nothing. */
export function installSelectorClassFilter(matcher: SelectorMatcher): void {
  const marked = matcher as FilteredMatcher;
  if (marked.unfiltered) return;
  const original = matcher.matches.bind(matcher);
  const parsed = new Map<string, string[][] | null>();
  const classSets = new Map<string, Set<string>>();
  const classesOf = (classAttribute: string): Set<string> => {
    let classes = classSets.get(classAttribute);
    if (!classes) {
      if (classSets.size >= MAX_CLASS_SETS) classSets.clear();
      classes = new Set(classAttribute.split(/\s+/));
      classSets.set(classAttribute, classes);
    }
    return classes;
  };
  marked.matches = (element, selector, options) => {
    if (options?.ignoreErrors && typeof selector === 'string') {
      const node = element as ClassedElement;
      if (node.nodeType === 1 && typeof node.getAttribute === 'function') {
        let groups = parsed.get(selector);
        if (groups === undefined) {
          groups = requiredClasses(selector);
          parsed.set(selector, groups);
        }
        if (groups) {
          const classes = classesOf(node.getAttribute('class') ?? '');
          if (!groups.some((required) => required.every((name) => classes.has(name)))) return null;
        }
      }
    }
    return original(element, selector, options);
  };
  marked.unfiltered = original;
}

/** A matcher with the filter installed; `unfiltered` is happy-dom's own, kept for the filter's test. */
export interface FilteredMatcher extends SelectorMatcher {
  unfiltered?: SelectorMatcher['matches'];
}
