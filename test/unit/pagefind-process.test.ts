import * as pagefind from 'pagefind';
import { describe, expect, it } from 'vitest';
import { closePagefind, pagefindChildren } from '../../src/postbuild/pagefind-process.ts';

describe("closing Pagefind's backend", () => {
  it('returns only once the binary has exited and been reaped, so its time and memory count for the build', async () => {
    const { index } = await pagefind.createIndex({});
    await index!.addHTMLFile({
      sourcePath: 'a/index.html',
      content: '<html lang="en"><body><main>Some words to index.</main></body></html>',
    });
    expect(pagefindChildren().length).toBeGreaterThan(0);
    await closePagefind();
    // Zombies included: an exited binary that Node has not reaped yet still counts.
    expect(pagefindChildren(true)).toEqual([]);
  });
});
