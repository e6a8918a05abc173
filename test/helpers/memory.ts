/** In-memory content for unit tests: a small valid library as (path, text) pairs. */
import type { SourceFile } from '../../src/model/library.ts';

export const VOCAB: SourceFile[] = [
  {
    file: 'content/taxonomies/components.yaml',
    content:
      'etcd:\n  label: etcd\n  description: Key-value store.\nkubelet:\n  label: kubelet\n  description: Node agent.\n',
  },
  {
    file: 'content/taxonomies/root-causes.yaml',
    content:
      'software-defect:\n  label: Software defect\n  description: A bug.\noperator-error:\n  label: Operator error\n  description: A mistake.\n',
  },
  {
    file: 'content/taxonomies/contributing-factors.yaml',
    content:
      'no-client-keepalive:\n  label: No client keepalive\n  description: Dead peers unnoticed.\n',
  },
  {
    file: 'content/taxonomies/impact-categories.yaml',
    content: 'partial-outage:\n  label: Partial outage\n  description: Some users.\n',
  },
  {
    file: 'content/taxonomies/organisations.yaml',
    content: 'acme:\n  label: Acme\n  description: Fictional.\n',
  },
];

/** A valid case file; `over` replaces whole frontmatter lines by key, `body` replaces the body. */
export function caseFile(id: string, over: Record<string, string> = {}, body?: string): SourceFile {
  const fields: Record<string, string> = {
    id: `id: ${id}`,
    title: `title: "Case ${id}"`,
    summary: 'summary: "Something failed in production."',
    organisation: 'organisation: acme',
    status: 'status: published',
    incident:
      'incident:\n  start: "2020-03-16T11:19:00Z"\n  end: "2020-03-16T11:32:00Z"\n  precision: minute',
    impact: 'impact:\n  description: "Writes failed."\n  categories: [partial-outage]',
    root_causes: 'root_causes:\n  - term: software-defect\n    evidence: stated',
    components: 'components: [etcd]',
    contributing_factors: 'contributing_factors: [no-client-keepalive]',
    sources:
      'sources:\n  - title: "Postmortem"\n    url: "https://example.org/pm"\n    publisher: Acme\n    type: official-postmortem',
    added: 'added: "2026-11-30"',
    last_reviewed: 'last_reviewed: "2026-11-30"',
    ...over,
  };
  const fm = Object.values(fields).filter(Boolean).join('\n');
  return {
    file: `content/cases/${id}.md`,
    content: `---\n${fm}\n---\n\n${body ?? '## Symptoms\n\nErrors.\n\n## Trigger\n\nA node died.\n\n## Lessons\n\nUse keepalives.\n'}`,
  };
}

export function conceptFile(slug: string, fm = '', body = 'Text.\n'): SourceFile {
  return {
    file: `content/concepts/${slug}.md`,
    content: `---\ntitle: "${slug}"\nsummary: "What ${slug} is."\n${fm}---\n\n${body}`,
  };
}

/** A valid mitigation file; `over` replaces whole frontmatter lines by key, `body` the body. */
export function mitigationFile(
  slug: string,
  over: Record<string, string> = {},
  body = 'Roll the change out to a slice first.\n',
): SourceFile {
  const fields: Record<string, string> = {
    title: `title: "Practice ${slug}"`,
    summary: 'summary: "Roll a change out to a small slice first and watch it."',
    root_causes: 'root_causes: [software-defect]',
    cost: 'cost: "Slower rollouts and tooling to keep."',
    sources:
      'sources:\n  - title: "Release engineering"\n    url: "https://example.org/sre"\n    publisher: Example\n    type: documentation',
    ...over,
  };
  const fm = Object.values(fields).filter(Boolean).join('\n');
  return { file: `content/mitigations/${slug}.md`, content: `---\n${fm}\n---\n\n${body}` };
}
