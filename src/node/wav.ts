/**
 * The mono 16-bit PCM WAV files of a narration: each turn's synthesised clip read as samples, and
 * the joined episode written back, both at one sample rate (`RATE`).
 */
import { readFileSync } from 'node:fs';

/** Sample rate of the joined audio and of the MP3. */
export const RATE = 22_050;

/** The 16-bit samples of a mono WAV file (the `data` chunk). */
export function wavSamples(file: string): Int16Array {
  const b = readFileSync(file);
  let at = 12;
  while (at + 8 <= b.length) {
    const id = b.toString('ascii', at, at + 4);
    const size = b.readUInt32LE(at + 4);
    if (id === 'data') {
      const data = b.subarray(at + 8, at + 8 + Math.min(size, b.length - at - 8));
      const out = new Int16Array(Math.floor(data.length / 2));
      for (let i = 0; i < out.length; i++) out[i] = data.readInt16LE(i * 2);
      return out;
    }
    at += 8 + size + (size % 2);
  }
  throw new Error(`${file}: no data chunk`);
}

/** A mono 16-bit PCM WAV file of `samples` at `RATE`. */
export function wavFile(samples: Int16Array): Buffer {
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(36 + samples.length * 2, 4);
  head.write('WAVEfmt ', 8, 'ascii');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(RATE, 24);
  head.writeUInt32LE(RATE * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'ascii');
  head.writeUInt32LE(samples.length * 2, 40);
  return Buffer.concat([head, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}
