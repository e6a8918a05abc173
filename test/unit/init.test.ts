// incident-library init: the starter's text renamed to a new library's name and prefix, and the
// choices checked by the config's own rules.
import { describe, expect, it } from 'vitest';
import { choiceProblem, renamed } from '../../src/cli/init.ts';

const choices = { name: 'Globex Outage Library', prefix: 'GLX' };

describe('init', () => {
  it('renames the title, the prefix in IDs and config, the package and its dependency', () => {
    const text = [
      "title: 'Acme Incident Library',",
      "idPrefix: 'ACME',",
      'id: ACME-0003',
      '"name": "acme-incident-library"',
      '"incident-library": "^0.1.0"',
    ].join('\n');
    expect(renamed(text, choices, 'file:incident-library-0.1.0.tgz')).toBe(
      [
        "title: 'Globex Outage Library',",
        "idPrefix: 'GLX',",
        'id: GLX-0003',
        '"name": "globex-outage-library"',
        '"incident-library": "file:incident-library-0.1.0.tgz"',
      ].join('\n'),
    );
  });

  it('refuses a prefix the config would refuse, saying why', () => {
    expect(choiceProblem({ name: 'Globex', prefix: 'glx-' })).toMatch(/^idPrefix: expected/);
    expect(choiceProblem(choices)).toBeUndefined();
  });
});
