// Small helpers shared by the benches: a plain-text table, percentiles, settings, and a line describing the machine.
import { cpus, totalmem, loadavg } from 'node:os';

export function printTable(head: string[], rows: (string | number)[][]): void {
  const cells = [head, ...rows].map((r) => r.map(String));
  const widths = head.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(cells[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** A bench setting from the environment: a positive integer, else `fallback`. */
export function intSetting(name: string, fallback: number): number {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}

/** The p-th percentile of unsorted values (NaN for none). */
export const pct = (values: number[], p: number): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export function machine(): string {
  const cpu = cpus();
  return `machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB, node ${process.version}, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
}
