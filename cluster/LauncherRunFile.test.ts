import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LauncherRunFile } from './LauncherRunFile.ts';

const children: ChildProcess[] = [];
const dirs: string[] = [];

/** A process in a group of its own, as the launcher starts its children, whose command line holds `marker`. */
function detachedChild(marker: string): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', marker], { detached: true, stdio: 'ignore' });
  children.push(child);
  return child;
}

function exited(child: ChildProcess): Promise<unknown> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
}

/** The id of a process that has ended and been reaped. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await exited(child);
  return child.pid!;
}

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ronghe-runfile-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the launcher’s run file', () => {
  it('refuses a second launcher on a folder while the first one lives', async () => {
    const dir = folder();
    const keeper = detachedChild('launcher-stand-in');
    writeFileSync(join(dir, 'launcher.json'), JSON.stringify({ launcher: keeper.pid, groups: [] }));
    await expect(LauncherRunFile.claim(dir)).rejects.toThrow(`另一个集群启动器（进程 ${keeper.pid}）正在使用 ${dir}`);
  });

  it('stops what a launcher killed with SIGKILL left running, and records itself instead', async () => {
    const dir = folder();
    const instance = detachedChild('ronghe-instance-left-behind');
    writeFileSync(join(dir, 'launcher.json'), JSON.stringify({ launcher: await deadPid(), groups: [{ pid: instance.pid, marker: 'ronghe-instance-left-behind' }] }));
    const { runFile, cleared } = await LauncherRunFile.claim(dir);
    expect(cleared).toEqual([instance.pid]);
    await exited(instance);
    expect(instance.signalCode).toBe('SIGTERM');
    runFile.started('ronghe-1', { pid: 4242, marker: 'main.js' });
    expect(JSON.parse(readFileSync(join(dir, 'launcher.json'), 'utf8'))).toEqual({ launcher: process.pid, groups: [{ pid: 4242, marker: 'main.js' }] });
  });

  it('leaves alone a recorded pid that now belongs to another program', async () => {
    const dir = folder();
    const stranger = detachedChild('somebody-else');
    writeFileSync(join(dir, 'launcher.json'), JSON.stringify({ launcher: await deadPid(), groups: [{ pid: stranger.pid, marker: 'ronghe-instance' }] }));
    const { cleared } = await LauncherRunFile.claim(dir);
    expect(cleared).toEqual([]);
    expect(stranger.exitCode).toBeNull();
    expect(stranger.signalCode).toBeNull();
  });

  it('is deleted once the cluster stopped in order, so the next start finds nothing to clear', async () => {
    const dir = folder();
    const { runFile } = await LauncherRunFile.claim(dir);
    runFile.started('haproxy', { pid: 4243, marker: 'haproxy.cfg' });
    runFile.release();
    expect(existsSync(join(dir, 'launcher.json'))).toBe(false);
    expect((await LauncherRunFile.claim(dir)).cleared).toEqual([]);
  });
});
