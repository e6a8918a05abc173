/**
 * What the mapping of a postmortem onto a case (`mapPostmortem` in `draft.ts`) takes and gives:
 * the library's vocabularies and the zone of `--zone` in; a draft case, with the source line of
 * every field and section it filled, out.
 */
import type { Taxonomy, Vocabulary } from '../../schemas/index.ts';
import type { Zone } from './times.ts';

/** What the mapping needs of the library, and the zone of `--zone`. */
export interface ImportOptions {
  vocabularies: readonly Vocabulary[];
  taxonomies: Readonly<Record<string, Taxonomy>>;
  /** The zone of times the source writes without one (`--zone`); a zone the source states wins. */
  zone?: Zone;
}

/** A field or body section filled, and the source line it came from. */
export interface Filled {
  /** A frontmatter field path (`incident.start`) or a body section (`## Trigger`). */
  field: string;
  line: number;
}

/** A body section of the draft: its heading (without `## `) and its Markdown. */
export interface BodySection {
  heading: string;
  markdown: string;
  line: number;
}

/** A term suggested for a person to judge. */
export interface Suggestion {
  field: string;
  slug: string;
  line: number;
}

/** A postmortem mapped onto a case. */
export interface Draft {
  /** The frontmatter fields the source states, by key (nested objects as objects). */
  data: Record<string, unknown>;
  filled: Filled[];
  sections: BodySection[];
  suggested: Suggestion[];
  /** Sections of the source no part of a case holds (Responders, Messaging). */
  notCarried: { heading: string; line: number }[];
  /** What the mapping could not use and why, one clause each. */
  notes: string[];
}

/** The mapping's result: a draft, or why the source is not a postmortem. */
export type Mapped = ({ postmortem: true } & Draft) | { postmortem: false; why: string };
