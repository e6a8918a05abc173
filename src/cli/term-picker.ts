/**
 * The multiple-choice term question of `npm run new:case`: @clack/prompts'
 * `autocompleteMultiselect`, drawn the same way, but saying what was picked when it is done
 * (`2 components: etcd, kubelet`) where the library's own says "1 items selected". Built on
 * @clack/core's `AutocompletePrompt`, as @clack/prompts builds its own.
 */
import { AutocompletePrompt, isCancel } from '@clack/core';
import {
  limitOptions,
  S_BAR,
  S_BAR_END,
  S_CHECKBOX_INACTIVE,
  S_CHECKBOX_SELECTED,
  symbol,
} from '@clack/prompts';
import type { Readable, Writable } from 'node:stream';
import { styleText } from 'node:util';
import { keepsOption, pickedLine, type Noun, type TermOption } from './new-case-choices.ts';

/**
 * Asks for any number of `options`; resolves to the picked values and the search as last typed
 * (a new term's name, when nothing matched it), or a cancel symbol.
 */
export async function pickTerms(opts: {
  message: string;
  options: TermOption[];
  noun: Noun;
  maxItems?: number;
  /** The terminal's streams; standard input and output unless given. */
  input?: Readable;
  output?: Writable;
}): Promise<{ values: string[]; search: string } | symbol> {
  const { message, options, noun } = opts;
  const line = (o: TermOption, active: boolean, selected: readonly string[], focused?: string) => {
    const box = selected.includes(o.value)
      ? styleText('green', S_CHECKBOX_SELECTED)
      : styleText('dim', S_CHECKBOX_INACTIVE);
    const hint = o.hint && o.value === focused ? styleText('dim', ` (${o.hint})`) : '';
    return active ? `${box} ${o.label}${hint}` : `${box} ${styleText('dim', o.label)}`;
  };
  const prompt: AutocompletePrompt<TermOption> = new AutocompletePrompt<TermOption>({
    options,
    multiple: true,
    filter: keepsOption,
    input: opts.input,
    output: opts.output,
    render() {
      const head = `${styleText('gray', S_BAR)}\n${symbol(this.state)}  ${message}\n`;
      if (this.state === 'submit')
        return `${head}${styleText('gray', S_BAR)}  ${styleText('dim', pickedLine(this.selectedValues, options, noun))}`;
      if (this.state === 'cancel')
        return `${head}${styleText('gray', S_BAR)}  ${styleText(['strikethrough', 'dim'], this.userInput)}`;
      const colour = this.state === 'error' ? 'yellow' : 'cyan';
      const bar = `${styleText(colour, S_BAR)}  `;
      const input = this.isNavigating ? styleText('dim', this.userInput) : this.userInputWithCursor;
      const matches =
        this.filteredOptions.length !== options.length
          ? styleText(
              'dim',
              ` (${this.filteredOptions.length} match${this.filteredOptions.length === 1 ? '' : 'es'})`,
            )
          : '';
      const top = [
        ...`${head}${styleText(colour, S_BAR)}`.split('\n'),
        `${bar}${styleText('dim', 'Search:')} ${input}${matches}`,
        ...(this.state === 'error' ? [`${bar}${styleText('yellow', this.error)}`] : []),
      ];
      const keys = [
        `${styleText('dim', '↑/↓')} to navigate`,
        `${styleText('dim', this.isNavigating ? 'Space/Tab:' : 'Tab:')} select`,
        `${styleText('dim', 'Enter:')} confirm`,
        `${styleText('dim', 'Type:')} to search`,
      ];
      const bottom = [`${bar}${keys.join(' • ')}`, styleText(colour, S_BAR_END)];
      const rows = limitOptions({
        cursor: this.cursor,
        options: this.filteredOptions,
        style: (o, active) => line(o, active, this.selectedValues, this.focusedValue),
        maxItems: opts.maxItems,
        output: opts.output,
        rowPadding: top.length + bottom.length,
      });
      return [...top, ...rows.map((r) => `${bar}${r}`), ...bottom].join('\n');
    },
  });
  const values = await prompt.prompt();
  return isCancel(values) ? values : { values: values as string[], search: prompt.userInput };
}
