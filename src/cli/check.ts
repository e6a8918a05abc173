/**
 * `npm run check [dir]`: the post-build checks (links and fragments, duplicate ids, HTML
 * validity, scripts) on a built site, `dist/` by default. `npm run build` runs the same checks
 * before it publishes; this command is for CI and for looking at a build again. The site's origin
 * and base come from the home page's canonical link. Exit 1 on any finding.
 */
import { resolve } from 'node:path';
import { checkSite, formatCheckResult, siteLocationOf } from '../postbuild/check-site.ts';
import { checkCacheFile } from './build.ts';

if (import.meta.main) {
  const dir = resolve(process.argv[2] ?? 'dist');
  const where = siteLocationOf(dir);
  if (!where) {
    console.error(`${dir} holds no built site (no index.html with a canonical link); run \`npm run build\` first.`);
    process.exitCode = 1;
  } else {
    const result = await checkSite(dir, where, { cacheFile: checkCacheFile(process.cwd()) });
    console.log(formatCheckResult(result));
    process.exitCode = result.findings.length ? 1 : 0;
  }
}
