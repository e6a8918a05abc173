// The questions of `npm run new:case`, as pure functions: the options a term question offers,
// which a search keeps, and what a finished question says it picked.
import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  countOf,
  keepsOption,
  NEW_TERM,
  nounOf,
  pickedLine,
  slugFromSearch,
  termOptions,
} from '../../src/cli/new-case-choices.ts';
import { defaultVocabularyList } from '../../src/config/vocabularies.ts';
import { pickTerms } from '../../src/cli/term-picker.ts';

const components = {
  etcd: { label: 'etcd', description: 'Key-value store.' },
  kubelet: { label: 'kubelet', description: 'Node agent.' },
  'lb-edge': { label: 'Load balancer, edge', description: 'The first hop.' },
};
// What the default vocabularies call their terms, as the library's config gives them.
const TERM_NOUNS = Object.fromEntries(defaultVocabularyList().map((v) => [v.name, nounOf(v)]));
const options = termOptions(components, TERM_NOUNS.components);
const kept = (search: string) => options.filter((o) => keepsOption(search, o)).map((o) => o.label);

describe('new:case term questions', () => {
  it('offers every term by label, with its slug, then a new one', () => {
    expect(options).toEqual([
      { value: 'etcd', label: 'etcd', hint: 'etcd' },
      { value: 'kubelet', label: 'kubelet', hint: 'kubelet' },
      { value: 'lb-edge', label: 'Load balancer, edge', hint: 'lb-edge' },
      { value: NEW_TERM, label: '+ a new component' },
    ]);
  });

  it('keeps "+ a new component" when a search finds no term, and beside those it finds', () => {
    expect(kept('service mesh')).toEqual(['+ a new component']);
    expect(kept('EDGE')).toEqual(['Load balancer, edge', '+ a new component']);
    expect(kept('lb-')).toEqual(['Load balancer, edge', '+ a new component']);
    expect(kept('')).toHaveLength(4);
  });

  it('counts with the plural English uses, by Intl.PluralRules', () => {
    expect(countOf(1, TERM_NOUNS['root-causes'])).toBe('1 root cause');
    expect(countOf(0, TERM_NOUNS['root-causes'])).toBe('0 root causes');
    expect(countOf(2, TERM_NOUNS['impact-categories'])).toBe('2 impact categories');
  });

  it("starts a new term's slug from the search", () => {
    expect(slugFromSearch('Service Mesh')).toBe('service-mesh');
    expect(slugFromSearch('  Équilibreur de charge / L7 ')).toBe('equilibreur-de-charge-l7');
    expect(slugFromSearch('???')).toBe('');
  });

  it('says what was picked, never "1 items selected"', () => {
    expect(pickedLine(['etcd'], options, TERM_NOUNS.components)).toBe('1 component: etcd');
    expect(pickedLine(['etcd', 'lb-edge'], options, TERM_NOUNS.components)).toBe(
      '2 components: etcd, Load balancer, edge',
    );
    expect(pickedLine([NEW_TERM], options, TERM_NOUNS.components)).toBe(
      '1 component: + a new component',
    );
    expect(pickedLine([], options, TERM_NOUNS['contributing-factors'])).toBe(
      'no contributing factors',
    );
  });
});

describe('the term question in a terminal', () => {
  it('picks "+ a new component" after a search that finds no term, and says so', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = '';
    output.on('data', (d: Buffer) => (shown += d.toString()));
    const answer = pickTerms({
      message: 'Components',
      options,
      noun: TERM_NOUNS.components,
      input,
      output,
    });
    // Typed as a contributor would: a term the vocabulary lacks, Tab to pick, Enter when done.
    for (const key of [...'service mesh', '\t', '\r']) {
      input.write(key);
      await new Promise((r) => setImmediate(r));
    }
    // What was typed comes back too: the new term's slug and label start from it.
    expect(await answer).toEqual({ values: [NEW_TERM], search: 'service mesh' });
    const plain = stripVTControlCharacters(shown);
    expect(plain).toContain('1 component: + a new component');
    expect(plain).not.toContain('items selected');
  });
});
