import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ClusterLauncher } from './ClusterLauncher.ts';
import { readClusterSettings } from './ClusterSettings.ts';

/** The checkout: up from this file (cluster/ or dist/node/cluster/) to the folder with package.json and server/. */
function checkout(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'server'))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

/** `npm run cluster`: the launcher in the foreground, each line prefixed by where it comes from; Ctrl-C or SIGTERM stops it all in order. */
async function main(): Promise<void> {
  const width = 10;
  const log = (source: string, line: string) => process.stdout.write(`${`[${source}]`.padEnd(width + 2)} ${line}\n`);
  const cluster = await ClusterLauncher.start(readClusterSettings(process.env, checkout()), log);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void cluster.stop().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
