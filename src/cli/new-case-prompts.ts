/**
 * The questions `npm run new:case` asks in a terminal (@clack/prompts): title, summary, the
 * terms of each vocabulary in asking order (picking a term or adding a new one), the source's
 * address and the start, each only when the flags did not give it.
 */
import * as p from '@clack/prompts';
import {
  HttpUrlSchema,
  InstantSchema,
  SlugSchema,
  type Taxonomy,
  type TaxonomyName,
  type Vocabulary,
} from '../../schemas/index.ts';
import type { VocabularyModel } from '../model/vocabularies.ts';
import { askingOrder } from './case-skeleton.ts';
import { keepsOption, NEW_TERM, nounOf, slugFromSearch, termOptions } from './new-case-choices.ts';
import type { CaseDraft, NewTerm } from './new-case-render.ts';
import { pickTerms } from './term-picker.ts';

/**
 * Asks for what the flags did not give; returns undefined when the user cancels. A new term is
 * pushed to `added` and put in `vocab`, so later questions offer it.
 */
export async function askDraft(
  d: CaseDraft,
  vocab: Record<TaxonomyName, Taxonomy>,
  model: VocabularyModel,
  added: NewTerm[],
): Promise<CaseDraft | undefined> {
  const stop = (v: unknown): v is symbol => p.isCancel(v);
  /** Asks for a new term; `search` (what was typed when it was picked) starts its slug and label. */
  const newTerm = async (of: Vocabulary, search = ''): Promise<string | undefined> => {
    const taxonomy = of.name;
    const slug = await p.text({
      message: `Slug of the new ${of.term} (lower-case, hyphens)`,
      initialValue: slugFromSearch(search) || undefined,
      validate: (v) =>
        SlugSchema.safeParse(v ?? '').success && !Object.hasOwn(vocab[taxonomy] ?? {}, v ?? '')
          ? undefined
          : 'a new slug: lower-case letters, digits and single hyphens',
    });
    if (stop(slug)) return undefined;
    const label = await p.text({
      message: 'Its label, as shown on the site',
      initialValue: search.trim() || undefined,
      validate: (v) => (v?.trim() ? undefined : 'required'),
    });
    if (stop(label)) return undefined;
    const description = await p.text({
      message: 'One sentence on what it means',
      validate: (v) => (v?.trim() ? undefined : 'required'),
    });
    if (stop(description)) return undefined;
    const t = { taxonomy, slug, label: label.trim(), description: description.trim() };
    added.push(t);
    vocab[taxonomy] = {
      ...vocab[taxonomy],
      [slug]: { label: t.label, description: t.description },
    };
    return slug;
  };
  /** Asks for the terms of `v`, unless the flags named some. */
  const choose = async (v: Vocabulary, chosen: string[]): Promise<string[] | undefined> => {
    if (chosen.length) return chosen;
    const noun = nounOf(v);
    const options = termOptions(vocab[v.name] ?? {}, noun);
    const message = v.many
      ? `${v.title} (${v.required ? '' : 'none is fine; '}Tab to pick, Enter when done)`
      : `${v.singular} (type to search)`;
    const answer = v.many
      ? await pickTerms({ message, options, noun, maxItems: 10 })
      : await p.autocomplete({ message, options, filter: keepsOption, maxItems: 10 });
    if (stop(answer)) return undefined;
    const { values, search } =
      typeof answer === 'string' ? { values: [answer], search: '' } : answer;
    const out: string[] = [];
    for (const value of values) {
      if (value !== NEW_TERM) out.push(value);
      else {
        const slug = await newTerm(v, search);
        if (slug === undefined) return undefined;
        out.push(slug);
      }
    }
    return out;
  };
  const title =
    d.title ??
    (await p.text({
      message: 'Title: what failed and why, in one line',
      placeholder: 'A certificate expired and logins failed for 25 minutes',
    }));
  if (stop(title)) return undefined;
  const summary =
    d.summary ??
    (await p.text({
      message: 'Summary: what happened, how long, and the cause, in one or two plain sentences',
      placeholder: 'empty to fill in later',
    }));
  if (stop(summary)) return undefined;
  const terms: Record<string, string[]> = {};
  for (const v of askingOrder(model.rows)) {
    const chosen = await choose(v, d.terms[v.name] ?? []);
    if (!chosen) return undefined;
    terms[v.name] = chosen;
  }
  const sourceUrl =
    d.sourceUrl ??
    (await p.text({
      message: 'Address of the public postmortem (empty to fill in later)',
      validate: (v) =>
        !v || HttpUrlSchema.safeParse(v).success ? undefined : 'an http(s) address',
    }));
  if (stop(sourceUrl)) return undefined;
  const start =
    d.start ??
    (await p.text({
      message: 'When it started: YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ (empty to fill in later)',
      validate: (v) => (!v ? undefined : InstantSchema.safeParse(v).error?.issues[0].message),
    }));
  if (stop(start)) return undefined;
  return {
    ...d,
    title: title || undefined,
    summary: summary || undefined,
    terms,
    sourceUrl: sourceUrl || undefined,
    start: start || undefined,
  };
}
