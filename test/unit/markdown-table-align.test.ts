// A Markdown table's column alignment renders as a class the stylesheet aligns, never as the
// `align` attribute HTML dropped (the post-build HTML check refuses it) or as an inline style.
import { describe, expect, it } from 'vitest';
import { renderBody } from '../../src/markdown/index.ts';

describe('table alignment', () => {
  it('becomes a class on every cell of the column', async () => {
    const { html } = await renderBody(
      '| name | count | note |\n| :--- | ---: | :---: |\n| a | 1 | x |\n| b | 22 | y |\n',
    );
    expect(html).not.toMatch(/\balign=|style=/);
    expect(html.match(/<th class="align-right">count<\/th>/g)).toHaveLength(1);
    expect(html.match(/<td class="align-right">/g)).toHaveLength(2);
    expect(html.match(/<td class="align-center">/g)).toHaveLength(2);
    expect(html.match(/<td class="align-left">/g)).toHaveLength(2);
  });

  it('leaves a column without alignment without a class', async () => {
    const { html } = await renderBody('| a | b |\n| --- | --- |\n| 1 | 2 |\n');
    expect(html).toContain('<td>1</td>');
  });
});
