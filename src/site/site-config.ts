/**
 * Site-wide constants: the name, the repository the content lives in (for "Edit this page" and
 * "Report a problem"), licences and podcast metadata. `REPO_URL` and `REPO_BRANCH` come from the
 * environment so a fork links to itself; nothing here depends on the build machine otherwise.
 */

/** The site's name, as in `<title>` and feeds. */
export const SITE_NAME = 'Incident Library';

/** One sentence about the site: default meta description and feed description. */
export const SITE_DESCRIPTION =
  'A library of public infrastructure incidents, cross-linked by component, root cause and contributing factor.';

/**
 * The address a build uses when `SITE_URL` is not set: a placeholder, so canonical links, the
 * "Stable URL", BibTeX and the feeds of such a build name no real site (`npm run build` says so).
 */
export const PLACEHOLDER_SITE_URL = 'https://incident-library.example.org';

/**
 * The one-line warning for a build whose site address is the placeholder, or undefined when
 * `siteUrl` (the `SITE_URL` environment variable) names a real one.
 */
export function placeholderSiteWarning(siteUrl: string | undefined): string | undefined {
  if (
    siteUrl &&
    URL.canParse(siteUrl) &&
    new URL(siteUrl).origin !== new URL(PLACEHOLDER_SITE_URL).origin
  )
    return undefined;
  return `warning: SITE_URL is not set, so canonical links, "Stable URL", BibTeX and the feeds name the placeholder ${PLACEHOLDER_SITE_URL}; set SITE_URL to the address the site is published at.`;
}

/** The repository's web address, without a trailing slash (env `REPO_URL`). */
export const REPO_URL = (
  process.env.REPO_URL ?? 'https://github.com/incident-library/incident-library'
).replace(/\/+$/, '');

/** The branch "Edit this page" opens (env `REPO_BRANCH`, default `main`). */
export const REPO_BRANCH = process.env.REPO_BRANCH ?? 'main';

/** The issue form a reader uses to report a problem with a page (`.github/ISSUE_TEMPLATE/`). */
export const PROBLEM_TEMPLATE = 'report-problem.yml';

/** Licence of the content and of the data downloads (cases, vocabularies). */
export const CONTENT_LICENCE = {
  id: 'CC-BY-4.0',
  name: 'Creative Commons Attribution 4.0 International',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** Licence of the code (package.json `license`). */
export const CODE_LICENCE = {
  id: 'MIT',
  name: 'MIT License',
  url: 'https://opensource.org/license/mit',
} as const;

/** Who the site and its citations name as author. */
export const SITE_AUTHOR = 'Incident Library contributors';

/** The podcast feed's channel metadata (Apple Podcasts and Podcast Index fields). */
export const PODCAST = {
  title: 'Incident Library podcast',
  description:
    'Short episodes made from the concept pages of the Incident Library: how the technologies behind public incidents work and how they fail.',
  author: SITE_AUTHOR,
  language: 'en',
  category: 'Technology',
  explicit: false,
  /** Square cover image under the site's base (PNG, 1400 px). */
  image: '/podcast-cover.png',
} as const;

/** "Edit this page" for a content file, e.g. `content/cases/IL-0190.md`. */
export function editUrl(file: string): string {
  return `${REPO_URL}/edit/${REPO_BRANCH}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/** "Report a problem" with a page: the issue form, pre-filled with the page's title and address. */
export function problemUrl(title: string, pageHref: string): string {
  const q = new URLSearchParams({
    template: PROBLEM_TEMPLATE,
    title: `Problem with: ${title}`,
    page: pageHref,
  });
  return `${REPO_URL}/issues/new?${q}`;
}

/** The file's history in the repository (the changelog a reader can follow). */
export function historyUrl(file: string): string {
  return `${REPO_URL}/commits/${REPO_BRANCH}/${file.split('/').map(encodeURIComponent).join('/')}`;
}
