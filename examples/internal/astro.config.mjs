// @ts-check
// Initech's internal incident library: its own postmortems, for its own engineers. It shows what
// a library changes through options alone: no podcast, statistics or public data exports, no
// search-engine indexing, no search filter by organisation, and the site in German (its
// postmortems stay as the engineers wrote them). Everything else comes from the
// incident-library integration, but for one page of its own (src/pages/runbooks.astro) and its
// own footer (src/components/Footer.astro).
import { defineConfig } from 'astro/config';
import incidentLibrary, { defaultVocabularies } from 'incident-library';

/**
 * The default vocabularies' words in German, by name: what the site calls each and its terms.
 * @type {Record<string, Partial<import('incident-library').VocabularyOptions>>}
 */
const german = {
  components: {
    title: 'Komponenten',
    singular: 'Komponente',
    term: 'Komponente',
    plural: 'Komponenten',
    verb: 'betreffen',
    intro: 'Die Technologien und Teile von Systemen, die die Fälle betreffen.',
  },
  'root-causes': {
    title: 'Grundursachen',
    singular: 'Grundursache',
    term: 'Grundursache',
    plural: 'Grundursachen',
    verb: 'haben die Grundursache',
    intro: 'Was jeden Vorfall auslöste. Ein Fall mit mehreren Grundursachen zählt unter jeder.',
  },
  'contributing-factors': {
    title: 'Begünstigende Faktoren',
    singular: 'Begünstigender Faktor',
    term: 'begünstigender Faktor',
    plural: 'begünstigende Faktoren',
    verb: 'zeigen',
    intro: 'Umstände, die Vorfälle möglich, größer oder länger machten.',
  },
  'impact-categories': {
    title: 'Auswirkungen',
    singular: 'Auswirkung',
    term: 'Auswirkung',
    plural: 'Auswirkungen',
    verb: 'hatten die Auswirkung',
    intro: 'Was die Vorfälle für die Nutzer bedeuteten.',
  },
};

export default defineConfig({
  site: process.env.SITE_URL ?? 'https://incidents.initech.example.com',
  base: process.env.SITE_BASE ?? '/',
  integrations: [
    incidentLibrary({
      title: 'Initech Operations Library',
      description: 'Was bei Initech schiefging, was wir gelernt und was wir geändert haben.',
      // The site's words in German: the package's German table, dates, numbers and plurals as
      // German writes them; one entry of the table said in the team's own way.
      locale: 'de',
      strings: { 'home.latest': 'Die jüngsten Vorfälle' },
      idPrefix: 'OPS',
      author: 'Initech site reliability team',
      accent: { light: '#00696b', dark: '#5fd4d6' },
      logo: { src: 'logo.svg', alt: '' },
      // Its own stylesheet, after the package's: the header in a tint of its accent.
      customCss: ['src/styles/initech.css'],
      // Its own footer (the on-call rota, the team) in place of the package's, and the package's
      // home page hero with a line of its own under it: paths from the project root to .astro
      // components that take the defaults' props.
      components: {
        SiteFooter: 'src/components/Footer.astro',
        HomeHero: 'src/components/Hero.astro',
      },
      repository: { url: 'https://git.initech.example.com/sre/incidents', branch: 'main' },
      // Postmortems cite the team's own wiki, which no archive can reach; a case may have none.
      sources: 'optional',
      internalHosts: ['.initech.example.com'],
      // An internal library: the parts made for the public are off, and search engines are told
      // to index nothing. The site's feed of new cases stays; one per term and year is not needed.
      features: { podcast: false, stats: false, data: false, termFeeds: false },
      // Every case is the company's own: no vocabulary of organisations, but one of its teams,
      // each case naming the teams it involved, shown on every case and a search filter first.
      // Each vocabulary named in German: its title, its terms in running text, its verb and its
      // introduction (the package's defaults are English).
      vocabularies: [
        ...defaultVocabularies
          .filter((v) => v.role !== 'organisation')
          .map((v) => ({ ...v, ...german[v.name] })),
        {
          name: 'teams',
          title: 'Teams',
          singular: 'Team',
          term: 'Team',
          field: 'teams',
          required: true,
          after: 'summary',
          verb: 'betreffen',
          intro: 'Die Teams, deren Systeme die Vorfälle betrafen.',
          chip: 'teal',
        },
      ],
      facets: ['teams', 'root-causes', 'components', 'contributing-factors'],
      // Its own field: how bad each incident was, on the company's scale.
      caseFields: [
        {
          name: 'severity',
          label: 'Schweregrad',
          values: ['sev1', 'sev2', 'sev3'],
          after: 'service',
        },
      ],
      robots: 'noindex',
    }),
  ],
});
