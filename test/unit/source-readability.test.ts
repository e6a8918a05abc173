// A case that rests on one public source with no archived copy is marked on its page; one with a
// second source, an archived copy or an internal source is not.
import { describe, expect, it } from 'vitest';
import { restsOnOneUnarchivedSource } from '../../src/site/source-readability.ts';

const report = { url: 'https://status.example.com/incidents/1' };

describe('a case resting on one source', () => {
  it('is marked when its one public source has no archived copy', () => {
    expect(restsOnOneUnarchivedSource([report], [])).toBe(true);
  });
  it('is not marked with an archived copy, a second source or none at all', () => {
    expect(
      restsOnOneUnarchivedSource(
        [
          {
            ...report,
            archive_url: 'https://web.archive.org/web/2024/https://status.example.com/',
          },
        ],
        [],
      ),
    ).toBe(false);
    expect(restsOnOneUnarchivedSource([report, { url: 'https://news.example.org/a' }], [])).toBe(
      false,
    );
    expect(restsOnOneUnarchivedSource([], [])).toBe(false);
  });
  it('is not marked when the one source is internal: no archive can hold it', () => {
    expect(
      restsOnOneUnarchivedSource(
        [{ url: 'https://wiki.corp.example.com/pm/1' }],
        ['.corp.example.com'],
      ),
    ).toBe(false);
  });
});
