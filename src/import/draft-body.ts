/**
 * A postmortem's sections as a draft case's body: Symptoms (a Symptoms section, else the Impact
 * text), Trigger, Root cause (and Contributing factors), Detection, Remediation (Resolution,
 * Recovery, Response), Action items and Lessons, in `CASE_SECTIONS` order, then What happened, the
 * Timeline when it stayed text, and References (the source's links). Several source sections
 * feeding one case section keep their own headings under it; a section the source does not have
 * is filled from a field of the same role (`Trigger: ...`), if any.
 */
import type { BodySection, Filled } from './draft-types.ts';
import type { FieldRole, Outline, Role, Section } from './outline.ts';
import { markdownOf, paragraph } from './section-text.ts';

/**
 * The body sections of a draft, and the `## Heading` each fills with its source line.
 * @param timelineText the Timeline section, when its events could not be read (it stays text).
 */
export function bodySections(
  outline: Outline,
  timelineText: Section | undefined,
): { sections: BodySection[]; filled: Filled[] } {
  const field = (role: FieldRole) => outline.fields.find((f) => f.role === role);
  const sectionsOf = (role: Role) => outline.sections.filter((s) => s.role === role);
  const filled: Filled[] = [];
  const sections: BodySection[] = [];
  const bodySection = (heading: string, from: readonly Section[], fieldRoles: FieldRole[] = []) => {
    const parts: string[] = [];
    let line: number | undefined;
    for (const s of from) {
      // Contributing factors are said to be such under the root cause.
      const headed = from.length > 1 || s.role === 'contributing';
      const own = headed ? `### ${s.heading}\n\n` : '';
      const md = markdownOf(s.nodes, s.depth, headed ? 1 : 0);
      if (!md) continue;
      parts.push(own + md);
      line ??= s.line;
    }
    if (!parts.length)
      for (const r of fieldRoles) {
        const f = field(r);
        if (!f) continue;
        parts.push(markdownOf([paragraph(f.value)], 2));
        line ??= f.line;
      }
    if (parts.length && line !== undefined) {
      sections.push({ heading, markdown: parts.join('\n\n'), line });
      filled.push({ field: `## ${heading}`, line });
    }
  };
  const symptoms = sectionsOf('symptoms');
  bodySection('Symptoms', symptoms.length ? symptoms : sectionsOf('impact'), [
    'symptoms',
    'impact',
  ]);
  bodySection('Trigger', sectionsOf('trigger'), ['trigger']);
  bodySection(
    'Root cause',
    [...sectionsOf('root-cause'), ...sectionsOf('contributing')],
    ['root-cause'],
  );
  bodySection('Detection', sectionsOf('detection'), ['detection']);
  bodySection('Remediation', sectionsOf('remediation'), ['remediation']);
  bodySection('Action items', sectionsOf('action-items'), ['action-items']);
  bodySection('Lessons', sectionsOf('lessons'), ['lessons']);
  bodySection('What happened', sectionsOf('narrative'), ['narrative']);
  if (timelineText) bodySection('Timeline', [timelineText]);
  bodySection('References', sectionsOf('references'), ['references']);
  return { sections, filled };
}
