interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task of the browser's event loop, so a long piece of start-up work ends the
 * current task and the browser may paint, take a tap or run a timer in between. On a slow phone one
 * 100 ms task is a 100 ms wait for the first tap; four tasks of 25 ms are not.
 * `scheduler.yield()` continues ahead of other queued work where the browser has it (Chromium 129);
 * a message to a channel is the next task elsewhere, without setTimeout's 4 ms clamp.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
