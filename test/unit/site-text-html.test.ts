// The config's words as HTML text: markup in them is text, quotes stay quotes.
import { describe, expect, it } from 'vitest';
import { textHtml } from '../../src/site/site-config.ts';

describe('textHtml', () => {
  it('escapes what would start markup or an entity', () => {
    expect(textHtml('<script>alert(1)</script> & <b>')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;',
    );
  });
  it("keeps quotes, which need no escape in text: the organisations' own reports", () => {
    expect(textHtml(`the organisations' own "reports"`)).toBe(`the organisations' own "reports"`);
  });
});
