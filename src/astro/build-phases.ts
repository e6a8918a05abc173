/**
 * Hands a build's phase recorder (`src/node/phases.ts`) to Astro: the command that starts the
 * build adds this integration, whose hooks record Astro's own part as the `pages` phase (from
 * `astro:build:start`, the content being synced by then, to `astro:build:generated`, every page
 * written), and whose `recorder` the content loader finds in Astro's config (`recorderOf`). Astro
 * loads our modules a second time through Vite, so the recorder travels as this object's value.
 */
import type { AstroConfig, AstroIntegration } from 'astro';
import { NO_PHASES, type PhaseRecorder } from '../node/phases.ts';

const NAME = 'incident-library:build-phases';

/** The integration carrying `recorder`. */
export function buildPhases(
  recorder: PhaseRecorder,
): AstroIntegration & { recorder: PhaseRecorder } {
  let end: (() => void) | undefined;
  return {
    name: NAME,
    recorder,
    hooks: {
      'astro:build:start': () => {
        end = recorder.start('pages');
      },
      'astro:build:generated': () => {
        end?.();
      },
    },
  };
}

/** The recorder of the build `config` belongs to, or one that records nothing. */
export function recorderOf(config: Pick<AstroConfig, 'integrations'>): PhaseRecorder {
  const found = config.integrations.find((i) => i.name === NAME) as
    { recorder?: PhaseRecorder } | undefined;
  return found?.recorder ?? NO_PHASES;
}
