// Archived copies of sources (src/site/archive.ts): the source's own archive_url, else the
// Wayback Machine at the publication date, else its newest snapshot.
import { describe, expect, it } from 'vitest';
import { archivedCopy, waybackUrl } from '../../src/site/archive.ts';

describe('archived copies', () => {
  it('points the Wayback Machine at the publication date, keeping the URL exactly', () => {
    expect(waybackUrl('https://status.openai.com/incidents/7h9pjy5d1lz5', '2022-06-27')).toBe(
      'https://web.archive.org/web/20220627/https://status.openai.com/incidents/7h9pjy5d1lz5',
    );
    expect(waybackUrl('https://example.org/a?b=1&c=2#part', '2024-01-05')).toBe(
      'https://web.archive.org/web/20240105/https://example.org/a?b=1&c=2#part',
    );
  });

  it('asks for the newest snapshot when there is no date', () => {
    expect(waybackUrl('http://example.org/pm')).toBe(
      'https://web.archive.org/web/http://example.org/pm',
    );
    expect(archivedCopy({ url: 'https://example.org/pm' })).toEqual({
      url: 'https://web.archive.org/web/https://example.org/pm',
      given: false,
    });
  });

  it('prefers the archive_url a source gives', () => {
    expect(
      archivedCopy({
        url: 'https://example.org/pm',
        published: '2024-01-05',
        archive_url: 'https://archive.ph/abc',
      }),
    ).toEqual({ url: 'https://archive.ph/abc', given: true });
    expect(archivedCopy({ url: 'https://example.org/pm', published: '2024-01-05' })).toEqual({
      url: 'https://web.archive.org/web/20240105/https://example.org/pm',
      given: false,
    });
  });
});
