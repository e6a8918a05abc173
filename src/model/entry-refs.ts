/**
 * The references of one entry checked against the universe: the terms and pages its fields name
 * (each must exist and be built), its body links (`body-link-refs.ts`), its in-page links to layout
 * sections and a transcript's audio file.
 */
import type { ContentType, TaxonomyName } from '../../schemas/index.ts';
import type { ContentIssue } from './errors.ts';
import { formatFieldPath, parseFieldPath } from './errors.ts';
import { LINK_OF_TYPE } from './kinds.ts';
import { resolveLink } from './link-index.ts';
import { missingSectionReason } from './layout-anchors.ts';
import type { FactEntry } from './entry-facts.ts';
import { checkBodyLinks } from './body-link-refs.ts';
import { singular, suggestPage, type Locate, type RefContext } from './ref-context.ts';
import { didYouMean } from './suggest.ts';

/** The references of one entry: the terms and pages its fields name and the links in its body. */
export function checkEntryRefs(e: FactEntry, ctx: RefContext, locate: Locate): ContentIssue[] {
  const { index } = ctx;
  const issues: ContentIssue[] = [];
  const at = (path: PropertyKey[], message: string, hint?: string) =>
    issues.push({
      file: e.file,
      ...locate(e.file, path),
      field: formatFieldPath(path),
      message,
      ...(hint !== undefined && { hint }),
    });
  const refs = e.facts.refs;
  for (let i = 0; i < refs.length; i += 3) {
    const [field, id, ns] = [refs[i], refs[i + 1], refs[i + 2]];
    if (ns[0] !== '/') {
      const taxonomy = ns as TaxonomyName;
      const kind = Object.keys(index.kinds).find((k) => index.kinds[k] === taxonomy)!;
      if (index.targets[kind].has(id)) continue;
      at(
        parseFieldPath(field),
        `unknown ${ctx.termWords[taxonomy] ?? taxonomy} "${id}": not in content/taxonomies/${taxonomy}.yaml`,
        didYouMean(id, [...index.targets[kind]]) ??
          `add it to content/taxonomies/${taxonomy}.yaml with a label and a description, or use an existing term`,
      );
    } else {
      const type = ns.slice(1) as ContentType;
      const kind = LINK_OF_TYPE[type];
      const r = resolveLink(index, kind, id);
      if (r.ok || (r.reason === 'draft' && e.facts.draft)) continue;
      if (r.reason === 'draft') {
        at(
          parseFieldPath(field),
          `${singular(type)} "${id}" is a draft: drafts are not built, so it has no page to show here`,
          'name it once its status is in-review or published, or remove it',
        );
        continue;
      }
      const alias = type === 'cases' ? index.aliases.get(id) : undefined;
      at(
        parseFieldPath(field),
        `no ${singular(type)} "${id}" exists (content/${type}/${id}.md)`,
        alias ? `${id} was merged into ${alias}: name ${alias}` : suggestPage(index, kind, id),
      );
    }
  }
  if (e.facts.links.length || e.facts.sitePaths.length || e.facts.relative?.length)
    issues.push(...checkBodyLinks(e, ctx));
  const inPage = e.facts.inPage ?? [];
  const rendered = index.sections?.get(`${LINK_OF_TYPE[e.type]}:${e.id}`);
  for (let i = 0; rendered && i < inPage.length; i += 3) {
    const anchor = inPage[i] as string;
    if (rendered.has(anchor)) continue;
    issues.push({
      file: e.file,
      line: inPage[i + 1] as number,
      col: inPage[i + 2] as number,
      field: 'body',
      message: `broken link "#${anchor}": this page has no #${anchor} section, as ${missingSectionReason(e.type, anchor)}`,
      hint: 'remove the link, or link what the section would list',
    });
  }
  // The podcast feed and the page link the file, so the build refuses an episode without it.
  if (e.facts.audio && ctx.assets && !ctx.assets.has(e.facts.audio[0])) {
    const [path, line, col] = e.facts.audio;
    issues.push({
      file: e.file,
      line,
      col,
      field: 'audio',
      message: `the audio file is not at public/${path}`,
      hint: `add it there, or remove "audio" until the episode is published`,
    });
  }
  return issues;
}
