/**
 * A block of CSS that a component brings with it, as React 19's hoisted `<style>`: the server's
 * render writes it before the component's HTML, so the page is styled before any script runs; the
 * browser keeps one copy per `name` however many components render it, and hydration leaves it be.
 * For what inline styles cannot say — above all media queries, so that the server's HTML is laid
 * out for the screen it reaches and the hydration finds what it rendered (issue 25).
 */
export function StyleSheet({ name, css }: { name: string; css: string }) {
  return (
    <style href={`ronghe-${name}`} precedence="ronghe">
      {css}
    </style>
  );
}
