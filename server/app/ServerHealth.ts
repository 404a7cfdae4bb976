/**
 * Whether this instance takes new work: serving from the start, draining from the moment it
 * begins to stop. The load balancer reads it (GET /admin/health) and stops sending requests
 * before the listener closes, so a stopped instance drops none it was given.
 */
export class ServerHealth {
  #draining = false;

  get serving(): boolean {
    return !this.#draining;
  }

  /** One way: an instance that began to stop never serves again (a new process does). */
  drain(): void {
    this.#draining = true;
  }
}
