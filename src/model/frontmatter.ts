/**
 * The one frontmatter parser. The validator and the build's content loader both read every
 * content file through `parseContentFile` (via `library.ts`), so a file can never read
 * differently in the two.
 *
 * A Markdown file is split by gray-matter and its frontmatter read by our own engine: the `yaml`
 * package parses it as YAML 1.2 with the core schema and keeps node positions, so every error
 * names the exact line and column in the whole file. gray-matter is used only as the splitter,
 * with its three hazards closed:
 * - it evaluates `---js` / `---javascript` frontmatter (and looks up an engine for any other
 *   name after `---`): the first line must be `---` before gray-matter is called, it is told the
 *   language is `yaml`, and its own `javascript` and `json` engines are replaced by ones that
 *   refuse, so the only engine that can run is ours;
 * - it caches results by file text when called without options, so one caller's changes leak
 *   into the next parse: it is always called with an options object, which turns the cache off;
 * - it takes the first line that starts with `---` as the closing one (`---x`, `----`, `--- js`):
 *   our engine checks that line, and a closing line that is not exactly `---` is refused.
 * Our engine returns an empty object to gray-matter and keeps what it read: gray-matter's own
 * result is never used, so nothing in the data steers it (`excerpt_separator`).
 *
 * Rules (../shared/HOSTILE.md "Frontmatter and YAML", field cases 03, 05, 06):
 * - UTF-8 only; a BOM is dropped and CRLF read as LF before anything else (before gray-matter
 *   too), so a Windows file reads exactly like its LF twin; NUL, other control characters and
 *   lone CR are refused.
 * - Only YAML frontmatter: `---js`, `---javascript` or any other language after `---` is refused
 *   before anything is read, so nothing in a file is ever evaluated.
 * - The opening and the closing line are exactly `---` (trailing spaces or tabs allowed, as YAML
 *   allows them after its own `---`); `...` ends the YAML document, not the frontmatter, and a
 *   body may itself start with `---`.
 * - Core schema: no base-60 (`18:56` stays text), no YAML 1.1 booleans (`yes`, `no` stay text),
 *   no timestamps (`2022-06-23` stays text), no tags at all (`!!js/function`, `!custom`,
 *   `!!binary`), no anchors or aliases (so no alias bombs), no merge keys (`<<` is a plain key),
 *   no duplicate keys, only plain text keys, and nesting bounded by `MAX_YAML_DEPTH`.
 * - Every reader the same: a plain (unquoted) value or key that YAML 1.1 readers (PyYAML and
 *   others) would read as a number, boolean, null or date (`18:56`, `yes`, `2022-06-23`) gets
 *   "quote this value" with its line (`yaml11.ts`); the file is still checked in full.
 * - Text is read as NFC, the one normalisation rule (`schemas/text.ts`).
 * - An unclosed `---` is an error, never "the whole file is frontmatter".
 *
 * The steps, a module each: the bytes as text (`file-text.ts`), the Markdown split
 * (`frontmatter-split.ts`) and the YAML read (`yaml-read.ts`, with its syntax errors in
 * `yaml-errors.ts`, its structure rules in `yaml-structure.ts` and its field positions in
 * `yaml-locate.ts`).
 */
import { readText } from './file-text.ts';
import { DELIMITER_RE, noFrontmatter, parseMarkdown } from './frontmatter-split.ts';
import { failed, type ParsedFile } from './parsed-file.ts';
import { parseYaml } from './yaml-read.ts';

export { normalizeText } from './file-text.ts';
export type { ParsedFile } from './parsed-file.ts';

/** Largest content file read, in bytes; larger files are refused before parsing. */
export const MAX_FILE_BYTES = 256 * 1024;
/**
 * Largest vocabulary file (`content/taxonomies/*.yaml`): one file holds every term, about 90
 * bytes each, so the page limit stopped a vocabulary near 3,000 terms; this one takes about
 * 45,000. Still bounded, so a file is refused before it is parsed.
 */
export const MAX_VOCABULARY_BYTES = 4 * 1024 * 1024;

/** The size limit of the file at a repository-relative path. */
export function maxBytesOf(file: string): number {
  return /(?:^|\/)taxonomies\/[^/]+\.ya?ml$/.test(file) ? MAX_VOCABULARY_BYTES : MAX_FILE_BYTES;
}

/**
 * Parses one content file. `.md` files need YAML frontmatter between `---` lines; `.yaml` files
 * are YAML throughout.
 *
 * @param file repository-relative path, used in every issue and to pick Markdown or YAML.
 * @param input the file's bytes (checked as UTF-8) or text.
 * @returns the parsed file; `issues` is non-empty and `data` undefined when it cannot be read.
 */
export function parseContentFile(file: string, input: Uint8Array | string): ParsedFile {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  const whole = (message: string, hint: string) =>
    failed(file, [{ file, line: 1, col: 1, field: '', message, hint }]);
  const max = maxBytesOf(file);
  if (size > max)
    return whole(
      `file is ${size} bytes, over the ${max}-byte limit`,
      'split it, or cut what does not belong on one page',
    );
  const read = readText(file, input);
  if ('issue' in read) return failed(file, [read.issue]);
  const { text } = read;
  if (text.trim() === '')
    return whole(
      'file is empty',
      'copy a template from content/_templates/ (or run `npm run new:case`)',
    );
  if (/\.ya?ml$/.test(file)) return parseYaml(file, text, 1, '', 1, text.length);

  const nl = text.indexOf('\n');
  const firstLine = nl === -1 ? text : text.slice(0, nl);
  if (!DELIMITER_RE.test(firstLine)) return noFrontmatter(file, text, firstLine);
  return parseMarkdown(file, text);
}
