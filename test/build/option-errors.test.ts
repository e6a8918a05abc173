// A library's bad options, as each of its commands meets them: the starter copied as a team's
// project, its astro.config.mjs edited, and `incident-library <command>` run in it. Every command
// prints every problem on a line of its own, naming the option and its hint, writes nothing and
// exits non-zero; an option naming a file that is not under public/ is one of those problems.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyLibrary, type LibraryCopy } from '../helpers/library-site.ts';

let copy: LibraryCopy;
let starterConfig = '';

beforeAll(() => {
  copy = copyLibrary('examples/starter');
  starterConfig = readFileSync(join(copy.root, 'astro.config.mjs'), 'utf8');
});
afterAll(() => copy?.remove());

/** Writes the starter's config with `from` replaced by `to` (which must be there). */
function configWith(...edits: [from: string, to: string][]): void {
  let text = starterConfig;
  for (const [from, to] of edits) {
    expect(text).toContain(from);
    text = text.replace(from, to);
  }
  writeFileSync(join(copy.root, 'astro.config.mjs'), text);
}

/** What `incident-library <command>` printed, both streams, and its exit status. */
function run(command: string, ...args: string[]) {
  const r = copy.run([command, ...args], { OUT_DIR: join(copy.root, 'out') });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}`, wroteOutput: false };
}

// `dev` and `preview` start Astro's own command, which prints the integration's error itself.
const COMMANDS: [command: string, ...args: string[]][] = [
  ['validate'],
  ['build'],
  ['new-case', '--title', 'A test case'],
  ['mcp'],
  ['dev', '--port', '0'],
];

/** A line of `output` that is `line`, after a command's own prefix (`incident-library mcp: `). */
const lineOf = (line: string) =>
  new RegExp(
    `^(?:incident-library mcp: |\\s+)?${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    'm',
  );

// Options that fail the options' schema: a misspelt name, a colour without contrast, and an
// address and a branch that would break the links made from them. All four are reported by one run
// of each command (every problem at once), which both tables below read: starting a command is
// most of its time.
const BAD_OPTIONS: [from: string, to: string][] = [
  ["accent: { light: '#8a3ffc'", "acent: {}, accent: { light: '#ffcc00'"],
  ["'https://github.com/acme/incidents'", `'https://github.com/acme/incidents"x'`],
  ["branch: 'main'", "branch: 'main branch'"],
];
const badOptionRuns = new Map<string, ReturnType<typeof run>>();
/** What `command` printed with `BAD_OPTIONS`, run once per command for the whole file. */
function withBadOptions(command: string, ...args: string[]): ReturnType<typeof run> {
  const key = [command, ...args].join(' ');
  let r = badOptionRuns.get(key);
  if (!r) {
    configWith(...BAD_OPTIONS);
    r = run(command, ...args);
    // Checked here, while the run's own output folder is the one looked at.
    r = { ...r, wroteOutput: existsSync(join(copy.root, 'out')) };
    badOptionRuns.set(key, r);
  }
  return r;
}

describe('every command names every bad option', () => {
  it.each(COMMANDS)('%s', (command, ...args) => {
    const r = withBadOptions(command, ...args);
    expect(r.output).toMatch(lineOf('acent: is not an option (did you mean "accent"?)'));
    expect(r.output).toMatch(
      lineOf(
        'accent.light: #ffcc00 has a contrast of 1.51:1 on the light background #ffffff; links need 4.5:1 (choose a darker colour)',
      ),
    );
    expect(r.status).not.toBe(0);
    expect(r.wroteOutput).toBe(false);
  });
});

describe('an option naming a file that is not there', () => {
  // Checked only once the options pass their schema, so in runs of their own.
  it.each(COMMANDS)('%s', (command, ...args) => {
    configWith(["logo: { src: 'logo.svg'", "logo: { src: 'brand/acme.svg'"]);
    const r = run(command, ...args);
    expect(r.output).toMatch(
      /^(?:incident-library mcp: |\s+)?logo\.src: public\/brand\/acme\.svg does not exist/m,
    );
    expect(r.output).not.toMatch(/broken link/);
    expect(r.status).not.toBe(0);
    expect(existsSync(join(copy.root, 'out'))).toBe(false);
  });
});

describe('an address or branch that would break the links made from it', () => {
  it.each([['validate'], ['build']])('%s', (command) => {
    const r = withBadOptions(command);
    expect(r.output).toMatch(/^repository\.url: .*"https:\/\/github\.com\/acme\/incidents\\"x"/m);
    expect(r.output).toMatch(/^repository\.branch: .*"main branch"/m);
    expect(r.status).not.toBe(0);
    expect(r.wroteOutput).toBe(false);
  });
});
