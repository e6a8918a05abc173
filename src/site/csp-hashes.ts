/**
 * A page's Content-Security-Policy with only the hashes that page needs. Astro writes one list of
 * hashes into every page's `<meta http-equiv="content-security-policy">`: the hash of every script
 * and style it bundled for the whole site, most of them files of our own origin that `'self'`
 * already allows (seven script hashes and one style hash, about 430 bytes on every page). A hash
 * lets an inline `<script>` or `<style>` run only when the page holds one with exactly that text,
 * so a hash no inline element of the page matches allows nothing there, and dropping it changes
 * nothing the page may run (CSP Level 3, "Does element match source list"). Pure.
 */
import { createHash } from 'node:crypto';

/** The CSP meta tag as Astro writes it: its content in double quotes, no other attribute after it. */
const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]*)">/i;
/** An inline script or style and its text (a script with `src` runs its file, not its text). */
const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;
/** A hash source in a policy: `'sha256-…'`, `'sha384-…'` or `'sha512-…'`, base64. */
const HASH_SOURCE = / ?'(sha256|sha384|sha512)-([A-Za-z0-9+/=]+)'/g;

/**
 * `html` with the hash sources of its CSP meta tag kept only where an inline script or style of
 * the page has that digest, or an element's `integrity` names it; the rest of the policy, and a
 * page without such a tag, unchanged.
 * The text is hashed as it stands between the tags, as a browser does (UTF-8).
 */
export function pageCspHashes(html: string): string {
  const meta = CSP_META.exec(html);
  if (!meta || !meta[1].includes("'sha")) return html;
  const texts: string[] = [];
  for (const m of html.matchAll(INLINE))
    if (m[1].toLowerCase() === 'style' || !/\ssrc\s*=/i.test(m[2])) texts.push(m[3]);
  // A file loaded with `integrity` may be allowed by its hash too (CSP Level 3): those stay.
  const integrity = new Set(
    [...html.matchAll(/\sintegrity="([^"]*)"/gi)].flatMap((m) => m[1].trim().split(/\s+/)),
  );
  const digests = new Map<string, Set<string>>();
  const digest = (algorithm: string, text: string) =>
    createHash(algorithm).update(text, 'utf8').digest('base64');
  const kept = meta[1].replace(HASH_SOURCE, (source, algorithm: string, value: string) => {
    let set = digests.get(algorithm);
    if (!set) digests.set(algorithm, (set = new Set(texts.map((t) => digest(algorithm, t)))));
    return set.has(value) || integrity.has(`${algorithm}-${value}`) ? source : '';
  });
  return kept === meta[1]
    ? html
    : `${html.slice(0, meta.index)}${meta[0].replace(meta[1], () => kept)}${html.slice(meta.index + meta[0].length)}`;
}
