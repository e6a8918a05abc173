/**
 * `npm run narrate [transcript...]`: turns transcripts (`content/transcripts/<slug>.md`, by slug
 * or path; all of them when none is named) into episodes with a speech engine on this machine
 * (`src/node/narration.ts`), writes `public/audio/<slug>.mp3` and records in the transcript's
 * frontmatter the `audio` file, the `duration`, and `narration` (engine, versions, voices, digest
 * of the narrated text, length, size, cue times). The build reads those and never needs the engine.
 *
 *   --engine NAME        flite (default: the lowest word error rate in `npm run bench:narrate`), festival or espeak-ng
 *   --voice SPEAKER=V    the voice of one speaker (repeatable); else the engine's defaults in speaker order
 *   --out DIR            where the MP3 goes (default: the public folder's audio/)
 *   --check              write nothing: list transcripts whose text changed since their audio was
 *                        made (digest), or whose audio is missing or of another size; exit 1 if any
 *   --jobs N             turns synthesised at once (default 2)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Document, type YAMLSeq } from 'yaml';
import type { Narration } from '../../schemas/narration.ts';
import { TranscriptSchema } from '../../schemas/transcript.ts';
import { parseContentFile } from '../model/frontmatter.ts';
import { narrationDigest, spokenTurns } from '../model/narration.ts';
import { formatClock } from '../model/transcript-timing.ts';
import { loadProject } from '../node/project.ts';
import { assertInstalled, engineOf, engineVersion, fileSize, narrate } from '../node/narration.ts';

/** The transcript files named on the command line (slug or path), or every transcript. */
function transcriptFiles(contentDir: string, names: string[]): string[] {
  const dir = join(contentDir, 'transcripts');
  if (names.length === 0)
    return readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => join(dir, f));
  return names.map((n) => {
    const file = n.endsWith('.md') ? resolve(n) : join(dir, `${n}.md`);
    if (!existsSync(file)) throw new Error(`narrate: no transcript ${n} (looked for ${file})`);
    return file;
  });
}

/** Reads a transcript: its validated frontmatter and body. */
function readTranscript(file: string) {
  const text = readFileSync(file, 'utf8');
  const parsed = parseContentFile(file, text);
  if (parsed.issues.length)
    throw new Error(`${file}: ${parsed.issues.map((i) => i.message).join('; ')}`);
  const data = TranscriptSchema.parse(parsed.data);
  return { text, data, body: parsed.body };
}

/**
 * The file with `audio`, `duration` and `narration` set in its frontmatter: `duration` in its
 * place, `audio` and `narration` (replacing any earlier ones) at the end; every other line, and
 * the body, stays as it was. New text values are double-quoted, so no YAML 1.1 reader takes
 * `6:05` for a number. The lines are edited as text and the new ones written by the `yaml`
 * package's writer: reading YAML is `src/model/frontmatter.ts`'s job alone.
 */
export function withNarration(text: string, audio: string, narration: Narration): string {
  const normal = text.replace(/\r\n/g, '\n');
  const m = /^---\n([\s\S]*?\n)---\n/.exec(normal);
  if (!m) throw new Error('narrate: the transcript has no frontmatter');
  const kept: string[] = [];
  let dropping = false;
  for (const line of m[1].slice(0, -1).split('\n')) {
    if (!/^[ \t]/.test(line)) dropping = /^(audio|narration):/.test(line);
    if (dropping) continue;
    kept.push(
      /^duration:/.test(line)
        ? `duration: ${JSON.stringify(formatClock(Math.round(narration.seconds)))}`
        : line,
    );
  }
  const doc = new Document({ audio, narration });
  const cues = doc.getIn(['narration', 'cues'], true) as YAMLSeq<YAMLSeq>;
  for (const pair of cues.items) pair.flow = true;
  const added = doc.toString({
    lineWidth: 0,
    defaultStringType: 'QUOTE_DOUBLE',
    defaultKeyType: 'PLAIN',
  });
  return `---\n${kept.join('\n')}\n${added}---\n${normal.slice(m[0].length)}`;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      engine: { type: 'string', default: 'flite' },
      voice: { type: 'string', multiple: true, default: [] },
      out: { type: 'string' },
      check: { type: 'boolean', default: false },
      jobs: { type: 'string', default: '2' },
    },
  });
  // The library in this folder: its transcripts, and its public folder for the audio.
  const project = await loadProject(process.cwd());
  const files = transcriptFiles(project.contentDir, positionals);
  const audioDir = values.out ? resolve(values.out) : join(project.publicDir, 'audio');

  if (values.check) {
    let stale = 0;
    for (const file of files) {
      const { data, body } = readTranscript(file);
      const slug = basename(file, '.md');
      const n = data.narration;
      const problems: string[] = [];
      if (!n) problems.push('not narrated');
      else {
        if (narrationDigest(spokenTurns(body)) !== n.digest)
          problems.push('text changed since the audio was made');
        const size = data.audio ? fileSize(join(audioDir, data.audio)) : undefined;
        if (size === undefined) problems.push(`audio ${data.audio ?? '(none)'} missing`);
        else if (size !== n.bytes) problems.push(`audio is ${size} bytes, narrated ${n.bytes}`);
      }
      if (problems.length) stale++;
      console.log(
        `${problems.length ? 'STALE' : 'ok   '} ${slug}${problems.length ? `: ${problems.join('; ')}` : ''}`,
      );
    }
    if (stale)
      console.log(`\n${stale} of ${files.length} to narrate again: npm run narrate -- <slug>`);
    return stale ? 1 : 0;
  }

  const engine = engineOf(values.engine);
  assertInstalled(engine);
  const version = engineVersion(engine);
  mkdirSync(audioDir, { recursive: true });
  for (const file of files) {
    const { text, data, body } = readTranscript(file);
    const slug = basename(file, '.md');
    const voices: Record<string, string> = {};
    data.speakers.forEach((s, i) => (voices[s.name] = engine.voices[i % engine.voices.length]));
    for (const v of values.voice) {
      const [speaker, voice] = v.split('=');
      if (!voice || !engine.available.includes(voice))
        throw new Error(
          `narrate: --voice ${v}: expected SPEAKER=VOICE, a voice of ${engine.name}: ${engine.available.join(', ')}`,
        );
      voices[speaker] = voice;
    }
    const turns = spokenTurns(body);
    const result = await narrate(turns, engine, voices, Number(values.jobs));
    const audio = `${slug}.mp3`;
    writeFileSync(join(audioDir, audio), result.mp3);
    const narration: Narration = {
      engine: engine.name,
      version,
      voices: data.speakers.map((s) => ({ speaker: s.name, voice: voices[s.name] })),
      digest: narrationDigest(turns),
      seconds: result.seconds,
      bytes: result.mp3.length,
      cues: result.cues,
    };
    writeFileSync(file, withNarration(text, audio, narration));
    console.log(
      `${slug}: ${formatClock(Math.round(result.seconds))} (${result.seconds} s), ${(result.mp3.length / 1024).toFixed(0)} KiB, ${turns.length} turns, ${engine.name} [${Object.values(voices).join(', ')}], in ${result.took.toFixed(1)} s`,
    );
  }
  return 0;
}

if (import.meta.main)
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(2);
    },
  );
