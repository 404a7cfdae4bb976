#!/usr/bin/env node
// The README's test command: every check the project has, in one run, ending with one
// plain summary line ("tests: N passed, N failed") that CI can read whatever the runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [];
let passed = 0;
let failed = 0;

function run(name, command, args, env = {}) {
  const started = Date.now();
  process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = child.status === 0;
  steps.push({ name, ok, seconds });
  return ok;
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

const npx = (args, env) => run(args[0], 'npx', ['--no-install', ...args], env);

// A step that fails is counted as one failed check so the summary can never read clean.
const check = (ok) => {
  if (ok) passed += 1;
  else failed += 1;
  return ok;
};

check(npx(['tsc', '-p', 'tsconfig.json']));
// One compile of the server and CLI per run: it type-checks tsconfig.node.json (failing the step
// on an error, as `--noEmit` did) and writes dist/node, which the CLI process tests then find
// current (CompiledCli.ensureBuilt compiles nothing) and the server of the journeys runs.
const builtNode = check(run('build:node', 'npm', ['run', 'build:node', '--silent']));
check(npx(['eslint', '.', '--max-warnings', '0']));

const vitestOk = npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`]);
if (!countVitest(`${results}/vitest.json`) || (!vitestOk && failed === 0)) failed += 1;

const built = builtNode && check(run('build:web', 'npm', ['run', 'build:web', '--silent']));
if (built) {
  check(run('gen --check', 'node', ['bin/ronghe.js', 'gen', '--check']));
  const e2eOk = npx(['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json` });
  if (!countPlaywright(`${results}/playwright.json`) || (!e2eOk && failed === 0)) failed += 1;
}

process.stdout.write('\n=== summary\n');
for (const step of steps) process.stdout.write(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds} s)\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
