/**
 * The scripts our pages may load by `src` (scripts only from our allowlist). Paths are
 * relative to the site's `base`; `*` matches one path segment's characters. Everything here is
 * built from `src/` by Astro or served by our own endpoint; Pagefind's files are loaded by the
 * search script at run time, never by a `<script>` in the HTML.
 */

/** Allowed script paths under `base`. */
export const SCRIPT_ALLOWLIST = [
  // Astro's bundles of our components' <script>s (hashed names).
  '_astro/*.js',
  // The blocking theme script (src/routes/theme-init.js.ts), external so the CSP needs no inline script.
  'theme-init.js',
];

const patterns = SCRIPT_ALLOWLIST.map(
  (p) =>
    new RegExp(
      `^${p
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/?#]+')}$`,
    ),
);

/** True when `src` (as written in the page) is one of our scripts under `base`. */
export function isAllowedScript(src: string, base: string): boolean {
  const b = base.endsWith('/') ? base : `${base}/`;
  if (!src.startsWith(b) || src.startsWith('//')) return false;
  const rest = src.slice(b.length);
  return patterns.some((re) => re.test(rest));
}
