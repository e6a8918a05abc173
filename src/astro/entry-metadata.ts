/**
 * What the content loader stored with each rendered entry (`loader.ts`), read back for the pages:
 * its body's cross-links and headings, its rendered body and a case's action items and lessons.
 * Astro types rendered metadata other than `imagePaths` as `unknown`, so this is the one place
 * that says what the loader put there.
 */
import { readBodyFile } from '../node/body-files.ts';
import type { RenderedHeading } from '../markdown/rehype-content-ids.ts';
import type { CaseLearnings } from '../model/case-learnings.ts';

/** The cross-links an entry's body holds, as the loader stored them (`kind:target` keys). */
export function linksOf(e: {
  rendered?: { metadata?: Record<string, unknown> };
}): readonly string[] {
  return (e.rendered?.metadata?.links as string[] | undefined) ?? [];
}

/**
 * The headings of an entry's body as the loader stored them (our pipeline's ids). Astro types
 * rendered metadata other than `imagePaths` as `unknown`, so this is the one place that says what
 * the loader put there.
 */
export function headingsOf(e: {
  rendered?: { metadata?: Record<string, unknown> };
}): readonly RenderedHeading[] {
  return (e.rendered?.metadata?.headings as RenderedHeading[] | undefined) ?? [];
}

/** An entry's rendered body (sanitised HTML from our pipeline), from the file the loader wrote it to. */
export function bodyHtmlOf(e: {
  id: string;
  rendered?: { metadata?: Record<string, unknown> };
}): string {
  const file = e.rendered?.metadata?.bodyFile;
  if (typeof file !== 'string')
    throw new Error(
      `entry ${e.id} has no rendered body file (a data store from an older build: delete Astro's cache folder)`,
    );
  return readBodyFile(file);
}

/** A case's action items and lessons as the loader stored them (none for an entry stored before it kept them). */
export function learningsOf(e: {
  rendered?: { metadata?: Record<string, unknown> };
}): CaseLearnings {
  return (
    (e.rendered?.metadata?.learnings as CaseLearnings | undefined) ?? {
      actionItems: [],
      lessons: [],
    }
  );
}
