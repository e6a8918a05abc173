/**
 * The sanitiser schema: the part of GitHub's allowlist (hast-util-sanitize's `defaultSchema`)
 * that GFM Markdown itself can produce, plus the classes our own plugins add. It is the last step
 * of the pipeline (`index.ts`); raw HTML never reaches it (the validator refuses it and
 * remark-rehype drops it), so this is the second line of defence, and narrower than GitHub's.
 *
 * Rules:
 * - No `script`, `style`, `iframe`, `object`, `embed`, `form`, `base`, `meta`, `link`, `svg`,
 *   `math`, `template` or `noscript`: none is on the list, and `script`/`style`/`template` are
 *   dropped with their contents.
 * - No `on*`, `style`, `name`, `srcset` or `data-*` attributes except the footnote markers.
 * - `href` only http(s), mailto or relative; `src` only a path on this site (no scheme, no `//`
 *   or `\` host, no control characters or spaces, so nothing the browser reads as another origin).
 * - Every `id` (and `aria-describedby`/`-labelledby`, which name ids) starts with
 *   `CONTENT_ID_PREFIX`, so content can never clobber a page's own ids or a global by name;
 *   `rehype-content-ids.ts` gives them out, this only enforces it.
 * - `class` only from a fixed list, so content cannot borrow the page's own classes.
 */
import { defaultSchema, type Options } from 'rehype-sanitize';
import { CONTENT_ID_PREFIX } from './content-id.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ID = new RegExp(`^${escape(CONTENT_ID_PREFIX)}[^\\s]+$`);
// A path on this site: not `//host`, `/\host` or `\host`, no scheme before the first / ? #,
// no whitespace or control character (browsers drop tabs and newlines from URLs).
const SITE_PATH = /^(?![\\/][\\/])(?!\\)(?![^/?#]*:)[^\u0000-\u0020\u007f\\]+$/;
// A URL without whitespace or control characters (the protocol is checked separately).
const CLEAN_URL = /^[^\u0000-\u0020\u007f]+$/;

/** The schema given to rehype-sanitize. */
export const sanitizeSchema: Options = {
  tagNames: [
    'a',
    'blockquote',
    'br',
    'code',
    'del',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'img',
    'input',
    'li',
    'ol',
    'p',
    'pre',
    'section',
    'span',
    'strong',
    'sup',
    'table',
    'tbody',
    'td',
    'th',
    'thead',
    'tr',
    'ul',
  ],
  strip: [
    'script',
    'style',
    'template',
    'noscript',
    'textarea',
    'title',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'plaintext',
  ],
  ancestors: defaultSchema.ancestors,
  attributes: {
    a: [
      ['href', CLEAN_URL],
      'title',
      'dataFootnoteRef',
      'dataFootnoteBackref',
      ['className', 'data-footnote-backref'],
      ['ariaDescribedBy', ID],
      'ariaLabel',
    ],
    img: [['src', SITE_PATH], 'alt', 'title'],
    code: [['className', /^language-[\w#+.-]{1,40}$/]],
    h2: [['className', 'sr-only']],
    input: [['disabled', true], ['type', 'checkbox'], 'checked'],
    li: [['className', 'task-list-item']],
    ol: ['start', ['className', 'contains-task-list']],
    ul: [['className', 'contains-task-list']],
    section: ['dataFootnotes', ['className', 'footnotes'], ['ariaLabelledBy', ID]],
    p: [['className', 'turn']],
    span: [['className', 'speaker']],
    td: [['className', 'align-left', 'align-center', 'align-right']],
    th: [['className', 'align-left', 'align-center', 'align-right']],
    '*': [['id', ID]],
  },
  required: { input: { disabled: true, type: 'checkbox' } },
  protocols: { href: ['http', 'https', 'mailto'], src: [] },
  // Ids are already prefixed by rehype-content-ids; prefixing again would break in-page links.
  clobber: [],
  clobberPrefix: '',
  allowComments: false,
  allowDoctypes: false,
};
