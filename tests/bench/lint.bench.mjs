#!/usr/bin/env node
/*
 * `npm run bench:lint`: lints one corpus with `ronghe lint` and with bpmnlint's CLI (the
 * bpmnlint this repo installs, the same recommended rules, one .bpmnlintrc), in the same
 * run, and prints both wall times, the ratio, and whether the findings of the rules both run
 * are identical. Each tool runs BENCH_RUNS times (default 2), alternating; the best time of
 * each counts, as the run least disturbed by whatever else the machine is doing. It never
 * fails on time; it exits 1 only when the findings differ or a tool crashes.
 *
 * Environment: BENCH_RUNS, BENCH_FILES (default 500), BENCH_KEEP=1 keeps the corpus folder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BpmnlintTableParser } from './BpmnlintTableParser.mjs';
import { LintBenchCorpus } from './LintBenchCorpus.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const require = createRequire(join(repo, 'package.json'));
const runs = Number(process.env.BENCH_RUNS ?? 2);
const files = Number(process.env.BENCH_FILES ?? 500);
const miwg = resolve(repo, 'tests/fixtures/bpmn/miwg-reference');
const ronghe = join(repo, 'bin', 'ronghe.js');
const bpmnlint = join(repo, 'node_modules', 'bpmnlint', 'bin', 'bpmnlint.js');
const bpmnlintVersion = require('bpmnlint/package.json').version;
const recommended = new Set(Object.keys(require('bpmnlint/config/recommended').rules));

/** Newest modification time of the TypeScript sources under `folder`. */
function newestSource(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}

/** Compiles the CLI when dist/node is missing or older than its sources (cli, contracts). */
function ensureBuilt() {
  const entry = join(repo, 'dist', 'node', 'cli', 'main.js');
  const sources = Math.max(newestSource(join(repo, 'cli')), newestSource(join(repo, 'contracts', 'bpmn')));
  if (existsSync(entry) && statSync(entry).mtimeMs >= sources) return;
  process.stderr.write('compiling the CLI (tsc -p tsconfig.node.json)…\n');
  spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['tsc', '-p', 'tsconfig.node.json'], { cwd: repo, stdio: 'inherit' });
  if (!existsSync(entry)) throw new Error('the CLI did not compile: dist/node/cli/main.js is missing');
}

/**
 * CPU seconds used by this process's finished children (Linux: /proc/self/stat cutime +
 * cstime, in clock ticks of 1/100 s), or undefined elsewhere. Unlike wall time it hardly
 * moves when other work shares the machine, so it is printed alongside.
 */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
    // after "pid (comm) ", field 3 is state; cutime and cstime are fields 16 and 17
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

function timed(command, args, cwd) {
  const cpuBefore = childCpuSeconds();
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [command, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuAfter = childCpuSeconds();
  if (result.error) throw result.error;
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { seconds, cpu, status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function key(file, id, severity, message, rule) {
  return JSON.stringify([file, id, severity, message, rule]);
}

/** Findings of the rules both tools run (bpmnlint's), as comparable keys, from each tool's output. */
function compare(folder, bpmnlintOut, rongheJson) {
  const theirs = new Set();
  const theirImports = new Set();
  for (const [file, findings] of new BpmnlintTableParser().parse(bpmnlintOut, recommended)) {
    for (const finding of findings) {
      if (finding.rule) theirs.add(key(file, finding.id, finding.severity, finding.message, finding.rule));
      else theirImports.add(JSON.stringify([file, finding.id]));
    }
  }
  const ours = new Set();
  const ourImports = new Set();
  for (const entry of JSON.parse(rongheJson)) {
    const file = resolve(folder, entry.filePath);
    for (const message of entry.messages) {
      if (message.ruleId === 'import' || message.ruleId === 'parse') {
        ourImports.add(JSON.stringify([file, message.elementId ?? '']));
        continue;
      }
      if (!recommended.has(message.ruleId)) continue;
      // bpmnlint's table shows the element id only, never the property path.
      ours.add(key(file, message.elementId ?? '', message.severity, message.message, message.ruleId));
    }
  }
  const missing = [...theirs].filter((entry) => !ours.has(entry));
  const extra = [...ours].filter((entry) => !theirs.has(entry));
  return { shared: theirs.size, missing, extra, imports: { theirs: theirImports.size, ours: ourImports.size } };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const folder = mkdtempSync(join(tmpdir(), 'ronghe-bench-lint-'));
try {
  ensureBuilt();
  const corpus = new LintBenchCorpus(folder, { files }).write(miwg);
  console.log(
    `corpus: ${corpus.references} MIWG reference diagrams + ${corpus.generated} generated product diagrams ` +
      `(100–2,000 elements, ${corpus.elements.toLocaleString('en')} elements, ${(corpus.bytes / 1024 / 1024).toFixed(1)} MiB)`,
  );
  const pattern = '**/*.bpmn';
  const times = { ronghe: [], bpmnlint: [] };
  const cpu = { ronghe: [], bpmnlint: [] };
  let last = {};
  for (let run = 0; run < runs; run++) {
    // Alternate which tool goes first, so neither always meets a warm or a cold disk cache.
    const order = run % 2 === 0 ? ['bpmnlint', 'ronghe'] : ['ronghe', 'bpmnlint'];
    for (const tool of order) {
      const result =
        tool === 'ronghe' ? timed(ronghe, ['lint', pattern, '--format', 'json'], folder) : timed(bpmnlint, [pattern], folder);
      if (result.status !== 0 && result.status !== 1) {
        throw new Error(`${tool} exited ${result.status}:\n${result.stderr.slice(0, 2000)}`);
      }
      times[tool].push(result.seconds);
      if (result.cpu !== undefined) cpu[tool].push(result.cpu);
      last[tool] = result;
      const cpuText = result.cpu === undefined ? '' : `, ${result.cpu.toFixed(1)} s CPU`;
      console.log(`  run ${run + 1}: ${tool.padEnd(8)} ${result.seconds.toFixed(2)} s${cpuText} (exit ${result.status}; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`);
    }
  }

  const best = { ronghe: Math.min(...times.ronghe), bpmnlint: Math.min(...times.bpmnlint) };
  const verdict = compare(folder, last.bpmnlint.stdout, last.ronghe.stdout);
  console.log('');
  console.log(`bpmnlint ${bpmnlintVersion} CLI : ${best.bpmnlint.toFixed(2)} s (best of ${runs}; median ${median(times.bpmnlint).toFixed(2)} s)`);
  console.log(`ronghe lint        : ${best.ronghe.toFixed(2)} s (best of ${runs}; median ${median(times.ronghe).toFixed(2)} s; also runs the 5 deploy rules)`);
  console.log(`ratio              : ${(best.bpmnlint / best.ronghe).toFixed(2)}× bpmnlint's speed (aim: ≥ 3×)`);
  if (cpu.ronghe.length && cpu.bpmnlint.length) {
    const ours = Math.min(...cpu.ronghe);
    const theirs = Math.min(...cpu.bpmnlint);
    console.log(`CPU time           : bpmnlint ${theirs.toFixed(1)} s, ronghe ${ours.toFixed(1)} s (ratio ${(theirs / ours).toFixed(2)}; wall time gains the rest from ronghe's second core)`);
  }
  console.log(
    `findings           : ${verdict.shared} from bpmnlint's rules; ${verdict.missing.length} missing in ronghe, ${verdict.extra.length} extra` +
      ` (import/parse findings: bpmnlint ${verdict.imports.theirs}, ronghe ${verdict.imports.ours})`,
  );
  if (verdict.missing.length || verdict.extra.length) {
    for (const entry of verdict.missing.slice(0, 10)) console.log(`  missing: ${entry}`);
    for (const entry of verdict.extra.slice(0, 10)) console.log(`  extra:   ${entry}`);
    process.exitCode = 1;
  } else {
    console.log('                     identical');
  }
} finally {
  if (process.env.BENCH_KEEP === '1') console.log(`corpus kept in ${folder}`);
  else rmSync(folder, { recursive: true, force: true });
}
