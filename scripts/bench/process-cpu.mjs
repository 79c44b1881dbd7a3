// CPU time per request of every process on the machine during one measurement (Linux: /proc), by
// role: the gateway and each service of the stack, nats-server, postgres, redis, the yardstick, and
// the load generator (autocannon in load-generator.mjs, a child process per row; and this process).
// On 2 shared cores every row is CPU-bound, so a row's req/s against its yardstick's is, give or
// take, the inverse ratio of these totals; the split says which process the difference is spent in
// (issue 28: the NATS hop's two extra messages, the service's pipeline, the gateway's), which a CPU
// profile of one process cannot.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
} catch {
  // not Linux, or no getconf: /proc below is absent as well and the split stays empty
}

/** What a process is, from its command line (null: not one of ours, summed as "other"). */
function roleOf(pid, commandLine) {
  if (pid === process.pid || commandLine.includes('scripts/bench/load-generator.mjs')) return 'load generator';
  const service = /services\/([a-z-]+)\/dist\//.exec(commandLine);
  if (service) return service[1];
  if (/scripts\/bench\/bare-[a-z-]+\.mjs/.test(commandLine)) return 'yardstick';
  if (commandLine.includes('nats-server')) return 'nats-server';
  if (commandLine.startsWith('postgres')) return 'postgres';
  if (commandLine.includes('redis-server')) return 'redis';
  return null;
}

/** User + system CPU ticks of every process now, by pid. Empty where /proc is not. */
export function cpuSnapshot() {
  const processes = new Map();
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return processes;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name in parentheses (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      processes.set(entry, { ticks: Number(fields[11]) + Number(fields[12]), role: roleOf(Number(entry), commandLine) ?? 'other' });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return processes;
}

/** Microseconds of CPU per request by role between two snapshots, largest first, with the total. */
export function cpuPerRequest(before, after, requests) {
  const byRole = new Map();
  for (const [pid, { ticks, role }] of after) {
    const spent = ticks - (before.get(pid)?.ticks ?? 0);
    if (spent > 0) byRole.set(role, (byRole.get(role) ?? 0) + spent);
  }
  const micros = (ticks) => Math.round((ticks / ticksPerSecond / Math.max(requests, 1)) * 1e6);
  const roles = [...byRole].map(([role, ticks]) => ({ role, us: micros(ticks) })).sort((a, b) => b.us - a.us);
  return { totalUs: micros([...byRole.values()].reduce((sum, ticks) => sum + ticks, 0)), roles };
}

/** `1149 µs: gateway 382, identity 313, …`: the total, then each role (those under 5 µs left out). */
export const formatCpuSplit = ({ totalUs, roles }) =>
  `${totalUs} µs: ${roles.filter(({ us }) => us >= 5).map(({ role, us }) => `${role} ${us}`).join(', ')}`;
