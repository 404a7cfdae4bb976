#!/usr/bin/env node
// The README's test command: every check the project has, in one run, ending with one
// plain summary line ("tests: N passed, N failed") that CI can read whatever the runner.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [];
let passed = 0;
let failed = 0;

/**
 * Runs one step. Steps running side by side buffer their output and print it whole when they
 * end, so the log reads step by step; a step running alone streams it.
 */
function run(name, command, args, env = {}, { buffered = false } = {}) {
  const started = Date.now();
  const header = `\n=== ${name}: ${command} ${args.join(' ')}\n`;
  if (!buffered) process.stdout.write(header);
  const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  const output = [];
  if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (buffered) process.stdout.write(header + Buffer.concat(output).toString());
      const ok = status === 0;
      steps.push({ name, ok, seconds });
      resolve(ok);
    });
  });
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  // A file that fails to load has no failed test of its own; count it once, never twice.
  const failedFilesWithoutTests = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  failed += (report.numFailedTests ?? 0) + failedFilesWithoutTests;
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.stats?.expected ?? 0;
  failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
  return true;
}

const npx = (args, env, options) => run(args[0], 'npx', ['--no-install', ...args], env, options);

// A step that fails is counted as one failed check so the summary can never read clean.
const check = (ok) => {
  if (ok) passed += 1;
  else failed += 1;
  return ok;
};

// The checks before the tests are single-threaded (tsc, eslint): two lanes keep both cores busy.
// One compile of the server and CLI per run: build:node type-checks tsconfig.node.json (failing
// the step on an error, as `--noEmit` did) and writes dist/node, which the CLI process tests then
// find current (tests/setup/NodeBuild.mjs compiles nothing) and the server of the journeys runs.
const [webBuilt, nodeBuilt] = await Promise.all([
  (async () => check(await npx(['tsc', '-p', 'tsconfig.json'], {}, { buffered: true })) && check(await run('build:web', 'npm', ['run', 'build:web', '--silent'], {}, { buffered: true })) && check(await run('build:ssr', 'npm', ['run', 'build:ssr', '--silent'], {}, { buffered: true })))(),
  (async () => {
    const built = check(await run('build:node', 'npm', ['run', 'build:node', '--silent'], {}, { buffered: true }));
    check(await npx(['eslint', '.', '--max-warnings', '0'], {}, { buffered: true }));
    if (built) check(await run('gen --check', 'node', ['bin/ronghe.js', 'gen', '--check'], {}, { buffered: true }));
    return built;
  })(),
]);

// Vitest first, then the journeys. Side by side they took the longer of the two instead of the
// sum, but on two cores the journeys then ran beside a full load: hover menus and animations
// missed their moments, and ~40 journeys made that a failure per run. Apart, each has the
// machine to itself.
// Vitest runs as two processes side by side: the unit, web and integration tiers on two workers,
// and the system tier, one file at a time, beside them. The system tier's files mostly wait on
// the processes they start (RabbitMQ restarting, instances rejoining: about half a core while
// they run), so beside the others it costs them less than the two and a half minutes it took alone.
// Each process's global setup (tests/setup/SharedServices.ts) starts the PostgreSQL its tiers use
// (and the system tier's RabbitMQ) and checks the node build; the TierTimes reporter writes each
// tier's time for the summary.
const vitestRuns = [
  { name: 'vitest', projects: ['unit', 'web', 'integration'], report: `${results}/vitest.json`, tiers: `${results}/vitest-tiers.json` },
  { name: 'vitest system', projects: ['system'], report: `${results}/vitest-system.json`, tiers: `${results}/vitest-system-tiers.json` },
];
const vitestOk = (
  await Promise.all(
    vitestRuns.map(({ name, projects, report, tiers }) =>
      run(
        name,
        'npx',
        ['--no-install', 'vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', '--reporter=./tests/setup/TierTimes.ts', `--outputFile.json=${report}`],
        { TIER_TIMES_FILE: tiers },
        { buffered: true },
      ),
    ),
  )
).every(Boolean);
const e2eOk = webBuilt && nodeBuilt
  ? await npx(['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json` })
  : undefined;
if (!vitestRuns.every(({ report }) => countVitest(report)) || (!vitestOk && failed === 0)) failed += 1;
if (e2eOk !== undefined && (!countPlaywright(`${results}/playwright.json`) || (!e2eOk && failed === 0))) failed += 1;

// Each failure again, short, just above the summary: a CI log is often read from its tail.
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const excerpt = (text, lines = 14) => String(text ?? '').replace(ansi, '').split('\n').slice(0, lines).map((line) => `    ${line}`).join('\n');
const failures = [];
for (const { report } of vitestRuns.filter(({ report }) => existsSync(report))) {
  for (const file of JSON.parse(readFileSync(report, 'utf8')).testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`vitest ${file.name}\n  ${t.fullName}\n${excerpt(t.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`vitest ${file.name}\n${excerpt(file.message)}`);
  }
}
if (existsSync(`${results}/playwright.json`)) {
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        for (const [attempt, result] of (t.results ?? []).entries()) {
          if (result.status === 'passed' || result.status === 'skipped') continue;
          // What the journey's pages showed (tests/e2e/FailureWitness.ts), printed by the journey itself.
          const printed = (result.stdout ?? []).map((entry) => entry.text ?? '').join('');
          const witness = printed.slice(Math.max(0, printed.indexOf('--- what the pages showed')));
          failures.push(
            `playwright ${spec.file}:${spec.line} [${t.projectName}] attempt ${attempt + 1}: ${result.status}\n  ${spec.title}\n${excerpt(result.error?.message ?? result.errors?.[0]?.message, 24)}` +
              (printed.includes('--- what the pages showed') ? `\n${excerpt(witness, 12)}` : ''),
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(`${results}/playwright.json`, 'utf8')).suites ?? []) walk(suite);
}
if (failures.length > 0) process.stdout.write(`\n=== failures\n${failures.join('\n\n')}\n`);

process.stdout.write('\n=== summary\n');
for (const step of steps) process.stdout.write(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds} s)\n`);
// Each Vitest tier: the span from its first file's start to its last file's end (unit, web and
// integration share two workers side by side; system runs beside them, one file at a time), and its files' own times added up.
for (const { tiers } of vitestRuns.filter(({ tiers }) => existsSync(tiers))) {
  for (const tier of JSON.parse(readFileSync(tiers, 'utf8'))) {
    process.stdout.write(
      `     vitest ${tier.tier.padEnd(11)} ${String(tier.files).padStart(3)} files, ${String(tier.passed).padStart(4)} passed, ${tier.failed} failed: ${tier.wallSeconds.toFixed(1)} s (files' own ${tier.fileSeconds.toFixed(1)} s; slowest ${tier.slowest[0]?.file} ${tier.slowest[0]?.seconds.toFixed(1)} s)\n`,
    );
  }
}
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
