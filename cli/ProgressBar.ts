import { zhCN } from './zhCN.ts';

interface ProgressStream {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): boolean;
}

/** Below this many items a bar only flickers. */
const MIN_ITEMS = 10;
/** Redraw at most this often: a redraw per file would cost more than some files. */
const REDRAW_MS = 80;

/**
 * A one-line progress bar on stderr while many files are worked on. Only on a terminal:
 * piped or redirected stderr (CI logs, `2> file`) gets nothing, so logs stay clean.
 */
export class ProgressBar {
  private done = 0;
  private lastDraw = 0;
  private drawn = false;
  private readonly enabled: boolean;

  constructor(
    private readonly total: number,
    private readonly stream: ProgressStream = process.stderr,
  ) {
    this.enabled = stream.isTTY === true && total >= MIN_ITEMS;
  }

  tick(): void {
    this.done++;
    if (!this.enabled) return;
    const now = Date.now();
    if (now - this.lastDraw < REDRAW_MS && this.done < this.total) return;
    this.lastDraw = now;
    const label = zhCN.lint.progress(this.done, this.total);
    const width = Math.max(10, Math.min(40, (this.stream.columns ?? 80) - label.length - 20));
    const filled = Math.round((this.done / this.total) * width);
    this.stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${label}`);
    this.drawn = true;
  }

  /** Clears the bar so the results start on a clean line. */
  finish(): void {
    if (this.drawn) this.stream.write('\r\u001b[2K');
    this.drawn = false;
  }
}
