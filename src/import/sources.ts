/**
 * The links of a postmortem that become the case's `sources`: a report of the incident that a
 * reader can open, not every link. The rule, by the link's address and its text:
 *
 * - a status page's incident: a host with a label that says "status" (`status.example.com`,
 *   `githubstatus.com`, `acme.statuspage.io`) and a path → `type: status-page`;
 * - a published postmortem or incident report: the text or the path says postmortem,
 *   post-mortem, post-incident, incident report, incident review, root cause analysis, RCA or
 *   RFO → `type: official-postmortem`.
 *
 * Everything else stays in the body only, where the source wrote it: tickets and pull requests
 * (the action items that track them keep them), dashboards, chat threads, people's profiles,
 * documentation. A link that becomes a source stays in the body too. The source's `title` is the
 * link's text (none when the text is the address itself); `publisher` and `published` are never
 * filled, because a link does not say who published it or when: the report lists them as left.
 * Duplicates (the same address) count once, at the first line. Pure.
 */
import type { Nodes, Root } from 'mdast';
import { plainText } from '../model/case-learnings.ts';
import { lineOf } from './outline.ts';

/** A link taken as a source, with the line it is on. */
export interface ImportedSource {
  title?: string;
  url: string;
  type: 'status-page' | 'official-postmortem';
  line: number;
}

/** Words by which a link is a published report of the incident. */
const REPORT_WORDS =
  /post[-_ ]?mortem|post[-_ ]?incident|incident[-_ ]?(report|review)|root[-_ ]?cause[-_ ]?analysis|\b(rca|rfo)\b/i;

/** A host with a label that says "status". */
const STATUS_HOST = /(^|\.)[a-z0-9-]*status[a-z0-9-]*\./i;

/** The kind of report a link is, or undefined when it is not one (see the module's rule). */
export function reportKind(url: string, text: string): ImportedSource['type'] | undefined {
  if (!URL.canParse(url)) return undefined;
  const u = new URL(url);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
  if (STATUS_HOST.test(`${u.hostname}.`) && u.pathname.replace(/\/+$/, '') !== '')
    return 'status-page';
  if (REPORT_WORDS.test(text) || REPORT_WORDS.test(decodedPath(u.pathname)))
    return 'official-postmortem';
  return undefined;
}

/** A URL path with its %-escapes decoded; as written when an escape is malformed (`%E0%A4%A`). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The links of a (cleaned) tree that are reports of the incident, in order, each address once. */
export function sourcesOf(tree: Root): ImportedSource[] {
  const out: ImportedSource[] = [];
  const seen = new Set<string>();
  const walk = (node: Nodes) => {
    if (node.type === 'link') {
      const text = plainText(node).replace(/\s+/g, ' ').trim();
      const type = reportKind(node.url, text);
      if (type && !seen.has(node.url)) {
        seen.add(node.url);
        out.push({
          ...(text && text !== node.url && { title: text }),
          url: node.url,
          type,
          line: lineOf(node),
        });
      }
      return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(tree);
  return out;
}
