// Builds the real content/ once and checks it the way a reader would meet it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLibrary } from '../../src/model/library.ts';
import { readContentTree } from '../../src/node/read-content.ts';
import { buildTermIndex } from '../../src/site/taxonomy.ts';
import { loadProject } from '../../src/node/project.ts';
import { ROOT, type BuiltSite } from '../helpers/build-site.ts';
import { builtFixture } from '../helpers/shared-builds.ts';

// The flagship's own config (astro.config.mjs): its content rules, content folder and page sizes.
const project = await loadProject(ROOT);
const { library, issues } = buildLibrary(readContentTree(ROOT, project.contentDir).files, {
  rules: project.rules,
});
let site: BuiltSite;
const page = (path: string) => readFileSync(join(site.dist, path, 'index.html'), 'utf8');
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

beforeAll(() => {
  site = builtFixture('.');
});

describe('content/', () => {
  it('validates', () => expect(issues).toEqual([]));

  it('holds at least 40 cases, each with at least one absolute http(s) source', () => {
    expect(library.cases.length).toBeGreaterThanOrEqual(40);
    for (const c of library.cases) {
      expect(c.data.sources.length, c.id).toBeGreaterThan(0);
      for (const s of c.data.sources) expect(s.url, c.id).toMatch(/^https?:\/\/[^/\s]+\.[^/\s]+/);
    }
  });

  it('builds', () => {
    expect(site.stderr).not.toMatch(/\berror\b/i);
    expect(site.status).toBe(0);
  });

  it('renders every case with its title and sections', () => {
    for (const c of library.cases) {
      const html = page(`cases/${c.id}`);
      expect(decode(html), c.id).toMatch(
        new RegExp(
          `<h1 class="headline headline-(xl|l|m|s|xs)"( data-pagefind-ignore)?>${c.data.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`,
        ),
      );
      expect(html, c.id).toContain('<h2 id="user-content-symptoms">Symptoms</h2>');
      expect(html, c.id).toContain('<h2 id="user-content-lessons">Lessons</h2>');
    }
  });

  it('gives every term page the count of cases naming it', () => {
    const cases = library.cases.map((c) => c.data);
    for (const v of project.rules.vocabularies.rows) {
      const t = v.name;
      for (const term of buildTermIndex(
        project.rules.vocabularies,
        v,
        library.taxonomies[t],
        cases,
      )) {
        const html = page(`${t}/${term.slug}`);
        const n = term.caseIds.length;
        expect(html, `${t}/${term.slug}`).toMatch(
          new RegExp(`<h2 id="page-cases">${n === 0 ? 'No' : n} cases? `),
        );
        // Page 1 links the newest cases as cards, and its later pages (page/2/...) the rest as rows.
        const section = html.slice(
          html.indexOf('id="page-cases"'),
          html.indexOf('</section>', html.indexOf('id="page-cases"')),
        );
        const first = new Set(
          section.match(/class="case-title" href="\/cases\/IL-\d{4}\/"/g) ?? [],
        );
        expect(first.size, `${t}/${term.slug}`).toBe(Math.min(n, project.config.listing.firstPage));
        const linked = new Set([...first].map((a) => a.replace('class="case-title" ', '')));
        for (
          let p = 2;
          existsSync(join(site.dist, t, term.slug, 'page', String(p), 'index.html'));
          p++
        ) {
          const rows = /<ol class="case-rows"[^>]*>([\s\S]*?)<\/ol>/.exec(
            page(`${t}/${term.slug}/page/${p}`),
          )![1];
          for (const a of rows.match(/href="\/cases\/IL-\d{4}\/"/g) ?? []) linked.add(a);
        }
        expect(linked.size, `${t}/${term.slug}`).toBe(n);
      }
    }
  });

  it('renders every concept, article and transcript page', () => {
    for (const e of library.concepts)
      expect(existsSync(join(site.dist, 'concepts', e.id, 'index.html')), e.id).toBe(true);
    for (const e of library.articles)
      expect(existsSync(join(site.dist, 'articles', e.id, 'index.html')), e.id).toBe(true);
    for (const e of library.transcripts)
      expect(existsSync(join(site.dist, 'transcripts', e.id, 'index.html')), e.id).toBe(true);
  });

  it('links the Kubernetes concept page and its transcript both ways', () => {
    const t = library.transcripts.find((x) => x.data.concept === 'kubernetes');
    expect(t).toBeDefined();
    expect(page('concepts/kubernetes')).toContain(`href="/transcripts/${t!.id}/"`);
    expect(page(`transcripts/${t!.id}`)).toContain('href="/concepts/kubernetes/"');
  });

  it('warns once that the site address is the placeholder', () => {
    expect(site.stdout.match(/^warning: the site address is /gm)).toHaveLength(1);
    expect(site.stdout).toContain(`warning: the site address is the placeholder ${project.site},`);
  });

  it('offers the podcast: every transcript is a narrated episode, linked both ways with its concept page', () => {
    expect(library.transcripts.length).toBeGreaterThanOrEqual(4);
    for (const t of library.transcripts) {
      // Named by narrate as the slug and the first hex digits of the audio's digest.
      expect(t.data.audio, t.id).toMatch(new RegExp(`^${t.id}-[0-9a-f]{12}\\.mp3$`));
      expect(statSync(join(ROOT, 'public/audio', t.data.audio!)).size, t.id).toBe(
        t.data.narration!.bytes,
      );
      expect(t.data.narration!.seconds, t.id).toBeGreaterThanOrEqual(240);
      expect(t.data.narration!.seconds, t.id).toBeLessThanOrEqual(480);
      const concept = page(`concepts/${t.data.concept}`);
      expect(concept, t.id).toContain(`href="/transcripts/${t.id}/"`);
      expect(concept, t.id).toContain('Listen to this page');
      expect(page(`transcripts/${t.id}`), t.id).toContain(`href="/concepts/${t.data.concept}/"`);
    }
    expect(existsSync(join(site.dist, 'podcast.xml'))).toBe(true);
    expect(page('transcripts')).toContain('href="/podcast.xml"');
  });

  it('lists IL-0190 on the etcd component page', () => {
    expect(page('components/etcd')).toContain('href="/cases/IL-0190/"');
  });
});
