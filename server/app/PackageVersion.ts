import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The version of the `ronghe` package, read from its package.json by walking up from this
 * file: the same lookup works from the sources, from dist/node and from the CLI's bundle. The CLI
 * prints it (`--version`, SARIF); the server records it beside the migrations it applies; backup
 * manifests carry it.
 */
export class PackageVersion {
  private static cached: string | undefined;

  static get(): string {
    if (PackageVersion.cached === undefined) PackageVersion.cached = PackageVersion.find();
    return PackageVersion.cached;
  }

  private static find(): string {
    let dir = dirname(fileURLToPath(import.meta.url));
    for (;;) {
      try {
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
        if (manifest.name === 'ronghe' && manifest.version) return manifest.version;
      } catch {
        // no package.json here: keep walking up
      }
      const parent = dirname(dir);
      if (parent === dir) return '0.0.0';
      dir = parent;
    }
  }
}
