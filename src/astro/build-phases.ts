/**
 * Hands a build's phase recorder (`src/node/phases.ts`) to Astro: the command that starts the
 * build adds this integration, whose hooks record Astro's own part as the `pages` phase (from
 * `astro:build:start`, the content being synced by then, to `astro:build:generated`, every page
 * written), and whose own hook `incident-library:phases` gives the content loader the recorder
 * (`recorderOf`, reading Astro's config). Astro loads our modules a second time through Vite, so
 * the recorder travels as a value of this build's config, and Astro keeps an integration's hooks
 * (not its other fields) as given.
 */
import type { AstroConfig, AstroIntegration } from 'astro';
import { NO_PHASES, type PhaseRecorder } from '../node/phases.ts';

const NAME = 'incident-library:build-phases';
const HOOK = 'incident-library:phases';

declare global {
  // Astro declares its integration hooks in this global namespace; a hook of our own joins it.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Astro {
    interface IntegrationHooks {
      /** The phase recorder of the build (see `buildPhases`). */
      'incident-library:phases': () => PhaseRecorder;
    }
  }
}

/** The integration carrying `recorder`. */
export function buildPhases(recorder: PhaseRecorder): AstroIntegration {
  let end: (() => void) | undefined;
  return {
    name: NAME,
    hooks: {
      'astro:build:start': () => {
        end = recorder.start('pages');
      },
      'astro:build:generated': () => {
        end?.();
      },
      [HOOK]: () => recorder,
    },
  };
}

/** The recorder of the build `config` belongs to, or one that records nothing. */
export function recorderOf(config: Pick<AstroConfig, 'integrations'>): PhaseRecorder {
  const hook = config.integrations.find((i) => i.name === NAME)?.hooks[HOOK];
  return typeof hook === 'function' ? hook() : NO_PHASES;
}
