/**
 * The Content-Security-Policy every page carries (Astro's `security.csp`, stable since Astro 6;
 * checked against node_modules/astro/dist/core/csp/ of the installed 7.3). Astro writes it as a
 * `<meta http-equiv="content-security-policy">` and adds the hash of every script and style it
 * bundles from our components to `script-src` and `style-src`, of which each page keeps those of
 * its own inline scripts and styles (`src/site/csp-hashes.ts`); nothing from content can be
 * hashed, so content can run no script and add no style even if something got past the
 * sanitiser. Our own origin only: no request to another origin from any page. Links to other
 * origins (a case's sources and their archived copies) are navigations a reader chooses, which no
 * directive here restricts; the post-build link check accepts them and refuses only loads.
 *
 * - `'wasm-unsafe-eval'`: Pagefind's search runs WebAssembly (it allows compiling wasm only, not
 *   `eval`).
 * - `frame-ancestors`, `report-uri` and `sandbox` are not allowed in a `<meta>` policy; a host
 *   that sets headers should send them.
 */

/**
 * A directive as Astro's `security.csp.directives` takes it: the directive's name, a space,
 * its sources. Spelled out here so the list below is checked against Astro's directive names
 * without this module importing Astro.
 */
type Directive =
  `${'default-src' | 'img-src' | 'font-src' | 'connect-src' | 'media-src' | 'manifest-src' | 'worker-src' | 'object-src' | 'frame-src' | 'base-uri' | 'form-action'} ${string}`;

/** The value of `security.csp` in astro.config.mjs. */
export const CONTENT_SECURITY_POLICY = {
  algorithm: 'SHA-256' as const,
  directives: [
    "default-src 'none'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ] satisfies Directive[],
  scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
  styleDirective: { resources: ["'self'"] },
};
