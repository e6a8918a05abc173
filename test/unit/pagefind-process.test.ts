import { readdirSync, readFileSync } from 'node:fs';
import * as pagefind from 'pagefind';
import { describe, expect, it } from 'vitest';
import { closePagefind } from '../../src/postbuild/pagefind-process.ts';

/** This process's children named pagefind*, zombies included (an exited child not yet reaped). */
function pagefindProcesses(): string[] {
  const found: string[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let text: string;
    try {
      text = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    const close = text.lastIndexOf(')');
    const [state, ppid] = text.slice(close + 2).split(' ');
    if (Number(ppid) === process.pid && text.slice(text.indexOf('(') + 1, close).startsWith('pagefind')) found.push(`${name} ${state}`);
  }
  return found;
}

describe("closing Pagefind's backend", () => {
  it('returns only once the binary has exited and been reaped, so its time and memory count for the build', async () => {
    const { index } = await pagefind.createIndex({});
    await index!.addHTMLFile({ sourcePath: 'a/index.html', content: '<html lang="en"><body><main>Some words to index.</main></body></html>' });
    expect(pagefindProcesses().length).toBeGreaterThan(0);
    await closePagefind();
    expect(pagefindProcesses()).toEqual([]);
  });
});
