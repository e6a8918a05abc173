/**
 * Tells a built redirect page (a merged case ID's old address) from a page with content, by
 * reading the start of its file: a redirect page's head holds `<meta http-equiv="refresh">`.
 * The sitemap leaves redirect pages out.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** How much of a page is read: its head, where the refresh tag is, fits well within. */
const HEAD_BYTES = 4096;

/**
 * True when the page the absolute `url` names, built into `outDir` under `base`, is a redirect.
 * A page that cannot be read is not a redirect (the sitemap keeps it; the link check reports it).
 */
export function isRedirectPage(outDir: URL, url: string, base: string): boolean {
  const path = decodeURIComponent(new URL(url).pathname);
  const rel = path.startsWith(base) ? path.slice(base.length) : path.replace(/^\//, '');
  const file = `${fileURLToPath(outDir)}/${rel.replace(/^\//, '')}${rel === '' || rel.endsWith('/') ? 'index.html' : ''}`;
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const buf = Buffer.alloc(HEAD_BYTES);
    const n = readSync(fd, buf, 0, HEAD_BYTES, 0);
    return /<meta http-equiv="refresh"/i.test(buf.subarray(0, n).toString('utf8'));
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
