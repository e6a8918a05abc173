import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bodyFile,
  bodyFileHolds,
  htmlDigest,
  readBodyFile,
  bodyFileWriter,
  removeOtherBodyFiles,
} from '../../src/node/body-files.ts';

describe('rendered body files', () => {
  const cache = mkdtempSync(join(tmpdir(), 'il-bodies-'));
  const writeBodyFile = async (file: string, html: string) => {
    const writer = bodyFileWriter();
    await writer.write(file, html);
    await writer.flush();
  };

  it('keeps one file per entry and digest, under its collection, with an id safe as a file name', () => {
    expect(bodyFile(cache, 'cases', 'IL-0190', 'd1')).toBe(
      join(cache, 'incident-library-bodies/cases/IL-0190.d1.html'),
    );
    expect(bodyFile(cache, 'concepts', 'a/b c', 'x/y')).toBe(
      join(cache, 'incident-library-bodies/concepts/a%2Fb%20c.x%2Fy.html'),
    );
  });

  it("never gives one path to two digests of an entry, so a store can only point at its own digest's body", async () => {
    // A build stopped after writing a new body but before its store was written keeps the old
    // digest in the store: that digest must not lead to the new body.
    const older = bodyFile(cache, 'cases', 'IL-0002', 'old');
    const newer = bodyFile(cache, 'cases', 'IL-0002', 'new');
    await writeBodyFile(older, '<p>old</p>');
    await writeBodyFile(newer, '<p>new</p>');
    expect(newer).not.toBe(older);
    expect(readBodyFile(older)).toBe('<p>old</p>');
  });

  it('removes the files of a collection that no entry points at, and only those of this cache folder', async () => {
    const kept = bodyFile(cache, 'cases', 'IL-0005', 'now');
    const left = bodyFile(cache, 'cases', 'IL-0005', 'before');
    const other = bodyFile(cache, 'concepts', 'etcd', 'd');
    for (const f of [kept, left, other]) await writeBodyFile(f, '<p>x</p>');
    removeOtherBodyFiles(cache, 'cases', new Set([kept]));
    expect([existsSync(kept), existsSync(left), existsSync(other)]).toEqual([true, false, true]);
    // A collection with no folder yet is not an error.
    removeOtherBodyFiles(cache, 'transcripts', new Set());
  });

  it('writes, replaces and reads a body, and tells a file that no longer holds its HTML', async () => {
    const file = bodyFile(cache, 'cases', 'IL-0001', 'd');
    expect(existsSync(file)).toBe(false);
    expect(bodyFileHolds(file, htmlDigest('<p>two</p>'))).toBe(false);
    await writeBodyFile(file, '<p>one</p>');
    await writeBodyFile(file, '<p>two</p>');
    expect(readBodyFile(file)).toBe('<p>two</p>');
    expect(bodyFileHolds(file, htmlDigest('<p>two</p>'))).toBe(true);
    expect(bodyFileHolds(file, htmlDigest('<p>one</p>'))).toBe(false);
    expect(bodyFileHolds(file, undefined)).toBe(false);
  });

  it('names the missing file when a body is gone', () => {
    expect(() => readBodyFile(bodyFile(cache, 'cases', 'IL-9999', 'd'))).toThrow(
      /IL-9999\.d\.html is missing/,
    );
  });

  it('writes many bodies off the calling thread, each whole, with no temporary file left', async () => {
    const writer = bodyFileWriter(4);
    const files = Array.from({ length: 50 }, (_, i) => bodyFile(cache, 'async', `IL-${i}`, 'd'));
    for (const [i, f] of files.entries()) await writer.write(f, `<p>${i}</p>`);
    await writer.flush();
    for (const [i, f] of files.entries()) expect(readBodyFile(f)).toBe(`<p>${i}</p>`);
    expect(readdirSync(join(cache, 'incident-library-bodies/async'))).toHaveLength(50);
  });

  it('fails at the latest when flushed, and refuses every later write', async () => {
    const blocker = join(cache, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const writer = bodyFileWriter();
    const bad = join(blocker, 'IL-0001.d.html');
    const failure = writer.write(bad, '<p>x</p>').then(() => writer.flush());
    // A file where a folder should be: mkdir's own error, with the path.
    await expect(failure).rejects.toThrow(blocker);
    await expect(writer.flush()).rejects.toThrow(blocker);
    await expect(writer.write(bodyFile(cache, 'async', 'later', 'd'), '')).rejects.toThrow(blocker);
  });
});
