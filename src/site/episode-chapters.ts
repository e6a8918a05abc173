/**
 * An episode's chapters in the Podcast Index JSON chapters format (`podcast:chapters`, type
 * `application/json+chapters`, version 1.2.0): one chapter per numbered section, starting with
 * its first turn, linking to the section on the transcript page.
 */
import type { TranscriptTiming } from '../model/transcript-timing.ts';

/** The chapters file. @param sectionUrl the absolute URL of a section (by its number) on the transcript page. */
export function toChaptersJson(
  timing: TranscriptTiming,
  sectionUrl: (n: number) => string,
): string {
  const chapters = timing.sections.map((s) => ({
    startTime: s.start,
    title: s.title,
    url: sectionUrl(s.n),
  }));
  return `${JSON.stringify({ version: '1.2.0', chapters }, null, 2)}\n`;
}
