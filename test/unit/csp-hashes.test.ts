import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageCspHashes } from '../../src/site/csp-hashes.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const policy = (hashes: string[], styles: string[]) =>
  `default-src 'none';img-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${hashes.map((h) => `'${h}'`).join(' ')}; style-src 'self' ${styles.map((h) => `'${h}'`).join(' ')};`;
const page = (csp: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${csp}"><link rel="stylesheet" href="/_astro/a.css"></head><body>${body}</body></html>`;

describe("a page's CSP hashes", () => {
  const inline = 'console.log("here")';
  const external = 'export const bundled = 1;';
  it('keeps the hash of an inline script of the page and drops those of files and of other pages', () => {
    const html = page(
      policy([sha(external), sha(inline), sha('other page')], [sha(''), sha('.a{}')]),
      `<script type="module" src="/_astro/x.js"></script><script type="module">${inline}</script><style>.a{}</style>`,
    );
    const out = pageCspHashes(html);
    expect(out).toContain(
      `script-src 'self' 'wasm-unsafe-eval' '${sha(inline)}'; style-src 'self' '${sha('.a{}')}';`,
    );
    expect(out).not.toContain(sha(external));
    expect(out.replace(/content="[^"]*"/, '')).toBe(html.replace(/content="[^"]*"/, ''));
  });

  it('leaves only the sources when the page has no inline script or style', () => {
    const out = pageCspHashes(
      page(policy([sha(external)], [sha('')]), '<script src="/theme-init.js"></script>'),
    );
    expect(out).toContain(
      `content="default-src 'none';img-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self';"`,
    );
  });

  it('keeps a hash a file is loaded by (integrity), and a page without the tag as it is', () => {
    const html = page(
      policy([sha(external)], []),
      `<script src="/x.js" integrity="${sha(external)}"></script>`,
    );
    expect(pageCspHashes(html)).toBe(html);
    const plain = '<html><head></head><body><script>1</script></body></html>';
    expect(pageCspHashes(plain)).toBe(plain);
  });

  it('does not take a JSON block or a script with a source for inline code', () => {
    const data = '{"a":1}';
    const out = pageCspHashes(
      page(
        policy([sha(data), sha('x')], []),
        `<script type="application/ld+json">${data}</script><script src="/a.js">x</script>`,
      ),
    );
    // A JSON block never runs, and CSP does not apply to it: its hash, if Astro listed one, is
    // kept as harmless (it matches the text); the script with src runs its file, not "x".
    expect(out).toContain(sha(data));
    expect(out).not.toContain(sha('x'));
  });
});
