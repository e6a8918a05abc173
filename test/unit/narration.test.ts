// Narration (`npm run narrate`) without a speech engine: the words an engine is given, the digest
// of the narrated text, the timing from measured cues, the checks of the `narration` fields, the
// frontmatter the command writes, and every narrated transcript in content/ still matching its
// text and its audio file (so CI notices a transcript edited after its audio was made).
import { IL_RULES } from '../helpers/rules.ts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withNarration } from '../../src/cli/narrate-transcript.ts';
import { parseContentFile } from '../../src/model/frontmatter.ts';
import { buildLibrary } from '../../src/model/library.ts';
import {
  checkNarration,
  episodeTiming,
  narrationDigest,
  narrationIsCurrent,
  spokenText,
  spokenTurns,
  checkTurnText,
  TURN_LIMIT,
} from '../../src/model/narration.ts';
import { readContentTree } from '../../src/node/read-content.ts';
import { TranscriptSchema } from '../../schemas/transcript.ts';
import type { Narration } from '../../schemas/narration.ts';

const ROOT = join(import.meta.dirname, '../..');
const BODY = `## 1. One

**Host:** What is etcd, and what does kubectl do?

**Guest:** The DNS of GPUs is a PodDisruptionBudget.

## 2. Two

**Host:** Thanks.
`;
const NARRATION: Narration = {
  engine: 'festival',
  version: 'festival 1:2.5.0-9',
  voices: [
    { speaker: 'Host', voice: 'cmu_us_slt_arctic_hts' },
    { speaker: 'Guest', voice: 'kal_diphone' },
  ],
  digest: narrationDigest(spokenTurns(BODY)),
  seconds: 9.5,
  bytes: 1000,
  audioDigest: `sha256:${'0'.repeat(64)}`,
  cues: [
    [0.3, 3],
    [3.5, 6],
    [7.5, 8.7],
  ],
};
const DATA = {
  audio: 'x.mp3',
  duration: '0:10',
  speakers: [{ name: 'Host' }, { name: 'Guest' }],
  narration: NARRATION,
};

describe('narration', () => {
  it('writes words for the engine: known spellings, capitals letter by letter, CamelCase split', () => {
    expect(spokenText('What is etcd, and what does kubectl do?')).toBe(
      'What is et-see-dee, and what does cube control do?',
    );
    expect(spokenText('The DNS of GPUs is a PodDisruptionBudget.')).toBe(
      "The D N S of G P U's is a Pod Disruption Budget.",
    );
    expect(spokenText('A "quoted" word stays OK.')).toBe('A quoted word stays OK.');
  });

  it('digests the spoken text: a changed word changes it, the page-only markup does not', () => {
    const d = narrationDigest(spokenTurns(BODY));
    expect(d).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(narrationDigest(spokenTurns(BODY.replace('Thanks.', 'Thank you.')))).not.toBe(d);
    expect(narrationDigest(spokenTurns(BODY.replace('What is etcd', 'What is *etcd*')))).toBe(d);
    expect(narrationIsCurrent(BODY, NARRATION)).toBe(true);
  });

  it('times turns by the measured cues, chapters at their first turn, the duration from the audio', () => {
    const t = episodeTiming(BODY, '0:10', NARRATION);
    expect(t.estimated).toBe(false);
    expect(t.duration).toBe(9.5);
    expect(t.turns.map((x) => [x.start, x.end])).toEqual(NARRATION.cues);
    expect(t.sections.map((s) => s.start)).toEqual([0.3, 7.5]);
    // Cues for another number of turns are not used: the text changed since the narration.
    expect(episodeTiming(`${BODY}\n**Guest:** More.\n`, '0:10', NARRATION).estimated).toBe(true);
  });

  it('checks the narration against the transcript', () => {
    expect(checkNarration('t.md', BODY, DATA)).toEqual([]);
    const msgs = (b: string, d: Partial<typeof DATA>) =>
      checkNarration('t.md', b, { ...DATA, ...d }).map((i) => `${i.field}: ${i.message}`);
    expect(msgs(`${BODY}\n**Guest:** More.\n`, {})).toEqual(['narration.cues: 3 cues for 4 turns']);
    expect(msgs(BODY, { audio: undefined })).toEqual([
      'narration: narration describes audio, but the transcript names no "audio" file',
    ]);
    expect(msgs(BODY, { duration: '0:30' })).toEqual([
      "duration: duration 0:30 is not the narrated audio's length (9.5 s)",
    ]);
    expect(
      msgs(BODY, {
        narration: {
          ...NARRATION,
          cues: [
            [0.3, 3],
            [2, 6],
            [7.5, 8.7],
          ],
        },
      }),
    ).toEqual(['narration.cues.1: cue 2 [2, 6] is out of order or past the end (9.5 s)']);
  });

  it('records audio, duration and narration in the frontmatter, quoting new text, leaving the rest as it was', () => {
    const file = `---\ntitle: "A title of words"\nduration: "6:05"\npublished: "2026-11-30"\n---\n${BODY}`;
    const out = withNarration(file, 'x.mp3', NARRATION);
    expect(out.endsWith(`---\n${BODY}`)).toBe(true);
    expect(out).toContain('duration: "0:10"\n');
    expect(out).toContain('audio: "x.mp3"\n');
    expect(out).toContain('    - [ 3.5, 6 ]\n');
    const parsed = parseContentFile('content/transcripts/x.md', out);
    expect(parsed.issues).toEqual([]);
    expect((parsed.data as { narration: Narration }).narration).toEqual(NARRATION);
  });
});

describe('the narrated transcripts in content/', () => {
  const dir = join(ROOT, 'content/transcripts');
  const files = readdirSync(dir).filter((f) => f.endsWith('.md'));

  it('are valid with their narration', () => {
    const { issues } = buildLibrary(readContentTree(ROOT, join(ROOT, 'content')).files, {
      rules: IL_RULES,
    });
    expect(issues.filter((i) => i.file.includes('transcripts/'))).toEqual([]);
  });

  it.each(files)('%s: the audio is the narrated file and the text is what was narrated', (f) => {
    const parsed = parseContentFile(`content/transcripts/${f}`, readFileSync(join(dir, f)));
    const data = TranscriptSchema.parse(parsed.data);
    if (!data.narration) return;
    expect(statSync(join(ROOT, 'public/audio', data.audio!)).size).toBe(data.narration.bytes);
    expect(
      narrationIsCurrent(parsed.body, data.narration),
      'the text changed since it was narrated: npm run narrate -- <slug>',
    ).toBe(true);
  });
});

describe('words that are names of Object.prototype', () => {
  it('reach the speech engine as the words they are', () => {
    for (const w of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])
      expect(spokenText(`Call ${w} twice.`)).toBe(`Call ${w} twice.`);
    const turns = spokenTurns('## 1. One\n\n**Host:** The constructor and toString and valueOf.\n');
    expect(turns[0].spoken).toBe('The constructor and toString and valueOf.');
  });
});

describe('the text of a turn', () => {
  const body = (turns: string[]) => `## 1. One\n\n${turns.join('\n\n')}\n`;
  it(`may have up to ${TURN_LIMIT} characters, counted as a reader counts them, and words to speak`, () => {
    const fine = [
      `**Host:** ${'a'.repeat(TURN_LIMIT)}`,
      `**Guest:** ${'é'.repeat(TURN_LIMIT / 2)}\n${'事'.repeat(TURN_LIMIT / 2 - 1)}`,
      '**Host:** 42.',
      '**Guest:** Привет, 你好 🙂',
    ];
    expect(checkTurnText('t.md', body(fine), 10)).toEqual([]);
  });
  it('refuses a longer turn and one with no letter or digit, at its line and column', () => {
    const issues = checkTurnText(
      't.md',
      body([
        '**Host:** Fine.',
        `**Guest:** ${'🙂'.repeat(TURN_LIMIT + 1)}`,
        '**Host:**\n[2:00] …',
        '**Guest:** [0:05]   "—"',
      ]),
      10,
    );
    expect(issues.map((i) => [i.line, i.col, i.field, i.message])).toEqual([
      [
        14,
        12,
        'body',
        `turn 2 (Guest) has 5,001 characters, more than the 5,000 one turn may have`,
      ],
      [17, 8, 'body', 'turn 3 (Host) has no words to speak, no letter or digit'],
      [19, 21, 'body', 'turn 4 (Guest) has no words to speak, no letter or digit'],
    ]);
    expect(issues[0].hint).toMatch(/^split the turn: .*\*\*Guest:\*\* and the rest$/);
  });
});

describe('a turn or a section title that starts like a Markdown block', () => {
  it('is read as the page shows it, after the label: "2019." or "- yes" is no list', () => {
    const body =
      '## 1. 2019. The year\n\n**Host:** 2019. That year.\n\n**Guest:** - yes, # and > too.\n';
    expect(spokenTurns(body).map((t) => t.text)).toEqual([
      '2019. That year.',
      '- yes, # and > too.',
    ]);
    expect(episodeTiming(body, '0:10').sections[0].title).toBe('2019. The year');
  });
});
