// @ts-check
// Acme's incident library. Everything that makes it Acme's is in the options below; the pages,
// search, feeds and checks come from the incident-library integration.
import { defineConfig } from 'astro/config';
import incidentLibrary from 'incident-library';

export default defineConfig({
  // Where the site is published (GitHub Pages: https://<owner>.github.io/<repo>/).
  site: process.env.SITE_URL ?? 'https://acme.example.com',
  base: process.env.SITE_BASE ?? '/',
  integrations: [
    incidentLibrary({
      title: 'Acme Incident Library',
      description: 'What went wrong at Acme, what we learned, and what we changed.',
      idPrefix: 'ACME',
      author: 'Acme site reliability team',
      // Our own postmortems are the record: a case may cite no source.
      sources: 'optional',
      // Our wiki: its pages are linked as internal, never to a public archive.
      internalHosts: ['wiki.acme.example.com'],
      accent: { light: '#8a3ffc', dark: '#c6a6ff' },
      logo: { src: 'logo.svg', alt: '' },
      repository: {
        url: process.env.REPO_URL ?? 'https://github.com/acme/incidents',
        branch: 'main',
      },
      search: { placeholder: 'queue, payments, certificate…' },
    }),
  ],
});
