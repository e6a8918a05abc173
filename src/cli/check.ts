/**
 * `npm run check [dir]`: the post-build checks (links and fragments, duplicate ids, HTML
 * validity, scripts) on a built site, `dist/` by default. `npm run build` runs the same checks
 * before it publishes; this command is for CI and for looking at a build again. The site's origin
 * and base come from the home page's canonical link. html-validate reads every page unless
 * `CHECK_HTML=sample` (the build's sample). The caches are the build's (`checkCacheDir`), so
 * after a build only pages that differ from the last checked ones are parsed again. Exit 1 on
 * any finding.
 */
import { join, resolve } from 'node:path';
import { contentFileIn } from '../node/project.ts';
import { checkPhases, formatCheckResult } from '../postbuild/check-report.ts';
import { checkSite, siteLocationOf } from '../postbuild/check-site.ts';
import { checkCacheDir } from './build.ts';

if (import.meta.main) {
  const dir = resolve(process.argv[2] ?? 'dist');
  const where = siteLocationOf(dir);
  if (!where) {
    console.error(
      `${dir} holds no built site (no index.html with a canonical link); run \`npm run build\` first.`,
    );
    process.exitCode = 1;
  } else {
    const t0 = performance.now();
    const result = await checkSite(dir, where, {
      cacheDir: await checkCacheDir(process.cwd()),
      html: process.env.CHECK_HTML === 'sample' ? 'sample' : 'all',
    });
    // The library's folder is the one the command runs in, as for the caches.
    console.log(
      formatCheckResult(result, {
        base: where.base,
        isContentFile: contentFileIn(join(process.cwd(), 'content')),
      }),
    );
    console.log(
      `checks: ${result.pages} pages (${checkPhases(result)}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    process.exitCode = result.findings.length ? 1 : 0;
  }
}
