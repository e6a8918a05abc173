// releaseMemory collects what nothing references any more, keeps what is referenced, and gives the
// freed heap back (the committed heap shrinks), when the command exposed V8's gc; without it, it
// does nothing and switches nothing on. Each case runs in a Node of its own, started as the build
// command starts one.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/build-site.ts';

const MODULE = JSON.stringify(join(ROOT, 'src/node/release-memory.ts'));

/** Runs `body` (an async function body that returns JSON-able data) in a new Node process. */
function inNode(flags: string[], body: string): unknown {
  const script = `import { releaseMemory } from ${MODULE};
const tick = () => new Promise((r) => setImmediate(r));
const result = await (async () => { ${body} })();
process.stdout.write(JSON.stringify(result));`;
  const r = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

describe('releaseMemory', () => {
  it('frees unreferenced objects and keeps referenced ones', () => {
    expect(
      inNode(
        ['--expose-gc'],
        `const holder = { dropped: { name: 'dropped' } };
        const kept = { name: 'kept' };
        const droppedRef = new WeakRef(holder.dropped);
        const keptRef = new WeakRef(kept);
        delete holder.dropped;
        await tick();
        const released = releaseMemory();
        return { released, dropped: droppedRef.deref() === undefined, kept: keptRef.deref() === kept };`,
      ),
    ).toEqual({ released: true, dropped: true, kept: true });
  });

  it('gives the freed heap back to the system', () => {
    const freed = inNode(
      ['--expose-gc'],
      `const holder = { big: [] };
      for (let i = 0; i < 2e6; i++) holder.big.push({ i, s: 'item ' + i });
      const withGarbage = process.memoryUsage().heapTotal;
      delete holder.big;
      await tick();
      releaseMemory();
      return (withGarbage - process.memoryUsage().heapTotal) / 1024 / 1024;`,
    ) as number;
    expect(freed).toBeGreaterThan(64);
  });

  it('does nothing, and exposes nothing, where the command did not expose gc', () => {
    expect(inNode([], `return { released: releaseMemory(), gc: typeof globalThis.gc };`)).toEqual({
      released: false,
      gc: 'undefined',
    });
  });
});
