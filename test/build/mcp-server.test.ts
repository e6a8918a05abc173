// The MCP server as a client meets it: `node src/mcp/main.ts` started by the SDK's own
// StdioClientTransport on the fixture library (the project test/fixtures/site) under a sub-path, driven
// by the SDK's own Client: each tool, and each kind of bad input as a one-line tool error.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, QUERY_MAX } from '../../src/mcp/inputs.ts';
import { ROOT } from '../helpers/build-site.ts';
import { hostile } from '../helpers/hostile.ts';
import { SITE_CONTENT, SITE_PROJECT } from '../helpers/site-fixture.ts';
import { writeAstroConfig } from '../helpers/project.ts';

/** The client's first message, as a raw JSON-RPC client sends it. */
const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'raw', version: '1' },
  },
};

const SITE = 'https://kb.example.org/kb';
let client: Client;
let stderr = '';

beforeAll(async () => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['src/mcp/main.ts', '--root', SITE_PROJECT],
    cwd: ROOT,
    env: {
      ...(process.env as Record<string, string>),
      SITE_URL: 'https://kb.example.org',
      SITE_BASE: '/kb/',
    },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (b: Buffer) => (stderr += b.toString()));
  client = new Client({ name: 'test', version: '1.0.0' });
  // A message on stdout that is not JSON-RPC would fail the connection or a call below.
  await client.connect(transport);
});

afterAll(async () => {
  await client?.close();
});

/** A tool's answer: whether it is an error, and its text (JSON for answers). */
async function call(name: string, args: Record<string, unknown>) {
  const r = await client.callTool({ name, arguments: args });
  const content = r.content as { type: string; text: string }[];
  expect(content).toHaveLength(1);
  return { isError: r.isError === true, text: content[0].text };
}

async function answer(name: string, args: Record<string, unknown>) {
  const r = await call(name, args);
  expect(r.isError, r.text).toBe(false);
  return JSON.parse(r.text);
}

async function failure(name: string, args: Record<string, unknown>): Promise<string> {
  const r = await call(name, args);
  expect(r.isError, r.text).toBe(true);
  expect(r.text).not.toMatch(/\n/);
  return r.text;
}

const ids = (cases: { id: string }[]) => cases.map((c) => c.id);

describe('the MCP server', () => {
  it('offers the five tools, each with an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'get_case',
      'list_mitigations',
      'list_terms',
      'search_cases',
      'similar_cases',
    ]);
    const search = tools.find((t) => t.name === 'search_cases')!;
    expect(Object.keys(search.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['query', 'component', 'root_cause', 'organisation', 'year']),
    );
    // The limits are in the schemas a client reads, not only in their descriptions.
    expect(search.inputSchema.properties?.limit).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 50,
    });
    const similar = tools.find((t) => t.name === 'similar_cases')!;
    expect(similar.inputSchema.properties?.limit).toMatchObject({ minimum: 1, maximum: 20 });
    const mitigations = tools.find((t) => t.name === 'list_mitigations')!;
    expect(mitigations.inputSchema.properties?.limit).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 50,
    });
    expect(Object.keys(mitigations.inputSchema.properties ?? {}).sort()).toEqual([
      'component',
      'contributing_factor',
      'limit',
      'root_cause',
    ]);
    expect(mitigations.description).toMatch(/adopted_after, would_have_caught, suggested/);
    expect(tools.find((t) => t.name === 'get_case')!.description).toMatch(/its mitigations/);
    expect(similar.description).toMatch(/the mitigations those cases name/);
    const list = tools.find((t) => t.name === 'list_terms')!;
    expect(list.inputSchema.properties?.taxonomy).toMatchObject({
      type: 'string',
      enum: [
        'components',
        'root-causes',
        'contributing-factors',
        'impact-categories',
        'organisations',
        'years',
      ],
    });
  });

  it('search_cases: words, facets by slug or label, and every case with its URL on the site', async () => {
    const byWords = await answer('search_cases', { query: 'etcd leader' });
    expect(byWords.matched).toBe('every word');
    expect(ids(byWords.cases)[0]).toBe('IL-0001');
    expect(byWords.cases[0].url).toBe(`${SITE}/cases/IL-0001/`);
    const byFacet = await answer('search_cases', { organisation: 'Globex' });
    expect(ids(byFacet.cases).sort()).toEqual(['IL-0003', 'IL-0006']);
    const byFactor = await answer('search_cases', {
      contributing_factor: 'missing-alerting',
      root_cause: 'Software defect',
    });
    expect(ids(byFactor.cases).sort()).toEqual(['IL-0001', 'IL-0004']);
    const both = await answer('search_cases', { query: 'dns', component: 'lb-edge', year: 2024 });
    expect(ids(both.cases)).toEqual(['IL-0006']);
    // No case has every word: those with most of them, saying which they missed.
    const some = await answer('search_cases', { query: 'etcd watch zeppelin' });
    expect(some.matched).toMatch(/^some words/);
    expect(some.cases[0].id).toBe('IL-0001');
    expect(some.cases[0].missing).toEqual(['zeppelin']);
  });

  it('get_case: one case with its timeline, sources and URL; an old merged ID and a short ID find it', async () => {
    const c = await answer('get_case', { id: 'IL-0006' });
    expect(c.url).toBe(`${SITE}/cases/IL-0006/`);
    expect(c.timeline.length).toBeGreaterThan(0);
    expect(c.timeline[0]).toHaveProperty('at');
    expect(c.sources[0]).toMatchObject({ url: expect.stringMatching(/^https:/) });
    // No archived copy is made up for a source that names none; one that does gives it.
    expect(c.sources[0]).not.toHaveProperty('archived_copy');
    expect(c.sources[0].internal).toBe(false);
    expect((await answer('get_case', { id: 'IL-0005' })).sources[1].archived_copy).toBe(
      'https://archive.example.net/2024/gpu-queue',
    );
    expect(c.organisation).toEqual({
      slug: 'globex',
      label: 'Globex',
      url: `${SITE}/organisations/globex/`,
    });
    expect((await answer('get_case', { id: 'il-0009' })).id).toBe('IL-0001');
    expect((await answer('get_case', { id: 'il-0009' })).merged_from).toBe('IL-0009');
    expect((await answer('get_case', { id: 'IL-5' })).id).toBe('IL-0005');
  });

  it('list_terms: every term of a vocabulary with its count and page, most cases first; years too', async () => {
    const orgs = await answer('list_terms', { taxonomy: 'organisations' });
    expect(orgs.terms.map((t: { slug: string; cases: number }) => [t.slug, t.cases])).toEqual([
      ['acme', 2],
      ['example-corp', 2],
      ['globex', 2],
    ]);
    expect(orgs.terms[0].url).toBe(`${SITE}/organisations/acme/`);
    const causes = await answer('list_terms', { taxonomy: 'root cause' });
    expect(causes.taxonomy).toBe('root-causes');
    const years = await answer('list_terms', { taxonomy: 'years' });
    expect(years.terms[0]).toEqual({ year: 2024, cases: 2, url: `${SITE}/years/2024/` });
  });

  it('similar_cases: cases ranked by a description of an ongoing incident, with the words each matched', async () => {
    const r = await answer('similar_cases', {
      description: 'Clients kept a dead connection after the etcd leader changed; watch stuck',
      limit: 3,
    });
    expect(r.cases.length).toBeLessThanOrEqual(3);
    expect(r.cases[0].id).toBe('IL-0001');
    expect(r.cases[0].url).toBe(`${SITE}/cases/IL-0001/`);
    expect(r.cases[0].matched).toEqual(expect.arrayContaining(['etcd', 'leader']));
    expect(r.cases[0].score).toBeGreaterThan(r.cases.at(-1).score - 1e-9);
  });

  it('list_mitigations, get_case and similar_cases name the mitigations (none in this library)', async () => {
    expect(await answer('list_mitigations', {})).toEqual({
      filters: {},
      total: 0,
      mitigations: [],
    });
    expect(await answer('list_mitigations', { root_cause: 'Software defect' })).toEqual({
      filters: { root_cause: 'software-defect' },
      total: 0,
      mitigations: [],
    });
    expect((await answer('get_case', { id: 'IL-0006' })).mitigations).toEqual([]);
    expect((await answer('similar_cases', { description: 'etcd leader' })).mitigations).toEqual([]);
    expect(await failure('list_mitigations', { limit: 51 })).toMatch(/limit/);
    expect(await failure('list_mitigations', { component: 'etcdd' })).toBe(
      'unknown component "etcdd": did you mean "etcd"?',
    );
  });

  it('answers bad input with a one-line tool error and a hint, and keeps serving', async () => {
    // Each call, and its error: the whole line, or a pattern for its start.
    const calls = hostile('mcp', [
      ['search_cases', {}, /^query is empty and no facet is given/],
      ['search_cases', { query: '   ' }, /^query is empty/],
      [
        'search_cases',
        { query: 'x'.repeat(QUERY_MAX + 1) },
        `query is ${QUERY_MAX + 1} characters, over the ${QUERY_MAX}-character limit: shorten it to what matters most`,
      ],
      ['search_cases', { query: 'the of and' }, /no word to search for/],
      ['search_cases', { component: 'etcdd' }, 'unknown component "etcdd": did you mean "etcd"?'],
      [
        'search_cases',
        { root_cause: 'nothing like it at all' },
        /^unknown root cause "nothing like it at all": list them with list_terms/,
      ],
      [
        'search_cases',
        { organisation: 'Globx' },
        /^unknown organisation "Globx": did you mean "(globex|Globex)"\?/,
      ],
      ['search_cases', { year: 2023.5 }, /year/],
      ['search_cases', { year: 1999 }, 'no case started in 1999: did you mean 2021?'],
      ['search_cases', { query: 'etcd', limit: 0 }, /limit 0 is not a whole number from 1 to 50/],
      ['search_cases', { query: 'etcd', limit: 51 }, /limit 51 is not a whole number from 1 to 50/],
      [
        'similar_cases',
        { description: 'etcd', limit: 21 },
        /limit 21 is not a whole number from 1 to 20/,
      ],
      ['get_case', { id: 'IL-0007' }, /^no case "IL-0007": did you mean/],
      ['get_case', { id: '' }, /^id is empty/],
      [
        'get_case',
        { id: 'IL-'.repeat(100_000) },
        /^id is 300000 characters, over the 200-character limit/,
      ],
      ['search_cases', { component: 'e'.repeat(1000) }, /^component is 1000 characters/],
      [
        'list_terms',
        { taxonomy: 'componets' },
        /unknown taxonomy "componets": did you mean "components"\?/,
      ],
      ['similar_cases', { description: '' }, /^description is empty/],
      [
        'similar_cases',
        { description: 'etcd\n'.repeat(DESCRIPTION_MAX) },
        /over the 4000-character limit/,
      ],
      ['similar_cases', { description: 42 }, /description/],
    ] as [string, Record<string, unknown>, string | RegExp][]);
    for (const [tool, args, error] of calls) {
      const said = await failure(tool, args);
      if (typeof error === 'string') expect(said).toBe(error);
      else expect(said).toMatch(error);
    }
    // Still serving after all of that.
    expect((await answer('get_case', { id: 'IL-0002' })).id).toBe('IL-0002');
    expect(stderr).toMatch(/6 cases from .*test\/fixtures\/site\/content/);
  });
});

describe('npm run --silent mcp, the documented command', () => {
  it('writes nothing but JSON-RPC messages to stdout, npm banner and logs included', async () => {
    const child = spawn('npm', ['run', '--silent', 'mcp', '--', '--root', SITE_PROJECT], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    const send = (m: object) => child.stdin.write(`${JSON.stringify(m)}\n`);
    // A tool call makes the server read the library, so whatever that logs has happened.
    const answered = new Promise<void>((resolve, reject) => {
      child.stdin.on('error', () => {});
      child.stdout.on('data', (b: Buffer) => {
        out += b.toString();
        if (/"id":3\b/.test(out) && out.endsWith('\n')) resolve();
      });
      child.on('exit', (code) =>
        reject(new Error(`the server exited (${code}) before answering:\n${err}`)),
      );
    });
    send(INITIALIZE);
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    send({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'similar_cases', arguments: { description: 'etcd leader change' } },
    });
    await answered;
    child.kill();
    const lines = out.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(JSON.parse(line), line).toMatchObject({ jsonrpc: '2.0' });
    expect(JSON.parse(lines.at(-1)!).result.content[0].text).toContain('IL-0001');
    expect(err).toMatch(/6 cases from/);
  });
});

/** The server started raw on the project at `root`, with its stdout read as JSON-RPC lines. */
function rawServer(root: string) {
  const child = spawn(process.execPath, ['src/mcp/main.ts', '--root', root], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let exited: number | null | undefined;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  child.stdout.on('data', (b: Buffer) => {
    out += b.toString();
    wake();
  });
  child.stderr.on('data', (b: Buffer) => {
    err += b.toString();
    wake();
  });
  child.on('exit', (code) => {
    exited = code;
    wake();
  });
  const messages = () =>
    out
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  /** Resolves with the first message `pick` accepts; rejects if the server exits first. */
  const until = async <T>(pick: () => T | undefined): Promise<T> => {
    for (;;) {
      const found = pick();
      if (found !== undefined) return found;
      if (exited !== undefined)
        throw new Error(`the server exited (${exited}) without answering; stderr:\n${err}`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return {
    child,
    stderr: () => err,
    send: (line: string) =>
      new Promise<void>((resolve) => {
        // A server that exited takes no more: the wait for its answer says so.
        if (exited !== undefined || child.stdin.write(`${line}\n`)) resolve();
        else {
          child.stdin.once('drain', resolve);
          child.once('exit', () => resolve());
        }
      }),
    reply: (id: number) => until(() => messages().find((m) => m.id === id)),
    /** The next message after the first `n`. */
    message: (n: number) => until(() => messages()[n]),
    stderrMatching: (re: RegExp) => until(() => (re.test(err) ? err : undefined)),
    close: () => child.kill(),
  };
}

const INIT = JSON.stringify(INITIALIZE);
const getCase = (id: number, caseId: string) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'get_case', arguments: { id: caseId } },
  });

// A missing answer would wait forever: the cap turns it into a failure.
describe('the MCP server and hostile messages', { timeout: 60_000 }, () => {
  it('answers a line over 10 MiB with an error naming the limit, and serves the next line', async () => {
    const s = rawServer(SITE_PROJECT);
    try {
      await s.send(INIT);
      await s.reply(1);
      await s.send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
      const huge = JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'similar_cases', arguments: { description: 'x'.repeat(11 * 1024 * 1024) } },
      });
      await s.send(huge);
      const r = await s.reply(2);
      expect(r.error).toMatchObject({ code: -32600, message: expect.stringMatching(/10 MiB/) });
      expect(s.stderr()).toMatch(/10 MiB/);
      await s.send(getCase(3, 'IL-0002'));
      expect(JSON.stringify(await s.reply(3))).toContain('IL-0002');
    } finally {
      s.close();
    }
  });

  it('answers malformed JSON with -32700 and params: null with -32602, and keeps serving', async () => {
    const s = rawServer(SITE_PROJECT);
    try {
      await s.send(INIT);
      await s.reply(1);
      await s.send('{"jsonrpc":"2.0","id":2,"method":"tools/list"');
      const parse = await s.message(1);
      expect(parse).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } });
      await s.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list', params: null }));
      expect(await s.reply(3)).toMatchObject({ error: { code: -32602 } });
      await s.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 42 }));
      expect(await s.reply(4)).toMatchObject({ error: { code: -32600 } });
      await s.send(getCase(5, 'IL-0002'));
      expect(JSON.stringify(await s.reply(5))).toContain('IL-0002');
    } finally {
      s.close();
    }
  });

  it('serves a fixed file without a restart, and a changed one as it now is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'il-mcp-'));
    const content = join(dir, 'content');
    cpSync(join(ROOT, SITE_CONTENT), content, { recursive: true });
    writeAstroConfig(dir);
    const file = join(content, 'cases/IL-0002.md');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace(/^title: .*$/m, 'title: 42\nnot yaml: ['));
    const s = rawServer(dir);
    try {
      await s.send(INIT);
      await s.reply(1);
      await s.send(getCase(2, 'IL-0002'));
      const broken = (await s.reply(2)) as {
        result: { isError: boolean; content: { text: string }[] };
      };
      expect(broken.result.isError).toBe(true);
      expect(broken.result.content[0].text).toMatch(/content problem/);
      writeFileSync(file, good);
      await s.send(getCase(3, 'IL-0002'));
      const fixed = (await s.reply(3)) as {
        result: { isError?: boolean; content: { text: string }[] };
      };
      expect(fixed.result.isError, fixed.result.content[0].text).toBeFalsy();
      expect(JSON.parse(fixed.result.content[0].text).id).toBe('IL-0002');
      writeFileSync(file, good.replace(/^title: .*$/m, 'title: A title written since'));
      await s.send(getCase(4, 'IL-0002'));
      const changed = (await s.reply(4)) as { result: { content: { text: string }[] } };
      expect(JSON.parse(changed.result.content[0].text).title).toBe('A title written since');
      expect(s.stderr()).toMatch(/IL-0002/);
    } finally {
      s.close();
    }
  });
});
