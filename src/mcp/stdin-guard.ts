/**
 * The lines of standard input checked before the SDK's `StdioServerTransport` reads them. The
 * transport drops a line that is not a JSON-RPC message without an answer, and closes itself (so the
 * server exits 0, silently) when a line outgrows its 10 MiB buffer. In front of it, this stream
 * answers each refused line the way JSON-RPC 2.0 says (parse error -32700, invalid request -32600,
 * invalid params -32602), says why on one stderr line, and passes on only the lines the transport
 * will accept, so the next line is served whatever came before.
 */
import { Transform, type Readable } from 'node:stream';
import {
  ErrorCode,
  JSONRPCMessageSchema,
  type JSONRPCErrorResponse,
} from '@modelcontextprotocol/sdk/types.js';
import { oneLine } from './inputs.ts';

/** The longest line read, in bytes: the SDK transport's own buffer size (10 MiB). */
export const LINE_MAX = 10 * 1024 * 1024;

/** How much of an over-long line is kept to find its `id` in (bytes). */
const HEAD_MAX = 64 * 1024;

type Id = string | number;

/** An error response; without an `id` when the message's cannot be read (MCP's schema omits it). */
function refusal(id: Id | undefined, code: number, message: string): JSONRPCErrorResponse {
  return {
    jsonrpc: '2.0',
    ...(id === undefined ? {} : { id }),
    error: { code, message: oneLine(message) },
  };
}

const isId = (v: unknown): v is Id =>
  typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v));

/**
 * The top-level `"id"` of a JSON object read from the start of its text, which may be cut off;
 * undefined when the text does not reach it or it is not a string or integer. Keys of nested
 * objects (a tool argument named `id`) are not taken for it.
 */
export function leadingId(text: string): Id | undefined {
  let depth = 0;
  let atKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length) return undefined;
      if (depth === 1 && atKey) {
        const value = /^\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")\s*[,}]/.exec(text.slice(j + 1, j + 400));
        try {
          if (JSON.parse(text.slice(i, j + 1)) === 'id' && value) {
            const id: unknown = JSON.parse(value[1]);
            return isId(id) ? id : undefined;
          }
        } catch {
          return undefined;
        }
      }
      atKey = false;
      i = j;
    } else if (c === '{' || c === '[') {
      depth++;
      atKey = c === '{' && depth === 1;
    } else if (c === '}' || c === ']') depth--;
    else if (c === ',') atKey = depth === 1;
  }
  return undefined;
}

/** What becomes of one line: passed on, skipped (blank), or refused with an answer (or none). */
export type Verdict =
  { pass: true } | { skip: true } | { refused: string; answer?: JSONRPCErrorResponse };

/**
 * Checks one line (without its newline) against the SDK's own JSON-RPC message schema, so what
 * passes is what the transport accepts. A refused request with an `id` is answered with it; a
 * notification or a response is never answered (JSON-RPC forbids it), only logged.
 */
export function checkLine(line: string): Verdict {
  if (!line.trim()) return { skip: true };
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (err) {
    const why = `Parse error: ${err instanceof Error ? err.message : String(err)}`;
    return { refused: why, answer: refusal(undefined, ErrorCode.ParseError, why) };
  }
  const parsed = JSONRPCMessageSchema.safeParse(value);
  if (parsed.success) return { pass: true };
  const o = (
    typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}
  ) as Record<string, unknown>;
  const id = isId(o.id) ? o.id : undefined;
  if (typeof o.method === 'string' && 'params' in o) {
    const p = o.params;
    if (p === null || typeof p !== 'object' || Array.isArray(p)) {
      const why = `Invalid params: params of ${o.method} must be an object, not ${p === null ? 'null' : Array.isArray(p) ? 'an array' : typeof p}`;
      if (id === undefined) return { refused: why };
      return { refused: why, answer: refusal(id, ErrorCode.InvalidParams, why) };
    }
  }
  const issue = parsed.error.issues[0];
  const why = `Invalid Request: ${issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'not a JSON-RPC 2.0 message'}`;
  // A notification (a method, no id) or a response (no method) is not answered.
  if (id === undefined && typeof o.method === 'string') return { refused: why };
  if (!('method' in o) && ('result' in o || 'error' in o)) return { refused: why };
  return { refused: why, answer: refusal(id, ErrorCode.InvalidRequest, why) };
}

/**
 * `input` split into lines of at most `max` bytes, each checked by `checkLine`: the stream to
 * give the SDK transport as its stdin. A longer line is dropped as it arrives (never held whole)
 * and answered with -32600 naming the limit, with the `id` found in its first 64 KiB.
 * @param answer sends an error response (the transport's `send`).
 * @param log writes one line on stderr.
 */
export function guardStdin(
  input: Readable,
  answer: (message: JSONRPCErrorResponse) => void,
  log: (line: string) => void,
  max = LINE_MAX,
): Readable {
  let parts: Buffer[] = [];
  let size = 0;
  let head: string | undefined;
  const limit = max % (1024 * 1024) === 0 ? `${max / (1024 * 1024)} MiB` : `${max}-byte`;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let start = 0; ;) {
        const nl = chunk.indexOf(10, start);
        const piece = chunk.subarray(start, nl === -1 ? chunk.length : nl);
        if (head === undefined && size + piece.length > max)
          head = Buffer.concat(
            [...parts, piece],
            Math.min(HEAD_MAX, size + piece.length),
          ).toString();
        if (head === undefined) parts.push(piece);
        else parts = [];
        size += piece.length;
        if (nl === -1) break;
        if (head !== undefined) {
          const why = `Invalid Request: the message is ${size} bytes, over the ${limit} limit of one line`;
          log(why);
          answer(refusal(leadingId(head), ErrorCode.InvalidRequest, why));
        } else {
          const line = Buffer.concat(parts, size);
          const verdict = checkLine(line.toString('utf8'));
          if ('pass' in verdict) this.push(Buffer.concat([line, Buffer.from('\n')]));
          else if ('refused' in verdict) {
            log(verdict.refused);
            if (verdict.answer) answer(verdict.answer);
          }
        }
        parts = [];
        size = 0;
        head = undefined;
        start = nl + 1;
      }
      done();
    },
  });
  input.on('error', (err) => guard.destroy(err));
  return input.pipe(guard);
}
