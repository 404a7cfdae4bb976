#!/usr/bin/env node
/*
 * `npm run bench:lint`: lints with `ronghe lint` and with bpmnlint's CLI (the bpmnlint this
 * repo installs, the same recommended rules, one .bpmnlintrc), in the same run, three ways:
 *   1. large: the MIWG models plus generated product diagrams of 100–2,000 elements;
 *   2. many small files: 810 distinct real diagrams (DistinctExportsCorpus) from the archive
 *      tests/bench/corpus/bpmn-distinct-exports.tar.gz (DistinctExportsArchive; its sources and
 *      licences: tests/bench/corpus/SOURCE.md), or from the folder BENCH_SMALL_CORPUS names
 *      (e.g. a checkout of camunda/bpmn-for-research); without either, 810 copies of the ~40
 *      MIWG and designer exports (SmallExportsCorpus), which tells start-up and the rules' cost
 *      but flatters the per-file cost: V8 sees the same few shapes again;
 *   3. one small file: a designer export, where start-up is all there is.
 * It prints wall times, ratios, CPU times and whether the findings of the rules both tools run
 * are identical. Each tool runs BENCH_RUNS times (default 2; one small file BENCH_SINGLE_RUNS,
 * default 7), alternating; the best time counts, as the run least disturbed by whatever else
 * the machine is doing. It never fails on time; it exits 1 only when the findings differ or a
 * tool crashes.
 *
 * Environment: BENCH_RUNS, BENCH_FILES (default 500), BENCH_SMALL_FILES (default 810),
 * BENCH_SMALL_CORPUS (a folder of .bpmn files, searched recursively, for the small files),
 * BENCH_SMALL_ARCHIVE (a .tar.gz of .bpmn files in place of the default archive),
 * BENCH_SINGLE_RUNS, BENCH_ONLY=large|small|single, BENCH_KEEP=1 keeps the corpus folders.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureNodeBuilt } from '../setup/NodeBuild.mjs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BpmnlintTableParser } from './BpmnlintTableParser.mjs';
import { LintBenchCorpus } from './LintBenchCorpus.mjs';
import { DistinctExportsArchive } from './DistinctExportsArchive.mjs';
import { DistinctExportsCorpus } from './DistinctExportsCorpus.mjs';
import { SmallExportsCorpus } from './SmallExportsCorpus.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const require = createRequire(join(repo, 'package.json'));
const runs = Number(process.env.BENCH_RUNS ?? 2);
const files = Number(process.env.BENCH_FILES ?? 500);
const smallFiles = Number(process.env.BENCH_SMALL_FILES ?? 810);
const smallCorpus = process.env.BENCH_SMALL_CORPUS ? resolve(process.env.BENCH_SMALL_CORPUS) : undefined;
const smallArchive = new DistinctExportsArchive(
  resolve(process.env.BENCH_SMALL_ARCHIVE ?? join(repo, 'tests', 'bench', 'corpus', 'bpmn-distinct-exports.tar.gz')),
);
const singleRuns = Number(process.env.BENCH_SINGLE_RUNS ?? 7);
const only = process.env.BENCH_ONLY;
const miwg = resolve(repo, 'tests/fixtures/bpmn/miwg-reference');
const designerExports = resolve(repo, 'tests/fixtures/bpmn/designer');
const ronghe = join(repo, 'bin', 'ronghe.js');
const bpmnlint = join(repo, 'node_modules', 'bpmnlint', 'bin', 'bpmnlint.js');
const bpmnlintVersion = require('bpmnlint/package.json').version;
const recommended = new Set(Object.keys(require('bpmnlint/config/recommended').rules));
/** How ronghe lint's messages begin for a rule that threw (cli/zhCN.ts, lint.ruleFailed). */
const RULE_FAILED = '规则执行失败：';

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
      // A rule that threw: ronghe words it (zhCN.lint.ruleFailed) around the exception's message.
      if (message.message.startsWith(RULE_FAILED)) {
        ours.add(key(file, message.elementId ?? '', 'rule-error', message.message.slice(RULE_FAILED.length), message.ruleId));
        continue;
      }
      // bpmnlint's table shows the element id only, never the property path, and of a message
      // with a line break (a link name drawn on two lines) only its first line, trimmed.
      ours.add(key(file, message.elementId ?? '', message.severity, message.message.split('\n')[0].trim(), message.ruleId));
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

/**
 * Runs both tools `count` times on `args` in `folder`, alternating which goes first (so neither
 * always meets a warm or a cold disk cache); answers the times and the last output of each.
 */
function measure(folder, count, rongheArgs, bpmnlintArgs, quiet = false) {
  const times = { ronghe: [], bpmnlint: [] };
  const cpu = { ronghe: [], bpmnlint: [] };
  const last = {};
  for (let run = 0; run < count; run++) {
    const order = run % 2 === 0 ? ['bpmnlint', 'ronghe'] : ['ronghe', 'bpmnlint'];
    for (const tool of order) {
      const result = tool === 'ronghe' ? timed(ronghe, ['lint', ...rongheArgs], folder) : timed(bpmnlint, bpmnlintArgs, folder);
      if (result.status !== 0 && result.status !== 1) {
        throw new Error(`${tool} exited ${result.status}:\n${result.stderr.slice(0, 2000)}`);
      }
      times[tool].push(result.seconds);
      if (result.cpu !== undefined) cpu[tool].push(result.cpu);
      last[tool] = result;
      if (quiet) continue;
      const cpuText = result.cpu === undefined ? '' : `, ${result.cpu.toFixed(1)} s CPU`;
      console.log(`  run ${run + 1}: ${tool.padEnd(8)} ${result.seconds.toFixed(2)} s${cpuText} (exit ${result.status}; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`);
    }
  }
  return { times, cpu, last };
}

/** Prints one corpus's verdict; answers the ratio of best wall times. */
function report(label, folder, { times, cpu, last }) {
  const best = { ronghe: Math.min(...times.ronghe), bpmnlint: Math.min(...times.bpmnlint) };
  const verdict = compare(folder, last.bpmnlint.stdout, last.ronghe.stdout);
  const ratio = best.bpmnlint / best.ronghe;
  console.log(`${label}`);
  console.log(`  bpmnlint ${bpmnlintVersion} CLI : ${best.bpmnlint.toFixed(2)} s (best of ${times.bpmnlint.length}; median ${median(times.bpmnlint).toFixed(2)} s)`);
  console.log(`  ronghe lint        : ${best.ronghe.toFixed(2)} s (best of ${times.ronghe.length}; median ${median(times.ronghe).toFixed(2)} s; also runs the deploy rules)`);
  console.log(`  ratio              : ${ratio.toFixed(2)}× bpmnlint's speed`);
  if (cpu.ronghe.length && cpu.bpmnlint.length) {
    const ours = Math.min(...cpu.ronghe);
    const theirs = Math.min(...cpu.bpmnlint);
    console.log(`  CPU time           : bpmnlint ${theirs.toFixed(2)} s, ronghe ${ours.toFixed(2)} s (ratio ${(theirs / ours).toFixed(2)})`);
  }
  console.log(
    `  findings           : ${verdict.shared} from bpmnlint's rules; ${verdict.missing.length} missing in ronghe, ${verdict.extra.length} extra` +
      ` (import/parse findings: bpmnlint ${verdict.imports.theirs}, ronghe ${verdict.imports.ours})`,
  );
  if (verdict.missing.length || verdict.extra.length) {
    for (const entry of verdict.missing.slice(0, 10)) console.log(`    missing: ${entry}`);
    for (const entry of verdict.extra.slice(0, 10)) console.log(`    extra:   ${entry}`);
    process.exitCode = 1;
  } else {
    console.log('                       identical');
  }
  return ratio;
}

const root = mkdtempSync(join(tmpdir(), 'ronghe-bench-lint-'));
const summary = [];
try {
  await ensureNodeBuilt(repo);
  const pattern = '**/*.bpmn';

  if (!only || only === 'large') {
    const folder = join(root, 'large');
    const corpus = new LintBenchCorpus(folder, { files }).write(miwg);
    console.log(
      `large: ${corpus.references} MIWG reference diagrams + ${corpus.generated} generated product diagrams ` +
        `(100–2,000 elements, ${corpus.elements.toLocaleString('en')} elements, ${(corpus.bytes / 1024 / 1024).toFixed(1)} MiB)`,
    );
    const ratio = report('large diagrams', folder, measure(folder, runs, [pattern, '--format', 'json'], [pattern]));
    summary.push(`large diagrams ${ratio.toFixed(2)}× (aim ≥ 3×)`);
  }

  if (!only || only === 'small') {
    const folder = join(root, 'small');
    let label;
    if (smallCorpus || smallArchive.exists()) {
      const source = smallCorpus ?? smallArchive.unpack(join(root, 'archive'));
      const corpus = new DistinctExportsCorpus(folder, { files: smallFiles }).write(source);
      label = 'many small files (distinct)';
      console.log(
        `\nmany small files: ${corpus.files} distinct diagrams of ${corpus.distinct} in ${smallCorpus ?? smallArchive.archive} ` +
          `(${corpus.groups} folders, round-robin; ${(corpus.bytes / 1024 / 1024).toFixed(1)} MiB)`,
      );
    } else {
      const corpus = new SmallExportsCorpus(folder, { files: smallFiles }).write(miwg, designerExports);
      label = 'many small files (repeated)';
      console.log(
        `\nmany small files: ${corpus.files} copies of ${corpus.sources} tool-exported diagrams (MIWG, designer fixtures; ${(corpus.bytes / 1024 / 1024).toFixed(1)} MiB)` +
          `\n  ${smallArchive.archive} is missing, and repeated files flatter the per-file cost;` +
          ' BENCH_SMALL_ARCHIVE=<.tar.gz> or BENCH_SMALL_CORPUS=<folder of .bpmn files> measures distinct real diagrams',
      );
    }
    const ratio = report(label, folder, measure(folder, runs, [pattern, '--format', 'json'], [pattern]));
    summary.push(`${label} ${ratio.toFixed(2)}× (aim ≥ 3×)`);
  }

  if (!only || only === 'single') {
    const folder = join(root, 'single');
    new SmallExportsCorpus(folder, { files: 1 }).write(designerExports);
    const file = readdirSync(folder).find((name) => name.endsWith('.bpmn'));
    console.log(`\none small file: ${file} (${singleRuns} runs each)`);
    const ratio = report('one small file', folder, measure(folder, singleRuns, [file, '--format', 'json'], [file], true));
    summary.push(`one small file ${ratio.toFixed(2)}× (aim ≥ 1×)`);
  }

  console.log(`\nsummary: ${summary.join('; ')}`);
} finally {
  if (process.env.BENCH_KEEP === '1') console.log(`corpus kept in ${root}`);
  else rmSync(root, { recursive: true, force: true });
}
