import { describe, expect, it } from 'vitest';
import { searchDocument } from '../../src/postbuild/search-document.ts';

const page = (body: string, outside = '') =>
  `<!DOCTYPE html><html lang="fr"><head><title>T</title>${outside}</head><body><nav>Site menu</nav>${body}<footer>Footer</footer></body></html>`;
const wrap = (inner: string) => `<!DOCTYPE html><html lang="fr"><body>${inner}</body></html>`;

describe('searchDocument', () => {
  it('is undefined for a page Pagefind does not index (no data-pagefind-body)', () => {
    expect(searchDocument(page('<main><p>Listing</p></main>'))).toBeUndefined();
  });

  it('keeps the html start tag and the body element, drops the rest of the page', () => {
    const body =
      '<article data-pagefind-body><h2 id="a">Trigger</h2><p>The lease <code>ttl</code> expired.<br>Then</p><img src="/x.png" alt="x"></article>';
    expect(searchDocument(page(body))).toBe(wrap(body));
  });

  it('drops the content of ignored elements but keeps the filters, meta and sorts inside them', () => {
    const body =
      '<article data-pagefind-body><div hidden data-pagefind-ignore><span data-pagefind-filter="component">Etcd</span><span data-pagefind-meta="title">IL-1</span><span data-pagefind-sort="case">1</span></div>' +
      '<section data-pagefind-ignore="index"><h2 id="related">Related</h2><ul><li><a href="/cases/IL-2/">Other case <span data-pagefind-filter="year">2024</span></a></li></ul></section><p>Kept text</p></article>';
    expect(searchDocument(page(body))).toBe(
      wrap(
        '<article data-pagefind-body><div hidden data-pagefind-ignore><span data-pagefind-filter="component">Etcd</span><span data-pagefind-meta="title">IL-1</span><span data-pagefind-sort="case">1</span></div>' +
          '<section data-pagefind-ignore="index"><span data-pagefind-filter="year">2024</span></section><p>Kept text</p></article>',
      ),
    );
  });

  it('drops an element marked data-pagefind-ignore="all" whole, filters and meta included, also when nested', () => {
    const body =
      '<main data-pagefind-body><p>a</p><div data-pagefind-ignore="all"><span data-pagefind-filter="x">y</span></div>' +
      '<section data-pagefind-ignore><div data-pagefind-ignore="all"><span data-pagefind-meta="m">z</span></div><span data-pagefind-filter="k">v</span></section>b</main>';
    expect(searchDocument(page(body))).toBe(
      wrap(
        '<main data-pagefind-body><p>a</p><section data-pagefind-ignore><span data-pagefind-filter="k">v</span></section>b</main>',
      ),
    );
  });

  it('keeps filters and meta outside the body', () => {
    const html = page(
      '<main data-pagefind-body><p>Text</p></main>',
      '<meta data-pagefind-meta="image[content]" content="/i.png">',
    );
    expect(searchDocument(html)).toBe(
      wrap(
        '<meta data-pagefind-meta="image[content]" content="/i.png"><main data-pagefind-body><p>Text</p></main>',
      ),
    );
  });

  it('reads attributes, not text: a marker in an attribute value, a script or text does not count', () => {
    const body =
      '<main data-pagefind-body><p title="data-pagefind-ignore">Title</p><script type="application/ld+json">{"a":"<div data-pagefind-ignore>"}</script><p>data-pagefind-ignore &lt;b data-pagefind-ignore&gt;</p></main>';
    expect(searchDocument(page(body))).toBe(wrap(body));
    expect(searchDocument(page('<p title="x data-pagefind-body">No body</p>'))).toBeUndefined();
  });

  it('gives back the whole page when an ignored element has no end tag to cut at', () => {
    const html = page(
      '<main data-pagefind-body><p data-pagefind-ignore>open paragraph<div>block</div></main>',
    );
    expect(searchDocument(html)).toBe(html);
  });
});
