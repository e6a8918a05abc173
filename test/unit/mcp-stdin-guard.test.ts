// The guard in front of the SDK's stdio transport: which lines pass, which are answered and how.
import { PassThrough } from 'node:stream';
import type { JSONRPCErrorResponse } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { checkLine, guardStdin, leadingId } from '../../src/mcp/stdin-guard.ts';

/** Feeds `chunks` through a guard of `max` bytes; what passed, what was answered, what was logged. */
async function run(chunks: (string | Buffer)[], max?: number) {
  const input = new PassThrough();
  const answers: JSONRPCErrorResponse[] = [];
  const logs: string[] = [];
  const out = guardStdin(
    input,
    (m) => answers.push(m),
    (l) => logs.push(l),
    max,
  );
  let passed = '';
  out.on('data', (b: Buffer) => (passed += b.toString()));
  const ended = new Promise((resolve) => out.on('end', resolve));
  for (const c of chunks) input.write(c);
  input.end();
  await ended;
  return { passed: passed.split('\n').filter(Boolean), answers, logs };
}

const request = (id: unknown, extra: object = {}) =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list', ...extra });

describe('checkLine', () => {
  it('passes a JSON-RPC message and skips a blank line', () => {
    expect(checkLine(request(1))).toEqual({ pass: true });
    expect(
      checkLine(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })),
    ).toEqual({
      pass: true,
    });
    expect(checkLine('  \r')).toEqual({ skip: true });
  });

  it('answers malformed JSON with -32700 and no id', () => {
    const v = checkLine('{"jsonrpc":"2.0","id":1');
    expect(v).toMatchObject({ answer: { jsonrpc: '2.0', error: { code: -32700 } } });
    expect((v as { answer: object }).answer).not.toHaveProperty('id');
  });

  it('answers params that are not an object with -32602 and the id', () => {
    for (const params of [null, [1], 'x'])
      expect(checkLine(request(7, { params }))).toMatchObject({
        answer: { id: 7, error: { code: -32602, message: expect.stringMatching(/params/) } },
      });
  });

  it('answers another invalid request with -32600; never a notification or a response', () => {
    expect(checkLine(JSON.stringify({ jsonrpc: '2.0', id: 'a', method: 42 }))).toMatchObject({
      answer: { id: 'a', error: { code: -32600 } },
    });
    expect(checkLine('[]')).toMatchObject({ answer: { error: { code: -32600 } } });
    const note = checkLine(JSON.stringify({ jsonrpc: '2.0', method: 'n', params: null }));
    expect(note).toHaveProperty('refused');
    expect(note).not.toHaveProperty('answer');
    const response = checkLine(JSON.stringify({ jsonrpc: '1.0', id: 3, result: {} }));
    expect(response).not.toHaveProperty('answer');
  });

  it('keeps each message on one line, whatever the input holds', () => {
    const v = checkLine(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'x\ny', params: 'p\nq' }));
    expect((v as { answer: JSONRPCErrorResponse }).answer.error.message).not.toMatch(/\n/);
  });
});

describe('leadingId', () => {
  it('finds the top-level id, not one nested in the arguments, in text that may be cut off', () => {
    expect(leadingId('{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"x":"')).toBe(12);
    expect(leadingId('{"jsonrpc":"2.0","id":"a\\"b","params":{')).toBe('a"b');
    expect(leadingId('{"params":{"arguments":{"id":5}},"id":9}')).toBe(9);
    expect(leadingId('{"params":{"arguments":{"id":5,"d":"aaaa')).toBeUndefined();
    expect(leadingId('{"method":"x","text":"\\"id\\":4","id":1.5}')).toBeUndefined();
    expect(leadingId('{"id":12')).toBeUndefined();
  });
});

describe('guardStdin', () => {
  it('passes good lines split across chunks and answers the bad ones between them', async () => {
    const a = request(1);
    const r = await run([
      a.slice(0, 5),
      `${a.slice(5)}\n{oops\n`,
      `${request(2, { params: null })}\n${request(3)}\n`,
    ]);
    expect(r.passed).toEqual([a, request(3)]);
    expect(r.answers.map((m) => [m.id, m.error.code])).toEqual([
      [undefined, -32700],
      [2, -32602],
    ]);
    expect(r.logs).toHaveLength(2);
  });

  it('drops a line over the limit as it arrives, answers it with its id, and serves the next', async () => {
    const big = request(4, { params: { d: 'x'.repeat(300) } });
    const r = await run(
      [big.slice(0, 100), big.slice(100, 200), `${big.slice(200)}\n${request(5)}\n`],
      256,
    );
    expect(r.passed).toEqual([request(5)]);
    expect(r.answers).toEqual([
      {
        jsonrpc: '2.0',
        id: 4,
        error: {
          code: -32600,
          message: expect.stringMatching(
            /^Invalid Request: the message is \d+ bytes, over the 256-byte limit/,
          ),
        },
      },
    ]);
    expect(r.logs[0]).toMatch(/256-byte limit/);
  });

  it('passes a line of exactly the limit', async () => {
    const line = request(6);
    const r = await run([`${line}\n`], Buffer.byteLength(line));
    expect(r.passed).toEqual([line]);
    expect(r.answers).toEqual([]);
  });
});
