import { zhCN } from '../zhCN.ts';

/** A print that could not start; its message is one of part 2 §8's print errors. */
export class PrintError extends Error {
  override readonly name = 'PrintError';
}

/**
 * Prints one element through a hidden iframe, so the page around it (menus, the drawer) stays
 * off the paper and the user's page is not touched.
 */
export class IframePrinter {
  constructor(private readonly document: Document = window.document) {}

  print(element: unknown): void {
    const view = this.document.defaultView;
    if (!view || !(element instanceof view.HTMLElement)) throw new PrintError(zhCN.print.needElement);
    const frame = this.document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.style.cssText = 'position:absolute;width:0;height:0;border:0;left:-9999px;top:-9999px;';
    this.document.body.appendChild(frame);
    const target = frame.contentWindow;
    const page = target?.document;
    if (!target || !page) {
      frame.remove();
      throw new PrintError(zhCN.print.noIframe);
    }
    page.open();
    page.write(`<!doctype html><html><head><meta charset="utf-8"></head><body>${element.outerHTML}</body></html>`);
    page.close();
    target.focus();
    target.print();
    // Removed after the print dialog returns (print blocks in browsers), never before.
    setTimeout(() => frame.remove(), 0);
  }
}
