// `npm run narrate`'s arguments checked before anything runs: `--jobs` a whole number of turns
// at once (none would synthesise nothing, and the empty narration was refused only after the
// synthesis, as cues validate refuses), and `--voice SPEAKER=VOICE` naming a speaker the
// transcripts have (a speaker no transcript has was taken silently and did nothing).
import { describe, expect, it } from 'vitest';
import { jobsOf, MAX_JOBS, voiceChoices } from '../../src/cli/narrate-inputs.ts';
import { engineOf } from '../../src/node/speech-engines.ts';
import { hostile } from '../helpers/hostile.ts';

const flite = engineOf('flite');
const choose = (...args: string[]) => voiceChoices(args, flite, ['Host', 'Guest']);

describe('narrate --jobs', () => {
  it('is a whole number of turns from 1 to the most', () => {
    expect(jobsOf('1')).toBe(1);
    expect(jobsOf(String(MAX_JOBS))).toBe(MAX_JOBS);
  });

  it.each(hostile('cli', ['abc', '0', '', '1.5', '1e9', ' 2', '2\n--engine', '-1', '0x10']))(
    'refuses --jobs %j in one line naming it',
    (text) => {
      expect(() => jobsOf(text)).toThrow(
        `narrate: --jobs ${JSON.stringify(text)}: expected a whole number of turns synthesised at once, from 1 to ${MAX_JOBS}`,
      );
    },
  );
});

describe('narrate --voice', () => {
  it('sets the voice of a speaker the transcripts have, a speaker called anything', () => {
    expect(choose('Host=awb', 'Guest=kal')).toEqual(
      new Map([
        ['Host', 'awb'],
        ['Guest', 'kal'],
      ]),
    );
    expect(voiceChoices(['constructor=slt'], flite, ['constructor'])).toEqual(
      new Map([['constructor', 'slt']]),
    );
  });

  it.each(
    hostile('cli', [
      ['Host', /^narrate: --voice "Host": expected SPEAKER=VOICE, a voice of flite: slt, rms, /],
      ['=slt', /^narrate: --voice "=slt": expected SPEAKER=VOICE/],
      ['Host=', /^narrate: --voice "Host=": expected SPEAKER=VOICE/],
      ['Host=slt=rms', /^narrate: --voice "Host=slt=rms": expected SPEAKER=VOICE/],
      ['Host=toString', /^narrate: --voice "Host=toString": expected SPEAKER=VOICE/],
      [
        'constructor=slt',
        /^narrate: --voice "constructor=slt": no speaker "constructor" in the transcripts narrated \(their speakers: Host, Guest\)$/,
      ],
      ['Hots=slt', /: no speaker "Hots" in the transcripts narrated \(did you mean "Host"\?\)$/],
      ['Host\n=slt', /^narrate: --voice "Host\\n=slt": no speaker "Host\\n" in the/],
    ]),
  )('refuses --voice %j in one line naming it', (arg, said) => {
    expect(() => choose(arg)).toThrow(said);
  });
});
