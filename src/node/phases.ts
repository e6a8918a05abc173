/**
 * The phases of one build and what each cost, so the next bottleneck is visible in the build's
 * log and in `npm run bench`. The command that starts a build makes one `PhaseRecorder` and hands
 * it to Astro as an integration's value (`src/astro/build-phases.ts`); the content loader, loaded
 * through Vite as a second instance of our modules, finds it in Astro's config.
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

/** Records a build's phases and notes: one per build, passed to whatever times a phase. */
export interface PhaseRecorder {
  /** Starts timing `phase`; the returned function ends it (calling it twice records once). */
  start(phase: Phase): () => void;
  /** Records a line about what `phase` did (`validation: 1 file checked, 4,999 from the cache`). */
  note(phase: Phase, text: string): void;
  /** The notes so far, as `<phase>: <text>` lines, in the order they were made. */
  notes(): string[];
  /** The phases so far, summed by phase, in build order. */
  times(): PhaseTime[];
}

/**
 * A recorder. Each phase's CPU time is this process's (user + system, `process.cpuUsage`): its
 * worker threads (the checks) count, a child process (Pagefind's binary) does not.
 */
export function createPhaseRecorder(): PhaseRecorder {
  const sums = new Map<Phase, PhaseTime>();
  const notes: string[] = [];
  return {
    start(phase) {
      const start = performance.now();
      const cpu = process.cpuUsage();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const used = process.cpuUsage(cpu);
        const t = sums.get(phase) ?? { phase, wall: 0, cpu: 0 };
        t.wall += (performance.now() - start) / 1000;
        t.cpu += (used.user + used.system) / 1e6;
        sums.set(phase, t);
      };
    },
    note(phase, text) {
      notes.push(`${phase}: ${text}`);
    },
    notes: () => [...notes],
    times: () => PHASES.filter((p) => sums.has(p)).map((p) => ({ ...sums.get(p)! })),
  };
}

/** A recorder that records nothing (a build no command times, such as `astro build`). */
export const NO_PHASES: PhaseRecorder = {
  start: () => () => {},
  note: () => {},
  notes: () => [],
  times: () => [],
};

/** Runs `fn` as `phase` of `recorder`. */
export async function timePhase<T>(
  recorder: PhaseRecorder,
  phase: Phase,
  fn: () => Promise<T> | T,
): Promise<T> {
  const end = recorder.start(phase);
  try {
    return await fn();
  } finally {
    end();
  }
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
