/**
 * A strict reader of one BibTeX entry, as BibTeX itself reads it: braces are counted whatever
 * precedes them (a backslash escapes nothing), a braced value ends at the brace that balances
 * its opening one, a quoted value at the first `"` outside braces. Anything else (a stray
 * character between fields, an unbalanced brace, text after the closing brace) throws.
 */
export interface BibEntry {
  type: string;
  key: string;
  fields: [string, string][];
}

export function readBibtexEntry(text: string): BibEntry {
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`BibTeX: ${why} at offset ${i}: ${JSON.stringify(text.slice(i, i + 30))}`);
  };
  const ws = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const word = (re: RegExp) => {
    const m = re.exec(text.slice(i));
    if (!m) fail('expected a name');
    i += m![0].length;
    return m![0];
  };
  const braced = () => {
    // i is at "{": returns the text inside the balancing "}".
    let depth = 0;
    const start = i + 1;
    for (; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) return text.slice(start, i++);
    }
    return fail('unbalanced braces');
  };
  const quoted = () => {
    let depth = 0;
    const start = ++i;
    for (; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}') {
        if (--depth < 0) fail('unbalanced braces in a quoted value');
      } else if (text[i] === '"' && depth === 0) return text.slice(start, i++);
    }
    return fail('unclosed quoted value');
  };
  ws();
  if (text[i] !== '@') fail('expected @');
  i++;
  const type = word(/^[A-Za-z]+/);
  if (text[i] !== '{') fail('expected { after the entry type');
  i++;
  const key = word(/^[^,\s{}"=]+/);
  const fields: [string, string][] = [];
  ws();
  while (text[i] === ',') {
    i++;
    ws();
    if (text[i] === '}') break;
    const name = word(/^[A-Za-z][\w-]*/);
    ws();
    if (text[i] !== '=') fail('expected =');
    i++;
    ws();
    const value = text[i] === '{' ? braced() : text[i] === '"' ? quoted() : word(/^[A-Za-z0-9]+/);
    fields.push([name.toLowerCase(), value]);
    ws();
  }
  if (text[i] !== '}') fail('expected , or } after a field');
  i++;
  ws();
  if (i !== text.length) fail('text after the entry');
  return { type, key, fields };
}
