/**
 * The phases of one build and what each cost, so the next bottleneck is visible in the build's
 * log and in `npm run bench`.
 *
 * Phases are recorded as `performance.measure` entries named `build:<phase>` on Node's
 * process-wide performance timeline, the one channel that reaches from Astro's copy of our
 * modules (its config and content loader are loaded through Vite, a second module instance) to
 * the command that started the build. Each entry's `detail` holds the CPU seconds (user +
 * system, `process.cpuUsage`) of this process during the phase: its worker threads (the checks)
 * count, a child process (Pagefind's binary) does not.
 */

/** The phases in the order a build runs them. */
export const PHASES = [
  'validation',
  'content sync',
  'pages',
  'pagefind',
  'checks',
  'publish',
] as const;
export type Phase = (typeof PHASES)[number];

/** One phase's cost: wall and CPU seconds of this process. */
export interface PhaseTime {
  phase: Phase;
  wall: number;
  cpu: number;
}

const PREFIX = 'build:';
const NOTE = 'build-note:';

/** Starts timing `phase`; the returned function ends it and records it (calling it twice records once). */
export function startPhase(phase: Phase): () => void {
  const start = performance.now();
  const cpu = process.cpuUsage();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const used = process.cpuUsage(cpu);
    performance.measure(PREFIX + phase, {
      start,
      end: performance.now(),
      detail: { cpu: (used.user + used.system) / 1e6 },
    });
  };
}

/**
 * Records a line about what `phase` did, for the build's log (`validation: 1 file checked, 4,999
 * from the cache of earlier builds`), on the same timeline as the phases' times.
 */
export function notePhase(phase: Phase, text: string): void {
  performance.mark(NOTE + phase, { detail: text });
}

/** The notes recorded in this process so far, as `<phase>: <text>` lines, in the order they were made. */
export function phaseNotes(): string[] {
  return (performance.getEntriesByType('mark') as PerformanceMark[])
    .filter((m) => m.name.startsWith(NOTE))
    .map((m) => `${m.name.slice(NOTE.length)}: ${String(m.detail)}`);
}

/** Runs `fn` as `phase`. */
export async function timePhase<T>(phase: Phase, fn: () => Promise<T> | T): Promise<T> {
  const end = startPhase(phase);
  try {
    return await fn();
  } finally {
    end();
  }
}

/** The phases recorded in this process so far, summed by phase, in build order. */
export function phaseTimes(): PhaseTime[] {
  const sums = new Map<Phase, PhaseTime>();
  for (const m of performance.getEntriesByType('measure') as PerformanceMeasure[]) {
    if (!m.name.startsWith(PREFIX)) continue;
    const phase = m.name.slice(PREFIX.length) as Phase;
    const t = sums.get(phase) ?? { phase, wall: 0, cpu: 0 };
    t.wall += m.duration / 1000;
    t.cpu += (m.detail as { cpu?: number } | null)?.cpu ?? 0;
    sums.set(phase, t);
  }
  return PHASES.filter((p) => sums.has(p)).map((p) => sums.get(p)!);
}

/** One log line: `phases (wall s / CPU s of this process): validation 4.1/4.3, content sync 12.0/12.2, ...`. */
export function formatPhases(times: readonly PhaseTime[]): string {
  return `phases (wall s / CPU s of this process): ${times.map((t) => `${t.phase} ${t.wall.toFixed(1)}/${t.cpu.toFixed(1)}`).join(', ')}`;
}

/** Reads the line `formatPhases` wrote back from a build's log (for the bench); undefined without one. */
export function parsePhases(log: string): PhaseTime[] | undefined {
  const line = /^phases \(wall s \/ CPU s of this process\): (.*)$/m.exec(log)?.[1];
  if (!line) return undefined;
  return line.split(', ').flatMap((part) => {
    const m = /^(.+) ([\d.]+)\/([\d.]+)$/.exec(part);
    return m && (PHASES as readonly string[]).includes(m[1])
      ? [{ phase: m[1] as Phase, wall: Number(m[2]), cpu: Number(m[3]) }]
      : [];
  });
}
