// Archived copies of sources (src/site/archive.ts): the source's own archive_url and nothing
// made up; none for a source on an internal host, which is marked internal.
import { describe, expect, it } from 'vitest';
import { internalHostOf } from '../../schemas/index.ts';
import { sourceArchive } from '../../src/site/archive.ts';

describe('archived copies', () => {
  it('links the archive_url a source gives, and no copy for one that gives none', () => {
    expect(
      sourceArchive({ url: 'https://example.org/pm', archive_url: 'https://archive.ph/abc' }),
    ).toEqual({ archiveUrl: 'https://archive.ph/abc', internal: false });
    expect(sourceArchive({ url: 'https://example.org/pm' })).toEqual({ internal: false });
    expect(sourceArchive({ url: 'https://example.org/pm' }, ['wiki.example.com'])).toEqual({
      internal: false,
    });
  });

  it('marks a source on an internal host internal and offers no copy of it, even one it gives', () => {
    const hosts = ['.corp.example.com', 'wiki.example.com'];
    expect(sourceArchive({ url: 'https://wiki.example.com/pm/1' }, hosts)).toEqual({
      internal: true,
    });
    expect(
      sourceArchive(
        {
          url: 'https://jira.corp.example.com/browse/OPS-1',
          archive_url: 'https://web.archive.org/web/https://jira.corp.example.com/browse/OPS-1',
        },
        hosts,
      ),
    ).toEqual({ internal: true });
  });
});

describe('internal hosts', () => {
  const hosts = ['.corp.example.com', 'wiki.example.com'];
  it('matches a host name exactly, and a suffix for every host under it and itself', () => {
    expect(internalHostOf('https://wiki.example.com/a', hosts)).toBe('wiki.example.com');
    expect(internalHostOf('https://WIKI.Example.com:8443/a', hosts)).toBe('wiki.example.com');
    expect(internalHostOf('https://jira.corp.example.com/b', hosts)).toBe('.corp.example.com');
    expect(internalHostOf('https://a.b.corp.example.com/b', hosts)).toBe('.corp.example.com');
    expect(internalHostOf('https://corp.example.com/', hosts)).toBe('.corp.example.com');
  });

  it('does not match another host that merely ends in the same letters, or a subdomain of a host name', () => {
    expect(internalHostOf('https://notcorp.example.com/', hosts)).toBeUndefined();
    expect(internalHostOf('https://old.wiki.example.com/', hosts)).toBeUndefined();
    expect(internalHostOf('https://example.com/wiki.example.com', hosts)).toBeUndefined();
    expect(internalHostOf('https://wiki.example.com/', [])).toBeUndefined();
    expect(internalHostOf('not a url', hosts)).toBeUndefined();
  });
});
