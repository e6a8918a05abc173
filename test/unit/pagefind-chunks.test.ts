// Pagefind's word index re-cut into smaller chunks (src/postbuild/pagefind-chunks.ts), on a real
// Pagefind bundle of records made here: the bundle searched before and after the cut gives the
// same pages, scores, excerpts and filter counts, and a rare word then loads a chunk of its own
// size instead of one of at least 20,000 entries.
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkRanges, cutWords, recutBundle } from '../../src/postbuild/pagefind-chunks.ts';
import { readKeptRecut, saveRecut } from '../../src/postbuild/pagefind-recut-kept.ts';
import { closePagefind } from '../../src/postbuild/pagefind-process.ts';
import { makeRandom } from '../../bench/generate.ts';
import { loadPagefind, type PagefindApi } from '../helpers/pagefind-query.ts';

let root: string;
let before: PagefindApi;
let after: PagefindApi;
let counts: ReturnType<typeof recutBundle>;

const WORDS = ['timeout', 'resolver', 'leader', 'election', 'quorum', 'etcd', 'lease', 'dns'];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'il-pagefind-chunks-'));
  const random = makeRandom(7);
  try {
    const { index } = await pagefind.createIndex({});
    // 400 pages of 200 words: about 80,000 entries, so Pagefind cuts 4 chunks of 20,000.
    for (let p = 0; p < 400; p++) {
      const words = Array.from({ length: 200 }, () => {
        const r = random();
        return r < 0.5 ? WORDS[Math.floor(r * 16)] : `w${Math.floor(random() * 3000)}`;
      });
      if (p % 50 === 0) words.push('etcdctl', 'zyzzyva');
      await index!.addCustomRecord({
        url: `/cases/${p}/`,
        content: words.join(' '),
        language: 'en',
        meta: { title: `Case ${p}` },
        filters: { year: [String(2020 + (p % 5))] },
      });
    }
    await index!.writeFiles({ outputPath: join(root, 'before', 'pagefind') });
  } finally {
    await closePagefind();
  }
  cpSync(join(root, 'before'), join(root, 'after'), { recursive: true });
  counts = recutBundle(join(root, 'after', 'pagefind'), 500);
  before = await loadPagefind(join(root, 'before'));
  after = await loadPagefind(join(root, 'after'));
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function answer(pf: PagefindApi, q: string) {
  const r = await pf.search(q);
  return Promise.all(
    (r?.results ?? []).map(async (x) => {
      const d = await x.data();
      return { url: d.url.replace(/^.*\/cases\//, '/cases/'), score: x.score, excerpt: d.excerpt };
    }),
  );
}

/** Every file of a folder and its bytes. */
function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const path = join(e.parentPath, e.name);
        return [path.slice(dir.length), readFileSync(path).toString('base64')];
      }),
  );
}

describe('recutBundle with the last build’s re-cut kept', () => {
  it('writes the bundle a re-cut from nothing writes, taking the kept chunks that are whole', () => {
    const kept = join(root, 'kept-recut');
    saveRecut(join(root, 'after', 'pagefind'), kept, counts.memo, 500);
    const again = (name: string) => {
      cpSync(join(root, 'before'), join(root, name), { recursive: true });
      return recutBundle(join(root, name, 'pagefind'), 500, readKeptRecut(kept, 500));
    };
    const whole = again('again');
    expect(whole.kept).toBe(counts.before);
    expect(filesOf(join(root, 'again'))).toEqual(filesOf(join(root, 'after')));
    // A kept file holding another chunk's bytes is not taken: that chunk is cut again, the rest kept.
    const [first, second] = readdirSync(kept).filter((f) => f.endsWith('.pf_index'));
    rmSync(join(kept, first));
    writeFileSync(join(kept, first), readFileSync(join(kept, second)));
    const damaged = again('damaged');
    expect(damaged.kept).toBe(counts.before - 1);
    expect(filesOf(join(root, 'damaged'))).toEqual(filesOf(join(root, 'after')));
    // A memo of other shapes (read from a file, it may hold anything) is taken for no memo.
    const memoFile = join(kept, 'memo.json');
    const stored = JSON.parse(readFileSync(memoFile, 'utf8')) as {
      value: Record<string, unknown>;
    };
    const keys = Object.keys(stored.value);
    expect(keys.length).toBeGreaterThan(2);
    stored.value[keys[0]] = null;
    stored.value[keys[1]] = [[1, null, 'en_0000000'], {}];
    stored.value[keys[2]] = 'not ranges';
    writeFileSync(memoFile, JSON.stringify(stored));
    again('odd-memo');
    expect(filesOf(join(root, 'odd-memo'))).toEqual(filesOf(join(root, 'after')));
    // Kept under another chunk size: none is taken.
    expect(readKeptRecut(kept, 501).memo).toEqual({});
  });
});

describe('recutBundle', () => {
  it('cuts the index into more chunks', () => {
    expect(counts.before).toBeGreaterThanOrEqual(3);
    expect(counts.after).toBeGreaterThan(counts.before * 3);
    const files = readdirSync(join(root, 'after', 'pagefind', 'index'));
    expect(files.length).toBe(counts.after);
  });

  it('finds the same pages with the same scores and excerpts', async () => {
    // Pagefind finds a term's longer forms in every chunk it has loaded so far, so each query is
    // asked of a fresh instance of each bundle (a copy: one instance per folder).
    const queries = [
      'timeout',
      'leader election',
      'etcd',
      'etcdctl',
      'zyzzyva',
      'w12',
      'lea',
      'none',
    ];
    for (const [i, q] of queries.entries()) {
      const fresh = async (which: string) => {
        cpSync(join(root, which), join(root, `${which}-${i}`), { recursive: true });
        return answer(await loadPagefind(join(root, `${which}-${i}`)), q);
      };
      expect(await fresh('after'), q).toEqual(await fresh('before'));
    }
    expect((await answer(after, 'zyzzyva')).length).toBe(8);
    expect(await after.filters()).toEqual(await before.filters());
  });

  it('gives a rare word a small chunk', () => {
    const size = (dir: string) =>
      readdirSync(join(root, dir, 'pagefind', 'index')).map(
        (f) => statSync(join(root, dir, 'pagefind', 'index', f)).size,
      );
    expect(Math.min(...size('after'))).toBeLessThan(Math.min(...size('before')) / 5);
    expect(readFileSync(join(root, 'after', 'pagefind', 'pagefind-entry.json'), 'utf8')).not.toBe(
      readFileSync(join(root, 'before', 'pagefind', 'pagefind-entry.json'), 'utf8'),
    );
  });
});

describe('cutting', () => {
  const w = (word: string, pages: number, positions: number): [string, [number, number[]][]] => [
    word,
    Array.from({ length: pages }, (_, i) => [i, Array.from({ length: positions }, (_, j) => j)]),
  ];

  it('closes a chunk once it holds the entries, as Pagefind does', () => {
    // a: 2 pages × (1 + 2) = 6 entries; b: 4; c: 12.
    const chunks = cutWords([w('a', 2, 2), w('b', 2, 1), w('c', 3, 3)], 10);
    expect(chunks.map((c) => c.map((x) => x[0]))).toEqual([['a', 'b'], ['c']]);
  });

  it('never cuts between words sharing three characters, or between a word and its longer forms', () => {
    const words = [
      w('io', 5, 5),
      w('iops', 5, 5),
      w('resolv', 5, 5),
      w('resolvabl', 5, 5),
      w('retri', 5, 5),
    ];
    expect(cutWords(words, 1).map((c) => c.map((x) => x[0]))).toEqual([
      ['io', 'iops'],
      ['resolv', 'resolvabl'],
      ['retri'],
    ]);
  });

  it('leaves no gap between ranges for a term that begins a word', () => {
    const chunks = [[w('io', 1, 1)], [w('resolv', 1, 1)], [w('retri', 1, 1)]];
    expect(chunkRanges(chunks, 'i', 'ret')).toEqual([
      ['i', 'io'],
      ['r', 'resolv'],
      ['ret', 'ret'],
    ]);
  });
});
