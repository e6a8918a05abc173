/**
 * The page facts of the last checked build (`analysePage`: ids, refs, findings), kept by the
 * SHA-1 of each page's HTML, so a build re-reads only the pages whose bytes changed; link
 * resolution, which needs every page, then runs on the cached facts of the rest. A result is
 * valid only for the code that made it: the cache is thrown away whole when `check-page.ts`,
 * `script-allowlist.ts`, htmlparser2 or its entity decoder change, or for a site with another
 * `base` (the script allowlist depends on it).
 *
 * Packed to stay small (a 5,000-case site refers to about 750,000 URLs, most of them the same
 * navigation on every page) as the checks hold them (`site-facts.ts`): every string is stored once
 * in a table and a page holds indexes, a ref as three numbers (URL, attribute-tag-loads kind,
 * line). Findings are stored without their page, which is the only thing they say about where
 * the bytes were found.
 */
import { filesDigest, readJsonCache, writeJsonCache } from '../node/json-cache.ts';
import { CHECKS, type Finding } from './check-page.ts';
import type { PackedFacts, SiteFacts } from './site-facts.ts';

const FORMAT = 1;

/** The digest of everything that decides a page's facts for a site at `base`. */
export function factsVersion(base: string): string {
  const files = [
    'src/postbuild/check-page.ts',
    'src/postbuild/script-allowlist.ts',
    'node_modules/htmlparser2/package.json',
    'node_modules/htmlparser2/node_modules/entities/package.json',
    'node_modules/entities/package.json',
  ];
  return filesDigest(`${FORMAT}\0${base}`, files);
}

/** One page's facts, packed: id indexes, refs as flat (URL, kind, line) triples, findings as (check, line, message index). */
type Packed = [number[], number[], [Finding['check'], number, number][]];
interface Stored {
  strings: string[];
  pages: Record<string, Packed>;
}

/** Facts by page digest, read from and written to one file. */
export interface FactsCache {
  /**
   * The facts of a page with this digest, packed into `site`'s strings, with findings on `page`;
   * undefined when not cached.
   */
  load(digest: string, page: string, site: SiteFacts): PackedFacts | undefined;
  /** True when facts for this digest are cached. */
  has(digest: string): boolean;
  /** How many digests the file held. */
  size(): number;
  /**
   * Writes the facts of this run's pages, `site.pages` by the digest of each page (only they are
   * kept, so the cache never grows past the site).
   */
  save(site: SiteFacts, digests: ReadonlyMap<string, string>): void;
}

/**
 * Whether a page's packed facts, as read from the file, have the shape `save` writes: ids and
 * string indexes within `count` strings, refs in whole triples, lines positive whole numbers,
 * findings of a known check with a line and a message index. The file is read back, so it may
 * hold anything; a page that fails is taken for not cached and read again.
 */
function wellFormed(packed: unknown, count: number): packed is Packed {
  if (!Array.isArray(packed) || packed.length !== 3) return false;
  const [ids, refs, findings] = packed as unknown[];
  const index = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) < count;
  const line = (n: unknown) => Number.isInteger(n) && (n as number) > 0 && (n as number) < 2 ** 32;
  if (!Array.isArray(ids) || !ids.every(index)) return false;
  if (!Array.isArray(refs) || refs.length % 3 !== 0) return false;
  for (let i = 0; i < refs.length; i += 3)
    if (!index(refs[i]) || !index(refs[i + 1]) || !line(refs[i + 2])) return false;
  return (
    Array.isArray(findings) &&
    findings.every(
      (f) =>
        Array.isArray(f) &&
        f.length === 3 &&
        (CHECKS as readonly unknown[]).includes(f[0]) &&
        line(f[1]) &&
        index(f[2]),
    )
  );
}

/**
 * Opens the cache at `file` for a site at `base` (no file: nothing is cached or written). A
 * missing, damaged or stale file reads as empty; a page whose facts are not of the shape `save`
 * writes reads as not cached (`wellFormed`).
 */
export function openFactsCache(file: string | undefined, base: string): FactsCache {
  const version = factsVersion(base);
  const stored = readJsonCache<Stored>(file, version);
  const ok =
    stored &&
    Array.isArray(stored.strings) &&
    stored.strings.every((s) => typeof s === 'string') &&
    stored.pages &&
    typeof stored.pages === 'object';
  const strings = ok ? stored.strings : [];
  const pages: Record<string, Packed> = {};
  if (ok)
    for (const [digest, packed] of Object.entries(stored.pages as Record<string, unknown>))
      if (wellFormed(packed, strings.length)) pages[digest] = packed;
  // For each run's strings, the index there of each of the file's, made as pages are loaded.
  const maps = new WeakMap<SiteFacts, Int32Array>();
  return {
    has: (digest) => Object.hasOwn(pages, digest),
    size: () => Object.keys(pages).length,
    load(digest, page, site) {
      if (!Object.hasOwn(pages, digest)) return undefined;
      let map = maps.get(site);
      if (!map) maps.set(site, (map = new Int32Array(strings.length).fill(-1)));
      const into = map;
      const at = (i: number) => (into[i] >= 0 ? into[i] : (into[i] = site.intern(strings[i])));
      const [ids, refs, findings] = pages[digest];
      const packed = new Uint32Array(refs.length);
      for (let i = 0; i < refs.length; i += 3) {
        packed[i] = at(refs[i]);
        packed[i + 1] = at(refs[i + 1]);
        packed[i + 2] = refs[i + 2];
      }
      return {
        ids: Uint32Array.from(ids, at),
        refs: packed,
        findings: findings.map(([check, line, m]) => ({ check, page, line, message: strings[m] })),
      };
    },
    save(site, digests) {
      if (!file) return;
      // The run's strings, and after them the findings' messages, which are not among them.
      const list = [...site.strings];
      const messages = new Map<string, number>();
      const message = (s: string) => {
        let i = site.indexOf(s) ?? messages.get(s);
        if (i === undefined) {
          messages.set(s, (i = list.length));
          list.push(s);
        }
        return i;
      };
      const out: Record<string, Packed> = {};
      for (const [page, f] of site.pages) {
        const digest = digests.get(page);
        if (digest === undefined || Object.hasOwn(out, digest)) continue;
        out[digest] = [
          Array.from(f.ids),
          Array.from(f.refs),
          f.findings.map((x) => [x.check, x.line, message(x.message)]),
        ];
      }
      writeJsonCache(file, version, { strings: list, pages: out } satisfies Stored);
    },
  };
}
