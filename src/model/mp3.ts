/**
 * What an MP3 file is, read from its frame headers alone (no decoding): the frames must follow
 * one another from the first byte to the last (an ID3v2 tag before them and an ID3v1 tag after
 * them are allowed), all of MPEG audio Layer III at one sample rate. A Xing/Info frame (written by
 * lame when it fits) is not audio; its LAME extension gives the encoder delay and padding. The
 * frame layout is ISO/IEC 11172-3 and 13818-3, the Xing and LAME tags lame's own.
 * Pure: the bytes are given.
 */

/** An MP3's frames, as counted from their headers. */
export interface Mp3Frames {
  /** Audio frames (a Xing/Info frame not counted). */
  frames: number;
  /** Samples a second. */
  sampleRate: number;
  /** Samples in each frame (1152 for MPEG-1, 576 for MPEG-2 and 2.5). */
  samplesPerFrame: number;
  /**
   * Length of the audio in seconds: the frames' samples less the encoder's delay and padding
   * (from the LAME tag, or `LAME_DELAY` when the file has none).
   */
  seconds: number;
  /** Length of one frame in seconds: the precision of `seconds`. */
  frameSeconds: number;
}

/** Kbit/s by bitrate index: MPEG-1 Layer III, then MPEG-2 and 2.5 Layer III. */
const KBPS_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const KBPS_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
/** Sample rates by version bits (0: MPEG-2.5, 2: MPEG-2, 3: MPEG-1) and index. */
const RATES: Record<number, number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};
/**
 * Samples a file without a LAME tag has beyond its audio, as lame 3.100 writes one: 1,105 of
 * delay before the first sample (576 of the encoder, 529 of the decoder's filter bank) and its
 * end padding, which is from about 90 to about 580 samples (measured over lengths from 5,000 to
 * 800,000 samples), counted here at its middle, so the length is within 250 samples (less than
 * half a frame) either way. lame leaves the tag out when it does not fit in a frame, as at
 * 48 kbit/s and 22,050 Hz.
 */
export const LAME_DELAY = 1105 + 335;

interface Header {
  version: number;
  rate: number;
  length: number;
  mono: boolean;
}

/** The frame header at `at`, or undefined when those 4 bytes are not one (Layer III only). */
function header(b: Uint8Array, at: number): Header | undefined {
  if (at + 4 > b.length || b[at] !== 0xff || (b[at + 1] & 0xe0) !== 0xe0) return undefined;
  const version = (b[at + 1] >> 3) & 3;
  const layer = (b[at + 1] >> 1) & 3;
  const bitrate = b[at + 2] >> 4;
  const rateIndex = (b[at + 2] >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrate === 0 || bitrate === 15 || rateIndex === 3)
    return undefined;
  const rate = RATES[version][rateIndex];
  const kbps = (version === 3 ? KBPS_V1 : KBPS_V2)[bitrate];
  const padding = (b[at + 2] >> 1) & 1;
  const length = Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / rate) + padding;
  return { version, rate, length, mono: b[at + 3] >> 6 === 3 };
}

const ascii = (b: Uint8Array, at: number, n: number) =>
  String.fromCharCode(...b.subarray(at, Math.min(at + n, b.length)));

/**
 * The frames of `bytes`, or `{ error }` saying in words why it is not an MP3 (the first bytes
 * that are not a frame, quoted, so an HTML page or a text says what it is).
 */
export function readMp3Frames(bytes: Uint8Array): Mp3Frames | { error: string } {
  let at = 0;
  if (ascii(bytes, 0, 3) === 'ID3' && bytes.length >= 10) {
    // ID3v2: a 10-byte header and a size in four 7-bit bytes (plus a footer when flagged).
    const size = (bytes[6] << 21) | (bytes[7] << 14) | (bytes[8] << 7) | bytes[9];
    at = 10 + size + (bytes[5] & 0x10 ? 10 : 0);
  }
  let end = bytes.length;
  if (end - at >= 128 && ascii(bytes, end - 128, 3) === 'TAG') end -= 128;
  let frames = 0;
  let first: Header | undefined;
  let delay = LAME_DELAY;
  let padding = 0;
  while (at < end) {
    if (end - at < 4)
      return { error: `the MP3 is cut short: ${end - at} bytes at its end are not a whole frame` };
    const h = header(bytes, at);
    if (!h || at + h.length > end || (first && h.rate !== first.rate)) {
      const seen = JSON.stringify(ascii(bytes, at, 16).replace(/[^\x20-\x7e]/g, '.'));
      return {
        error: !h
          ? `not an MP3: no MPEG Layer III frame header at byte ${at} (the bytes there are ${seen})`
          : at + h.length > end
            ? `the MP3 is cut short: its last frame, at byte ${at}, needs ${h.length} bytes and ${end - at} are left`
            : `the MP3 changes sample rate at byte ${at} (${first!.rate} Hz, then ${h.rate} Hz)`,
      };
    }
    if (!first) {
      first = h;
      const side = h.version === 3 ? (h.mono ? 17 : 32) : h.mono ? 9 : 17;
      const tag = at + 4 + side;
      const id = ascii(bytes, tag, 4);
      if (id === 'Xing' || id === 'Info') {
        // Flags, then the fields they announce; the LAME extension follows them.
        const flags = bytes[tag + 7];
        const lame = tag + 8 + (flags & 1 ? 4 : 0) + (flags & 2 ? 4 : 0) + (flags & 4 ? 100 : 0);
        const q = lame + (flags & 8 ? 4 : 0);
        if (ascii(bytes, q, 4) === 'LAME' && q + 24 <= at + h.length) {
          delay = ((bytes[q + 21] << 4) | (bytes[q + 22] >> 4)) + 529;
          padding = (((bytes[q + 22] & 0x0f) << 8) | bytes[q + 23]) - 529;
        }
        at += h.length;
        continue;
      }
    }
    frames++;
    at += h.length;
  }
  if (!first || frames === 0) return { error: 'not an MP3: it has no audio frames' };
  const samplesPerFrame = first.version === 3 ? 1152 : 576;
  const samples = Math.max(0, frames * samplesPerFrame - delay - Math.max(0, padding));
  return {
    frames,
    sampleRate: first.rate,
    samplesPerFrame,
    seconds: samples / first.rate,
    frameSeconds: samplesPerFrame / first.rate,
  };
}
