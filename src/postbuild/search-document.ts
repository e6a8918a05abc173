/**
 * The part of a built page that Pagefind reads, cut from the page before it is sent: a case page
 * is 22 KB of HTML, of which Pagefind indexes the text of its `data-pagefind-body` element outside
 * the elements marked `data-pagefind-ignore` (navigation, facts box, timeline chart, related cases,
 * citation formats). Pagefind still parses every byte it is given, so sending only what it reads
 * took the bytes sent at 5,000 cases from 111 to 35 MiB and Pagefind's time from 12.2 to 9.8 s,
 * for a byte-identical index.
 *
 * What is kept, as Pagefind's own rules (https://pagefind.app/docs/indexing/) read it:
 * - the `<html>` start tag (its `lang` chooses the index);
 * - each `data-pagefind-body` element whole, except that the content of an element marked
 *   `data-pagefind-ignore` (or `="index"`) is dropped but for the elements inside it that carry a
 *   filter, a meta field or a sort, which Pagefind reads there too; an element marked
 *   `data-pagefind-ignore="all"` is dropped whole, as Pagefind drops its filters and meta as well;
 * - every element outside the bodies that carries a filter, meta field or sort.
 *
 * Pure; parses with htmlparser2, the parser of the post-build checks. A page whose elements of
 * interest are not closed explicitly is sent whole: the index is then the same, only slower.
 */
import { Parser } from 'htmlparser2';

/** The attributes that Pagefind reads on an element wherever it is, even inside ignored content. */
const READ_ANYWHERE = /^data-pagefind-(filter|meta|sort|default-meta)$/;

function readAnywhere(attribs: Record<string, string>): boolean {
  return Object.keys(attribs).some((a) => READ_ANYWHERE.test(a));
}

/**
 * The document to give Pagefind for the built page `html`, or undefined when the page has no
 * `data-pagefind-body` element (Pagefind would skip it: only pages with one are indexed once any
 * page has one).
 */
export function searchDocument(html: string): string | undefined {
  const out: string[] = [];
  let htmlTag = '';
  let bodies = 0;
  let malformed = false;
  // Open elements, innermost last, each with what the cut does at its end.
  type Role = 'body' | 'ignore' | 'ignore-all' | 'keep' | 'drop' | 'plain';
  const open: { name: string; role: Role; start: number; endOfStartTag: number }[] = [];
  // Where the text still to copy starts, while inside a body and outside ignored content.
  let copyFrom = -1;
  // Depth of the innermost ignored element (content dropped), or -1.
  let ignoredAt = -1;
  // Depth of the element being kept whole inside ignored content or outside a body, or -1.
  let keptAt = -1;
  const inBody = () => open.some((e) => e.role === 'body');

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const start = parser.startIndex;
        const endOfStartTag = parser.endIndex + 1;
        if (name === 'html' && !htmlTag) htmlTag = html.slice(start, endOfStartTag);
        let role: Role = 'plain';
        if (keptAt >= 0) role = 'plain';
        // Inside ignored content, a nested `="all"` hides the filters and meta below it too.
        else if (ignoredAt >= 0)
          role =
            attribs['data-pagefind-ignore'] === 'all'
              ? 'drop'
              : readAnywhere(attribs)
                ? 'keep'
                : 'plain';
        else if (inBody()) {
          const ignore = attribs['data-pagefind-ignore'];
          if (ignore !== undefined) role = ignore === 'all' ? 'ignore-all' : 'ignore';
        } else if ('data-pagefind-body' in attribs) role = 'body';
        else if (readAnywhere(attribs)) role = 'keep';
        if (role === 'body') {
          bodies++;
          copyFrom = start;
        } else if (role === 'ignore' || role === 'ignore-all') {
          out.push(html.slice(copyFrom, role === 'ignore' ? endOfStartTag : start));
          ignoredAt = open.length;
          // Nothing below an `="all"` element is kept, filters and meta included.
          if (role === 'ignore-all') keptAt = open.length;
        } else if (role === 'keep' || role === 'drop') keptAt = open.length;
        open.push({ name, role, start, endOfStartTag });
      },
      onclosetag(name, implied) {
        const el = open.pop();
        if (!el) return;
        const end = parser.endIndex + 1;
        // A void element closes at the end of its start tag; any other closed without its end
        // tag has no end we can cut at.
        const isVoid = implied && end === el.endOfStartTag;
        if (implied && !isVoid && el.role !== 'plain') malformed = true;
        if (el.role === 'keep' || el.role === 'drop') {
          if (el.role === 'keep') out.push(html.slice(el.start, end));
          keptAt = -1;
        } else if (el.role === 'ignore' || el.role === 'ignore-all') {
          if (el.role === 'ignore' && !isVoid) out.push(`</${name}>`);
          ignoredAt = -1;
          if (el.role === 'ignore-all') keptAt = -1;
          copyFrom = end;
        } else if (el.role === 'body') {
          out.push(html.slice(copyFrom, end));
          copyFrom = -1;
        }
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  if (!bodies) return undefined;
  if (malformed || open.length) return html;
  return `<!DOCTYPE html>${htmlTag || '<html>'}<body>${out.join('')}</body></html>`;
}
