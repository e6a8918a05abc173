/**
 * Runs Astro's build for `npm run build` and tells a content problem apart from any other
 * failure: the content loader throws `ContentError` before anything is rendered, and Astro may
 * hand it back wrapped, from another instance of our modules (its config is loaded through Vite).
 */
import type { ContentIssue } from '../model/errors.ts';
import type { PhaseRecorder } from '../node/phases.ts';
import { buildPhases } from './build-phases.ts';
import { wrapperBuild } from './complete-build.ts';

/** What a failed Astro build means for the caller. */
export type AstroBuildResult =
  { ok: true } | { ok: false; issues: ContentIssue[] } | { ok: false; error: unknown };

/** The issues of a `ContentError` found in `err` or its causes (matched by shape, not class). */
export function contentIssuesOf(err: unknown): ContentIssue[] | undefined {
  for (
    let e = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const x = e as { name?: unknown; issues?: unknown };
    if (x.name === 'ContentError' && Array.isArray(x.issues)) return x.issues as ContentIssue[];
  }
  return undefined;
}

/**
 * Builds the site at `root` into `outDir` with Astro.
 * @returns `{ ok: true }`, the content issues that stopped it, or the error.
 */
export async function astroBuild(
  root: string,
  outDir: string,
  logLevel: string,
  phases: PhaseRecorder,
): Promise<AstroBuildResult> {
  const { build } = await import('astro');
  try {
    // The recorder rides in as an integration of this build only (src/astro/build-phases.ts);
    // the wrapper's mark tells the integration that this command indexes and checks the site.
    await build({
      root,
      outDir,
      logLevel: logLevel as 'warn',
      integrations: [buildPhases(phases), wrapperBuild()],
    });
    return { ok: true };
  } catch (error) {
    const issues = contentIssuesOf(error);
    return issues ? { ok: false, issues } : { ok: false, error };
  }
}
