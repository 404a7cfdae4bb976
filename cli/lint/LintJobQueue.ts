/**
 * The jobs of one lint run as a queue shared by threads without messages: an Int32Array over a
 * SharedArrayBuffer holds the index of the next unclaimed job, and each thread claims one with
 * Atomics.add, so every index is handed out exactly once and the thread that is free first
 * takes the next (largest-first) file.
 */
export class LintJobQueue {
  private readonly next: Int32Array;

  /** @param buffer a buffer from `LintJobQueue.buffer()`, shared with the other threads. */
  constructor(
    readonly buffer: SharedArrayBuffer,
    private readonly length: number,
  ) {
    this.next = new Int32Array(buffer);
  }

  static buffer(): SharedArrayBuffer {
    return new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  }

  /** The index of this thread's next job, or undefined when every job has been claimed. */
  claim(): number | undefined {
    const index = Atomics.add(this.next, 0, 1);
    return index < this.length ? index : undefined;
  }
}
