// @ts-check
// Initech's internal incident library: its own postmortems, for its own engineers. It shows what
// a library changes through options alone: no podcast, statistics or public data exports, no
// search-engine indexing, no search filter by organisation. Everything else comes from the
// incident-library integration, but for one page of its own (src/pages/runbooks.astro) and its
// own footer (src/components/Footer.astro).
import { defineConfig } from 'astro/config';
import incidentLibrary, { defaultVocabularies } from 'incident-library';

export default defineConfig({
  site: process.env.SITE_URL ?? 'https://incidents.initech.example.com',
  base: process.env.SITE_BASE ?? '/',
  integrations: [
    incidentLibrary({
      title: 'Initech Operations Library',
      description: 'What went wrong at Initech, what we learned, and what we changed.',
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
      // to index nothing.
      features: { podcast: false, stats: false, data: false },
      // Every case is the company's own: no vocabulary of organisations, but one of its teams,
      // each case naming the teams it involved, shown on every case and a search filter first.
      vocabularies: [
        ...defaultVocabularies.filter((v) => v.role !== 'organisation'),
        {
          name: 'teams',
          title: 'Teams',
          singular: 'Team',
          field: 'teams',
          required: true,
          after: 'summary',
          verb: 'involve',
          intro: 'The teams whose systems the incidents involved.',
          chip: 'teal',
        },
      ],
      facets: ['teams', 'root-causes', 'components', 'contributing-factors'],
      // Its own field: how bad each incident was, on the company's scale.
      caseFields: [
        { name: 'severity', label: 'Severity', values: ['sev1', 'sev2', 'sev3'], after: 'service' },
      ],
      robots: 'noindex',
    }),
  ],
});
