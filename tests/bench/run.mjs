#!/usr/bin/env node
/*
 * `npm run bench`: runs every *.bench.mjs in this folder, one child process each (so no
 * benchmark warms up or slows down the next), in name order, and prints their output.
 * Benchmarks never fail on time; the exit code is 1 only if one of them crashed or reported
 * a correctness problem (for example linters disagreeing on findings).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('.', import.meta.url));
const benches = readdirSync(folder)
  .filter((name) => name.endsWith('.bench.mjs'))
  .sort();

let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const result = spawnSync(process.execPath, [join(folder, bench)], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    console.log(`${bench} exited ${result.status ?? result.signal}`);
  }
}
console.log(`\nbenchmarks: ${benches.length - failed} ok, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
