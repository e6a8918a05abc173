/**
 * Well-formedness of every XML file of a built site, by readers independent of the ones that
 * wrote them: fast-xml-parser's validator (tags, attributes, entities) and XML 1.0's `Char`
 * production (no control character, noncharacter or lone surrogate anywhere in the document).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { filesOf } from '../fixtures/hostile/inspect.ts';

const XML_CHAR = /^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;

/** Every `.xml` file under `dist` that is not well-formed, with the reason; empty when all are. */
export function badXmlFiles(dist: string): string[] {
  const bad: string[] = [];
  for (const f of filesOf(dist).filter((x) => x.endsWith('.xml'))) {
    const text = readFileSync(join(dist, f), 'utf8');
    const v = XMLValidator.validate(text);
    if (v !== true) bad.push(`${f}: ${v.err.msg} (line ${v.err.line})`);
    else if (!XML_CHAR.test(text)) bad.push(`${f}: a character XML 1.0 does not allow`);
  }
  return bad;
}
