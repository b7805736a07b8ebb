import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent by one process group (a service started detached: tsx and the server it runs), from Linux's
 * /proc/PID/stat: user plus system time, in microseconds. The bench divides it by the requests answered, a figure that
 * holds when other work shares the machine and wall-clock rates do not (scripts/bench-load.ts).
 */
const TICK_US = 1e6 / 100; // USER_HZ is 100 on Linux whatever the kernel's own tick

export function groupCpuMicros(group: number): number {
  return cpuMicros((fields) => Number(fields[2]) === group);
}

/**
 * CPU time of every process whose command is `command` (`postgres`: the server's backends, which answer the service
 * beside it on the same cores). Counts every cluster on the machine: a figure for a machine that runs one.
 */
export function commandCpuMicros(command: string): number {
  return cpuMicros((_, name) => name === command);
}

function cpuMicros(counted: (fields: string[], command: string) => boolean): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // After the command name in parentheses: state, ppid, pgrp, … utime (14th field), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (!counted(fields, stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')))) continue;
    total += (Number(fields[11]) + Number(fields[12])) * TICK_US;
  }
  return total;
}
