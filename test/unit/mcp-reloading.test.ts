// The MCP server's library, read again when the content's stamp changes.
import { describe, expect, it } from 'vitest';
import { reloading, type LoadOutcome } from '../../src/mcp/reloading.ts';

describe('reloading', () => {
  it('loads once while the stamp stays, again when it changes, and after a failure only then', async () => {
    let stamp = 'a';
    let loads = 0;
    let broken = true;
    const outcomes: LoadOutcome<number>[] = [];
    const library = reloading(
      () => {
        loads++;
        if (broken) throw new Error('a content problem');
        return loads;
      },
      () => stamp,
      (o) => outcomes.push(o),
    );
    await expect(library()).rejects.toThrow('a content problem');
    await expect(library()).rejects.toThrow('a content problem');
    expect(loads).toBe(1);
    broken = false;
    stamp = 'b';
    expect(await library()).toBe(2);
    expect(await library()).toBe(2);
    stamp = 'c';
    expect(await library()).toBe(3);
    expect(loads).toBe(3);
    expect(outcomes.map((o) => ('value' in o ? o.value : 'error'))).toEqual(['error', 2, 3]);
  });

  it('loads again on each call while the stamp cannot be taken', async () => {
    let loads = 0;
    const library = reloading(
      () => ++loads,
      () => {
        throw new Error('gone');
      },
    );
    expect(await library()).toBe(1);
    expect(await library()).toBe(2);
  });
});
