/**
 * What `incident-library init` writes in place of the starter's identity (Acme): the new
 * library's name, case ID prefix, organisation, site and repository, and the rewriting of each
 * starter file with them. Pure functions: no file system.
 *
 * Every value a person typed reaches a file as data, never as code: in JavaScript and JSON as a
 * `JSON.stringify` literal, in text by a replacement function (so `$&` or `$'` in a name stays
 * literal), and the organisation word used in prose is reduced to characters that are safe in
 * YAML, Markdown and comments alike.
 */
import GithubSlugger from 'github-slugger';

/** The starter's own identity, as its files spell it. */
export const STARTER = {
  title: 'Acme Incident Library',
  prefix: 'ACME',
  org: 'Acme',
  slug: 'acme',
  description: 'What went wrong at Acme, what we learned, and what we changed.',
  author: 'Acme site reliability team',
  site: 'https://acme.example.com',
  repository: 'https://github.com/acme/incidents',
  packageName: 'acme-incident-library',
} as const;

/** A new library's identity, every field derived or given. */
export interface Identity {
  /** The library's title, as typed. */
  name: string;
  /** Its case ID prefix, e.g. "GLX". */
  prefix: string;
  /** The organisation word in prose ("Globex"): letters, digits, spaces, `.`, `&` and `-` only. */
  org: string;
  /** The organisation as a slug ("globex"), for term slugs and host names. */
  slug: string;
  /** The npm package name of the new library. */
  packageName: string;
  /** Where the site will be published: a placeholder under example.com until it is set. */
  site: string;
  /** The repository "Edit this page" opens: the one given, or an obvious placeholder. */
  repository: string;
  description: string;
  author: string;
}

/** Words that describe a library rather than name its organisation. */
const GENERIC = new Set([
  'incident',
  'incidents',
  'library',
  'libraries',
  'postmortem',
  'postmortems',
  'outage',
  'outages',
  'operations',
  'knowledge',
  'base',
  'the',
  'of',
  'and',
]);

/** The name's words that name the organisation ("Globex" of "Globex Incident Library"). */
function orgWords(name: string): string[] {
  const words = name
    .normalize('NFKC')
    .replace(/['’]s\b/gu, '')
    .split(/[^\p{L}\p{N}.&-]+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  const own = words.filter((w) => !GENERIC.has(w.toLowerCase()));
  return own.length ? own : words;
}

/** A slug of `text` with single hyphens, none at either end ("" when nothing is left). */
const slugOf = (text: string) =>
  new GithubSlugger()
    .slug(text)
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');

/** Upper-case ASCII letters and digits of a word, accents dropped. */
const ascii = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();

/**
 * A case ID prefix offered for a library name: the initials of its own words when it has two or
 * more ("Globex Cloud Incidents" gives "GC"), otherwise its one word up to 6 letters ("Globex
 * Incident Library" gives "GLOBEX"); "INC" when the name has no ASCII letter to start with.
 */
export function prefixFromName(name: string): string {
  const words = orgWords(name).map(ascii).filter(Boolean);
  const candidate = words.length > 1 ? words.map((w) => w[0]).join('') : (words[0] ?? '');
  const cut = candidate.slice(0, 6);
  return /^[A-Z]/.test(cut) ? cut : 'INC';
}

/**
 * The whole identity of a new library from what was chosen.
 * @param repository the repository's web address, when one was given.
 */
export function identityOf(choices: {
  name: string;
  prefix: string;
  repository?: string;
}): Identity {
  // No leading `&`, `-` or `.`: in a YAML plain scalar those would start an anchor or a list.
  const org =
    orgWords(choices.name)
      .join(' ')
      .replace(/^[^\p{L}\p{N}]+/u, '')
      .slice(0, 40)
      .trim() || 'Our';
  const slug = slugOf(org) || 'our';
  const packageName = slugOf(choices.name) || 'incident-library-site';
  return {
    name: choices.name,
    prefix: choices.prefix,
    org,
    slug,
    packageName,
    site: `https://incidents.${slug}.example.com`,
    repository: choices.repository ?? `https://github.com/your-org/${packageName}`,
    description: `What went wrong at ${org}, what we learned, and what we changed.`,
    author: `${org} site reliability team`,
  };
}

/** Replaces each key of `map` in `text` with its value, longest key first, literally. */
function replaceAllLiterally(text: string, map: [string, string][]): string {
  const sorted = [...map].sort((a, b) => b[0].length - a[0].length);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(sorted.map(([k]) => escape(k)).join('|'), 'g');
  const values = new Map(sorted);
  return text.replace(pattern, (m) => values.get(m)!);
}

/** The prose replacements: the starter's name, prefix and organisation in running text. */
function proseMap(id: Identity): [string, string][] {
  return [
    [STARTER.title, id.name],
    [`${STARTER.prefix}-`, `${id.prefix}-`],
    [STARTER.org, id.org],
    [`${STARTER.slug}-`, `${id.slug}-`],
    [`.${STARTER.slug}.`, `.${id.slug}.`],
    [`//${STARTER.slug}.`, `//${id.slug}.`],
    [`/${STARTER.slug}/`, `/${id.slug}/`],
    [`s3://${STARTER.slug}-`, `s3://${id.slug}-`],
  ];
}

/**
 * A starter file's text for the new library.
 * @param file the file's path in the starter, which decides how values are written.
 * @param dependency how the new library's package.json names this package (a range or `file:`).
 */
export function rewriteStarterFile(
  file: string,
  text: string,
  id: Identity,
  dependency: string,
): string {
  if (file === 'package.json') {
    const pkg = JSON.parse(text) as Record<string, unknown> & {
      dependencies?: Record<string, string>;
    };
    pkg.name = id.packageName;
    pkg.description = `${id.org}'s incident library: our postmortems as a searchable, cross-linked static site.`;
    if (pkg.dependencies) pkg.dependencies['incident-library'] = dependency;
    // npm reads `allowScripts` only at a project's root, so the starter, a workspace of this
    // repository, cannot carry it: the new library is a root and lets Node's package and
    // esbuild run their install scripts.
    pkg.allowScripts = { node: true, esbuild: true };
    return `${JSON.stringify(pkg, null, 2)}\n`;
  }
  if (file === 'astro.config.mjs') {
    const literal = (s: string) => `'${s}'`;
    const code = replaceAllLiterally(text, [
      [literal(STARTER.title), JSON.stringify(id.name)],
      [literal(STARTER.prefix), JSON.stringify(id.prefix)],
      [literal(STARTER.description), JSON.stringify(id.description)],
      [literal(STARTER.author), JSON.stringify(id.author)],
      [literal(STARTER.site), JSON.stringify(id.site)],
      [literal(STARTER.repository), JSON.stringify(id.repository)],
    ]);
    // What is left are comments, which name the organisation, and host names, which hold its
    // slug: both are limited to characters that are safe in a comment and in a string literal.
    return replaceAllLiterally(code, [
      [STARTER.org, id.org],
      [`.${STARTER.slug}.`, `.${id.slug}.`],
    ]);
  }
  return replaceAllLiterally(text, proseMap(id));
}

/** A starter file's new name (case files carry the prefix). */
export function renamedFile(name: string, id: Identity): string {
  return name.startsWith(`${STARTER.prefix}-`)
    ? `${id.prefix}-${name.slice(STARTER.prefix.length + 1)}`
    : name;
}
