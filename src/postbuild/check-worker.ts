/**
 * Worker thread of `check-site.ts`: answers each batch of `PageJob`s with one `PageResult` per
 * page, in the same order (`checkPages`), packed for the message (`packResult`). Started with a `CheckContext` (`{ dir, base }`) through
 * the worker pool. Batches keep a worker's heap small: it holds one batch at a time, not the
 * whole site.
 */
import { workerData } from 'node:worker_threads';
import { serveBatches } from '../node/worker-pool.ts';
import type { PageJob } from './check-page.ts';
import { checkPages, packResult, type CheckContext } from './check-pages.ts';

serveBatches((jobs: PageJob[]) => checkPages(jobs, workerData as CheckContext).map(packResult));
