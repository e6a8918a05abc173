// @ts-check
// Initech's internal incident library: its own postmortems, for its own engineers. It shows what
// a library changes through options alone: no podcast, statistics or public data exports, no
// search-engine indexing, no search filter by organisation, and the site in German (its
// postmortems stay as the engineers wrote them). Everything else comes from the
// incident-library integration, but for one page of its own (src/pages/runbooks.astro).
import { defineConfig } from 'astro/config';
import incidentLibrary from 'incident-library';

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
      tagline: 'Unsere Postmortems: {cases} Vorfälle, verknüpft nach Komponente und Grundursache.',
      strings: { 'home.latest': 'Die jüngsten Vorfälle' },
      idPrefix: 'OPS',
      author: 'Initech site reliability team',
      accent: { light: '#00696b', dark: '#5fd4d6' },
      logo: { src: 'logo.svg', alt: '' },
      // Its own stylesheet, after the package's: the header in a tint of its accent.
      customCss: ['src/styles/initech.css'],
      repository: { url: 'https://git.initech.example.com/sre/incidents', branch: 'main' },
      // Postmortems cite the team's own wiki, which no archive can reach; a case may have none.
      sources: 'optional',
      internalHosts: ['.initech.example.com'],
      // An internal library: the parts made for the public are off, and search engines are told
      // to index nothing.
      features: { podcast: false, stats: false, data: false },
      // Every case is one of its own teams': no search filter by organisation.
      facets: ['root-causes', 'components', 'contributing-factors'],
      robots: 'noindex',
    }),
  ],
});
