/**
 * What a path under the content folder is (an entry, a vocabulary, a template, or refused, and
 * why), and the hint for a case file named for another library. Pure.
 */
import type { ContentType } from '../../schemas/index.ts';
import { PAGE_KINDS, TAXONOMY_FOLDER, TEMPLATE_FOLDER } from './kinds.ts';
import type { Classified } from './library-types.ts';
import { exampleId, type ContentRules } from './rules.ts';
import { didYouMean } from './suggest.ts';

const FOLDERS = new Set<string>([
  ...PAGE_KINDS.map((k) => k.type),
  TAXONOMY_FOLDER,
  TEMPLATE_FOLDER,
]);
const TEMPLATE_TYPES: Record<string, ContentType> = Object.fromEntries(
  PAGE_KINDS.map((k) => [k.template, k.type]),
);
const FOLDER_LIST = [...PAGE_KINDS.map((k) => `${k.type}/`), `${TAXONOMY_FOLDER}/`];
const FOLDER_WORDS = `${FOLDER_LIST.slice(0, -1).join(', ')} or ${FOLDER_LIST.at(-1)}`;

/**
 * How to name a case file whose name is not a case ID of this library: the same ID in capitals,
 * the ID with this library's prefix (a case copied from another library), or an example.
 */
function caseFileHint(id: string, rules: ContentRules): string {
  if (rules.idPattern.test(id.toUpperCase())) return `rename it to ${id.toUpperCase()}.md`;
  const other = /^([A-Za-z][A-Za-z0-9]*)-(\d+)$/.exec(id);
  if (other) {
    // The number without its padding, padded to this library's width (ACME-002 for IL-0002).
    const renamed = `${rules.ids.prefix}-${String(Number(other[2])).padStart(rules.ids.digits, '0')}`;
    const ownPrefix = other[1].toUpperCase() === rules.ids.prefix;
    if (rules.idPattern.test(renamed) && Number(other[2]) > 0)
      return ownPrefix
        ? `case numbers here have ${rules.ids.digits} digits: did you mean ${renamed}.md?`
        : `this library's case IDs start with "${rules.ids.prefix}-": did you mean ${renamed}.md?`;
  }
  return `name it after the id field, e.g. ${exampleId(rules)}.md`;
}

/**
 * Decides what a path under the content folder is. Paths name the content folder first
 * (`content/cases/IL-0190.md`, whatever the library calls the folder). Never silently skips a
 * stray file; skips only a README at the top and a narration's temporary transcript.
 */
export function classifyPath(file: string, rules: ContentRules): Classified {
  const slash = file.indexOf('/');
  const rel = slash > 0 && !FOLDERS.has(file.slice(0, slash)) ? file.slice(slash + 1) : file;
  const parts = rel.split('/');
  const name = parts[parts.length - 1];
  if (parts.length === 1) {
    return name === 'README.md'
      ? { kind: 'skip' }
      : {
          kind: 'refused',
          message: 'stray file at the top of content/',
          hint: `content files live in ${FOLDER_WORDS}`,
        };
  }
  const folder = parts[0];
  // A library without mitigations (`features.mitigations`) ignores their files, which
  // `npm run validate` counts as ignored.
  if (folder === 'mitigations' && !rules.mitigations) return { kind: 'skip' };
  if (!FOLDERS.has(folder))
    return {
      kind: 'refused',
      message: `unknown content folder "${folder}"`,
      hint: didYouMean(folder, [...FOLDERS]) ?? `use ${FOLDER_WORDS}`,
    };
  if (parts.length > 2)
    return {
      kind: 'refused',
      message: 'content files may not be in sub-folders',
      hint: `move it to content/${folder}/`,
    };
  if (name === '.DS_Store' || name === 'Thumbs.db' || name === 'desktop.ini')
    return {
      kind: 'refused',
      message: 'not content: a file the operating system left behind',
      hint: 'delete it (and keep it out of commits with .gitignore)',
    };
  if (name.endsWith('.mdx'))
    return {
      kind: 'refused',
      message: 'MDX is not accepted: content is plain Markdown',
      hint: `rename it to ${name.slice(0, -1)} and remove any JSX or imports`,
    };
  if (folder === TEMPLATE_FOLDER) {
    const type = TEMPLATE_TYPES[name];
    return type
      ? { kind: 'template', type }
      : {
          kind: 'refused',
          message: `not a template: expected one of ${Object.keys(TEMPLATE_TYPES).join(', ')}`,
        };
  }
  if (folder === TAXONOMY_FOLDER) {
    const base = name.replace(/\.ya?ml$/, '');
    const names = rules.vocabularies.names;
    if (!name.endsWith('.yaml') || !names.includes(base)) {
      const hint = didYouMean(base, names);
      return {
        kind: 'refused',
        message: `not a vocabulary file: expected one of ${names.map((t) => `${t}.yaml`).join(', ')}`,
        ...(hint !== undefined && { hint }),
      };
    }
    return { kind: 'taxonomy', name: base };
  }
  // A transcript a narration is writing (`src/node/narration-files.ts`): renamed into place when
  // written, and one a killed narration left is named by `narrate --check` and removed by the
  // next narration. The transcript beside it is whole, the old text or the new.
  if (folder === 'transcripts' && /^\.[a-z0-9-]+\.md\.\d+-[0-9a-f]+\.tmp$/.test(name))
    return { kind: 'skip' };
  if (!name.endsWith('.md') || name.startsWith('.'))
    return {
      kind: 'refused',
      message: 'not a Markdown content file (a backup, editor or stray file?)',
      hint: 'delete it, or give it a proper name ending in .md if it is content',
    };
  const id = name.slice(0, -3);
  if (PAGE_KINDS.find((k) => k.type === folder)?.fileName === 'case-id') {
    if (!rules.idPattern.test(id))
      return {
        kind: 'refused',
        message: `case file name must be the case ID, ${rules.ids.prefix}-${'N'.repeat(rules.ids.digits)}.md`,
        hint: caseFileHint(id, rules),
      };
  } else if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) {
    return {
      kind: 'refused',
      message: 'file name must be a slug: lower-case letters, digits and single hyphens',
      hint: 'e.g. pod-disruption-budget.md',
    };
  }
  return { kind: 'entry', type: folder as ContentType, id };
}
