// Runs a command and measures what it cost: wall time, CPU time (user + system of the command and
// everything it started) and its peak resident memory. Plain Node on Linux, no GNU `time` needed:
// CPU from this process's reaped-children counters (/proc/self/stat cutime + cstime, which include
// grandchildren once their parents have waited for them), memory from each descendant's high-water
// mark (VmHWM in /proc/<pid>/status, polled), so a sample between polls loses nothing but a process
// that lives less than one poll. Peak RSS is the largest single process's, as GNU time reports it.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessCost {
  seconds: number;
  /** user + system, of the command and all its descendants */
  cpuSeconds: number;
  peakRssBytes: number;
  stdout: string;
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const POLL_MS = 100;

/** cutime + cstime of this process, in seconds: the CPU time of every child it has reaped. */
function reapedChildrenCpu(): number {
  // Fields after the parenthesised command name; cutime and cstime are fields 16 and 17 (1-based).
  const fields = readFileSync('/proc/self/stat', 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}

const readOr = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process exited between listing and reading
  }
};

/** Pids of `root` and all its descendants, from each process's parent pid. */
function processTree(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readOr(`/proc/${name}/stat`);
    if (stat) parentOf.set(Number(name), Number(stat.replace(/^.*\) /s, '').split(' ')[1]));
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parentOf) if (parent === tree[i]) tree.push(pid);
  return tree;
}

/** Runs `file args` in `cwd`; its stderr goes to ours, its stdout is returned. Rejects on a non-zero exit. */
export function measureProcess(file: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<ProcessCost> {
  const cpuBefore = reapedChildrenCpu();
  const started = performance.now();
  const child = spawn(file, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'inherit'] });
  const peaks = new Map<number, number>();
  const poll = () => {
    for (const pid of processTree(child.pid!)) {
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readOr(`/proc/${pid}/status`) ?? '');
      if (hwm) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, Number(hwm[1]) * 1024));
    }
  };
  const timer = setInterval(poll, POLL_MS);
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`${file} ${args.join(' ')} (in ${options.cwd}) exited with ${code}`));
      resolve({ seconds, cpuSeconds: reapedChildrenCpu() - cpuBefore, peakRssBytes: Math.max(0, ...peaks.values()), stdout });
    });
  });
}
