// The lint rule for templates: `set:html` writes unescaped HTML, so a template may use
// it only for the sanitised body (`bodyHtmlOf(entry)`, the file our pipeline rendered it to;
// `entry.rendered.html` where a store still holds it) or for JSON made safe for a <script>
// element by `jsonForScript`, or text escaped by `textHtml` (the library's own words from its
// config, which keep their quotes as the template's words do). Anything else, e.g.
// `set:html={entry.data.title}`, fails here with file and line.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/build-site.ts';

const ALLOWED = [
  /^jsonForScript\([\s\S]*\)$/,
  /^[\w$.?]*\brendered\??\.html$/,
  /^bodyHtmlOf\(\w+\)$/,
  /^textHtml\([\s\S]*\)$/,
];

/** Every `set:html` (and `set:html` spread through `{...}` props) in a template, with its value. */
function findSetHtml(source: string): { line: number; value: string }[] {
  const out: { line: number; value: string }[] = [];
  for (const m of source.matchAll(/set:html\s*=\s*/g)) {
    let i = (m.index ?? 0) + m[0].length;
    let value: string;
    if (source[i] === '{') {
      let depth = 0;
      const start = i;
      for (; i < source.length; i++) {
        if (source[i] === '{') depth++;
        else if (source[i] === '}' && --depth === 0) break;
      }
      value = source.slice(start + 1, i).trim();
    } else value = /^("[^"]*"|'[^']*'|\S+)/.exec(source.slice(i))?.[0] ?? '';
    out.push({ line: source.slice(0, m.index).split('\n').length, value });
  }
  for (const m of source.matchAll(/['"]set:html['"]\s*:/g))
    out.push({
      line: source.slice(0, m.index).split('\n').length,
      value: '(set:html as a spread prop)',
    });
  return out;
}

function templates(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? templates(join(dir, e.name))
      : e.name.endsWith('.astro')
        ? [join(dir, e.name)]
        : [],
  );
}

describe('set:html in templates', () => {
  it('is only used for the sanitised body or jsonForScript output', () => {
    const bad = templates(join(ROOT, 'src')).flatMap((file) =>
      findSetHtml(readFileSync(file, 'utf8'))
        .filter((u) => !ALLOWED.some((re) => re.test(u.value)))
        .map((u) => `${relative(ROOT, file)}:${u.line} set:html={${u.value}}`),
    );
    expect(
      bad,
      'escape the value (plain {expression}) or serialise JSON with jsonForScript',
    ).toEqual([]);
  });

  it('catches the uses it must catch', () => {
    const src =
      '---\n---\n<div set:html={entry.data.title} />\n<p set:html="<b>x</b>" />\n<script set:html={jsonForScript(data)} />\n<Fragment set:html={ entry.rendered?.html } />\n<x {...{ "set:html": t }} />\n';
    expect(findSetHtml(src).filter((u) => !ALLOWED.some((re) => re.test(u.value)))).toEqual([
      { line: 3, value: 'entry.data.title' },
      { line: 4, value: '"<b>x</b>"' },
      { line: 7, value: '(set:html as a spread prop)' },
    ]);
  });
});
