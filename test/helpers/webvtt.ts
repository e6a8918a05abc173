/**
 * A strict reader of the WebVTT files we write (W3C WebVTT: the file signature, blocks separated
 * by blank lines, NOTE blocks, cues of an optional identifier, a timing line and text). Throws on
 * anything a WebVTT parser would drop or misread: a bad timestamp (minutes or seconds over 59),
 * a cue that does not end after it starts, cues out of order, `-->` or a blank line in cue text.
 */
export interface VttCue {
  id?: string;
  start: number;
  end: number;
  text: string;
}

const TIME = '(?:(\\d{2,}):)?([0-5]\\d):([0-5]\\d)\\.(\\d{3})';
const TIMING_RE = new RegExp(`^${TIME} --> ${TIME}$`);

export function readWebVtt(text: string, opts: { duration?: number } = {}): VttCue[] {
  if (!/^WEBVTT(?:[ \t][^\n]*)?\n\n/.test(text))
    throw new Error('WebVTT: no "WEBVTT" signature line followed by a blank line');
  if (!text.endsWith('\n')) throw new Error('WebVTT: the file must end with a line break');
  const cues: VttCue[] = [];
  const blocks = text.slice(0, -1).split(/\n\n/).slice(1);
  for (const block of blocks) {
    if (block === '' || /^\n/.test(block))
      throw new Error('WebVTT: empty block (more than one blank line)');
    if (/^NOTE(?:[ \t\n]|$)/.test(block)) {
      if (block.includes('-->')) throw new Error(`WebVTT: "-->" in a NOTE block: ${block}`);
      continue;
    }
    const lines = block.split('\n');
    const id = lines[0].includes('-->') ? undefined : lines.shift();
    const m = TIMING_RE.exec(lines.shift() ?? '');
    if (!m)
      throw new Error(
        `WebVTT: bad timing line in cue ${id ?? '?'}: ${JSON.stringify(block.split('\n')[id === undefined ? 0 : 1])}`,
      );
    const secs = (h: string | undefined, mm: string, ss: string, ms: string) =>
      Number(h ?? 0) * 3600 + Number(mm) * 60 + Number(ss) + Number(ms) / 1000;
    const start = secs(m[1], m[2], m[3], m[4]);
    const end = secs(m[5], m[6], m[7], m[8]);
    if (!(end > start))
      throw new Error(`WebVTT: cue ${id} ends at ${end} s, not after its start ${start} s`);
    const prev = cues.at(-1);
    if (prev && start < prev.start)
      throw new Error(
        `WebVTT: cue ${id} starts at ${start} s, before the cue above it (${prev.start} s)`,
      );
    if (opts.duration !== undefined && end > opts.duration)
      throw new Error(`WebVTT: cue ${id} ends at ${end} s, after the episode (${opts.duration} s)`);
    const body = lines.join('\n');
    if (body.trim() === '' || body.includes('-->'))
      throw new Error(`WebVTT: cue ${id} has no text or holds "-->"`);
    cues.push({ ...(id === undefined ? {} : { id }), start, end, text: body });
  }
  return cues;
}
