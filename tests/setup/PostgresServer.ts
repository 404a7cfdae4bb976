import { runShared } from './RunShared.ts';
import { freePort } from '../../cluster/FreePort.ts';
import { ThrowAwayPostgres } from '../../cluster/ThrowAwayPostgres.ts';

export { freePort };

/**
 * A PostgreSQL server for tests: the run's (tests/setup/SharedServices.ts, or TEST_DATABASE_URL), or else a private
 * throw-away cluster (cluster/ThrowAwayPostgres, which the benchmarks share) that `stop()` shuts
 * down and deletes. Missing binaries are an error, never a skip: the PostgreSQL path must be tested.
 */
export class PostgresServer {
  private constructor(private readonly server: ThrowAwayPostgres) {}

  static async start(): Promise<PostgresServer> {
    try {
      return new PostgresServer(await ThrowAwayPostgres.start(runShared('sharedPostgresUrl') ?? process.env.TEST_DATABASE_URL));
    } catch (error) {
      throw new Error(`无法启动测试用 PostgreSQL：${(error as Error).message}`, { cause: error });
    }
  }

  /** A URL of the server's maintenance database (postgres). */
  get adminUrl(): string {
    return this.server.adminUrl;
  }

  /** A new empty database on this server, dropped again by `stop()`; its URL. */
  createDatabase(prefix = 'ronghe_test'): Promise<string> {
    return this.server.createDatabase(prefix);
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}
