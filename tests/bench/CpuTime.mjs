// CPU time as Linux counts it (/proc), for the benches that say where the CPU went.
import { readFileSync } from 'node:fs';

/** CPU seconds of a process so far, with those of its reaped children when `children` (null when gone or off Linux). */
export function cpuSeconds(pid, children = false) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime, stime, cutime, cstime: fields 14–17 of stat, in clock ticks (USER_HZ, 100 on Linux).
    const own = Number(fields[11]) + Number(fields[12]);
    return (children ? own + Number(fields[13]) + Number(fields[14]) : own) / 100;
  } catch {
    return null;
  }
}

/** The whole machine's busy and total CPU seconds so far, all cores (/proc/stat; null elsewhere). */
export function machineCpu() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
    // idle and iowait are the not-busy fields 4 and 5.
    return { busy: (total - ticks[3] - ticks[4]) / 100, total: total / 100 };
  } catch {
    return null;
  }
}
