/** How often an instance reads the menu again for outside 网盘 addresses another instance's edit added. */
export const OUTSIDE_DISK_REFRESH_MS = 30_000;

/**
 * Keeps the frame policy's outside 网盘 origins (FrameSources) in step with the menu table. The
 * instance that saves a menu change allows its address at once; every instance also reads the
 * menu at start and again every OUTSIDE_DISK_REFRESH_MS, so a change saved through another
 * instance reaches its policy that much later at most.
 */
export class OutsideDiskFrames {
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly menus: { embeddedDiskAddresses(): Promise<string[]> },
    private readonly allow: (address: string) => void,
    private readonly report: (error: unknown) => void,
  ) {}

  async refresh(): Promise<void> {
    for (const address of await this.menus.embeddedDiskAddresses()) this.allow(address);
  }

  start(intervalMs = OUTSIDE_DISK_REFRESH_MS): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.refresh().catch(this.report), intervalMs);
    // The refresh alone never keeps the process alive.
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
