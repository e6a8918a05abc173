/**
 * What pages, feeds and data files say of the library itself, from its config: name, licences,
 * author, podcast channel, and the repository links ("Edit this page", "Report a problem", a
 * file's history). Pure.
 */
import type { LibraryConfig } from '../config/options.ts';
import { ENGLISH, wordsOf } from './i18n.ts';

/**
 * The one-line warning for a build whose site address is unset or a reserved example domain
 * (RFC 2606: example.com, .org, .net), or undefined when `siteUrl` names a real one.
 */
export function placeholderSiteWarning(siteUrl: string | undefined): string | undefined {
  const host = siteUrl && URL.canParse(siteUrl) ? new URL(siteUrl).hostname : undefined;
  if (host && !/(^|\.)example\.(com|org|net)$/.test(host)) return undefined;
  return `warning: the site address is ${siteUrl ? `the placeholder ${siteUrl}` : 'not set'}, so canonical links, "Stable URL", BibTeX and the feeds name no real site; set SITE_URL (or \`site\` in astro.config.mjs) to the address the site is published at.`;
}

/** The issue form a reader uses to report a problem with a page (`.github/ISSUE_TEMPLATE/`). */
export const PROBLEM_TEMPLATE = 'report-problem.yml';

/** The podcast channel's metadata (Apple Podcasts and Podcast Index fields). */
export function podcastChannel(config: LibraryConfig) {
  return {
    title: config.podcast.title ?? wordsOf(config).t('podcast.title', { title: config.title }),
    description: config.podcast.description ?? config.description,
    author: config.author,
    language: config.podcast.language,
    category: config.podcast.category,
    explicit: false,
    /** Square cover image under the site's base (PNG, 1400 px), if the library has one. */
    image: config.podcast.image,
    /** Who directories contact about the feed, if the library names one. */
    owner: config.podcast.owner,
    locked: config.podcast.locked,
    /** Who holds the content and under which licence (the content licence). */
    copyright: `${config.author}, under ${config.contentLicence.name} (${config.contentLicence.id}): ${config.contentLicence.url}`,
  };
}

/** The repository links of a library; all undefined when it names no repository. */
export interface RepoLinks {
  /** "Edit this page" for a repository path, e.g. `content/cases/IL-0190.md`. */
  editUrl(file: string): string | undefined;
  /** "Report a problem" with a page: the issue form, pre-filled with the page's title and address. */
  problemUrl(title: string, pageHref: string): string | undefined;
  /** The file's history in the repository (the changelog a reader can follow). */
  historyUrl(file: string): string | undefined;
}

const encodePath = (file: string) => file.split('/').map(encodeURIComponent).join('/');

/**
 * The repository links of `config.repository`; the problem report's title is in the library's
 * words when the config gives its `locale` and `strings`.
 */
export function repoLinks(
  config: Pick<LibraryConfig, 'repository'> & Partial<Pick<LibraryConfig, 'locale' | 'strings'>>,
): RepoLinks {
  const repo = config.repository;
  const { t } =
    config.locale !== undefined && config.strings !== undefined
      ? wordsOf(config as Pick<LibraryConfig, 'locale' | 'strings'>)
      : ENGLISH;
  if (!repo)
    return { editUrl: () => undefined, problemUrl: () => undefined, historyUrl: () => undefined };
  return {
    editUrl: (file) => `${repo.url}/edit/${repo.branch}/${encodePath(file)}`,
    problemUrl: (title, pageHref) => {
      const q = new URLSearchParams({
        template: PROBLEM_TEMPLATE,
        title: t('meta.problemTitle', { title }),
        page: pageHref,
      });
      return `${repo.url}/issues/new?${q}`;
    },
    historyUrl: (file) => `${repo.url}/commits/${repo.branch}/${encodePath(file)}`,
  };
}

/**
 * `text` as HTML text content: `&`, `<` and `>` escaped, quotes left as they are (they need no
 * escape outside attributes), so the config's words print as a template's own words do.
 */
export function textHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
