import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, beforeAll } from 'vitest';
import { CompiledCli } from './testing/CompiledCli.ts';
import { InProcessCli } from './testing/InProcessCli.ts';

const commands = [['gen'], ['lint'], ['deploy'], ['draft'], ['draft', 'push'], ['draft', 'pull'], ['export'], ['simulate'], ['profile'], ['profile', 'add'], ['profile', 'use'], ['profile', 'list'], ['profile', 'remove'], ['serve'], ['setup']];

describe('the ronghe program (compiled, as a child process)', () => {
  beforeAll(() => CompiledCli.ensureBuilt(), 300_000);

  it('lists every command in its help, with the exit codes', async () => {
    const run = await CompiledCli.run(['--help']);
    expect(run.status).toBe(0);
    for (const name of ['gen', 'lint', 'deploy', 'draft', 'export', 'simulate', 'profile', 'serve', 'setup']) expect(run.stdout).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
    expect(run.stdout).toContain('退出码：0 成功');
  });

  // The commands' help in process (the real program); the overview above is the compiled one's.
  it.each(commands.map((command) => [command.join(' '), command]))('ronghe %s --help shows examples', async (_name, command) => {
    const run = await InProcessCli.run([...(command as string[]), '--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('示例：');
    expect(run.stdout).toMatch(/\$ ronghe /);
  });

  it('exits 2 for an unknown command or option, showing help', async () => {
    const command = await CompiledCli.run(['publish']);
    expect(command.status).toBe(2);
    expect(command.stderr).toContain("unknown command 'publish'");
    const option = await InProcessCli.run(['lint', '--fix', 'x.bpmn']);
    expect(option.status).toBe(2);
  });

  it('gen writes the types, and gen --check exits 1 naming a stale file, 0 when current', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ronghe-gen-process-'));
    try {
      mkdirSync(join(root, 'openapi'));
      copyFileSync(join(CompiledCli.repo, 'contracts', 'openapi', 'auth.yaml'), join(root, 'openapi', 'auth.yaml'));
      const args = ['--contracts', join(root, 'openapi'), '--out', join(root, 'generated')];
      // The first run as users run it (the compiled program, exit code 1); the rest in process.
      const missing = await CompiledCli.run(['gen', '--check', ...args]);
      expect(missing.status).toBe(1);
      expect(missing.stderr).toMatch(/missing: .*auth\.ts/);
      expect((await InProcessCli.run(['gen', ...args])).status).toBe(0);
      expect((await InProcessCli.run(['gen', '--check', ...args])).status).toBe(0);
      writeFileSync(join(root, 'generated', 'auth.ts'), `${readFileSync(join(root, 'generated', 'auth.ts'), 'utf8')}// edited\n`);
      const stale = await InProcessCli.run(['gen', '--check', ...args]);
      expect(stale.status).toBe(1);
      expect(stale.stderr).toMatch(/stale: .*auth\.ts/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    // Four gens, one of them a node process that loads the type generator: on two busy cores this passed 30 s.
  });

  it('serves the reference server like npm run serve, and stops on SIGTERM', async () => {
    const data = mkdtempSync(join(tmpdir(), 'ronghe-serve-'));
    const child = spawn(process.execPath, [CompiledCli.entry, 'serve', '--port', '0', '--host', '127.0.0.1', '--data-dir', data], {
      env: { ...process.env, LOG_LEVEL: 'info', WEB_DIR: join(data, 'no-web'), PASSWORD_HASH_COST: '10' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no listening line:\n${output}`)), 90_000);
        const read = (chunk: Buffer) => {
          output += chunk.toString('utf8');
          const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(`http://127.0.0.1:${match[1]}`);
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.on('exit', (code) => reject(new Error(`serve exited ${code}:\n${output}`)));
      });
      const answer = await fetch(`${url}/admin/dict/type/workflow_deploy_err_code`);
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { code: number }).code).toBe(401);
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(data, { recursive: true, force: true });
    }
  });
});
