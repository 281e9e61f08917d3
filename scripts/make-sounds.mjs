// Writes the six preset alert sounds (CARD_SOUNDS in contract/stream.ts) to public/sounds/<name>.wav.
// Every sound is synthesised here from sine partials and seeded noise, so they are original and the
// output is the same on every run: `node scripts/make-sounds.mjs`, then commit the files. Plain Node,
// no dependencies. Mono 8-bit PCM at 22,050 Hz keeps each file between 9 and 27 KB, small enough for
// the overlay to fetch as a card appears; alert sounds lose nothing audible to 8 bits.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const RATE = 22_050
const FADE_IN_S = 0.004
const FADE_OUT_S = 0.03
const PEAK = 0.85
const TAU = Math.PI * 2
const outDir = join(import.meta.dirname, '..', 'public', 'sounds')

/** A seeded generator (mulberry32): the noise in pop and drum is the same on every run. */
function random(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const hz = (midi) => 440 * 2 ** ((midi - 69) / 12)

/** Partials above Nyquist are left out, so nothing aliases into a whistle. */
function partials(t, freq, amps) {
  let sum = 0
  for (let k = 0; k < amps.length; k++) {
    const f = freq * (k + 1)
    if (f < RATE / 2) sum += amps[k] * Math.sin(TAU * f * t)
  }
  return sum
}

/** A note of `length` seconds from `start`: zero outside it, with a soft attack. */
function envelope(t, start, length, attack = 0.005) {
  const x = t - start
  if (x < 0 || x > length) return 0
  return Math.min(1, x / attack)
}

const sounds = {
  // A bell: two strikes a fourth apart, each with the inharmonic partials of a struck bar.
  chime: {
    seconds: 1.0,
    sample(t) {
      const strike = (start, freq) => {
        const x = t - start
        if (x < 0) return 0
        const attack = Math.min(1, x / 0.003)
        return (
          attack *
          (Math.sin(TAU * freq * x) * Math.exp(-x * 3.2) +
            0.45 * Math.sin(TAU * freq * 2.76 * x) * Math.exp(-x * 7) +
            0.2 * Math.sin(TAU * freq * 5.4 * x) * Math.exp(-x * 14))
        )
      }
      return strike(0, hz(86)) + 0.8 * strike(0.16, hz(91))
    },
  },
  // A coin: a quick rising triad in a soft triangle-like timbre, the last note ringing.
  coin: {
    seconds: 0.5,
    sample(t) {
      const notes = [
        [0, hz(91), 0.06],
        [0.055, hz(95), 0.06],
        [0.11, hz(98), 0.39],
      ]
      let sum = 0
      for (const [start, freq, length] of notes) {
        const gate = envelope(t, start, length, 0.002)
        if (gate === 0) continue
        const x = t - start
        sum += gate * Math.exp(-x * 7) * partials(x, freq, [1, 0, 0.11, 0, 0.04])
      }
      return sum
    },
  },
  // A fanfare: a brass-like arpeggio up to a held top note with a little vibrato.
  fanfare: {
    seconds: 1.2,
    sample(t) {
      const notes = [
        [0, hz(67), 0.14],
        [0.15, hz(72), 0.14],
        [0.3, hz(76), 0.14],
        [0.45, hz(79), 0.75],
      ]
      const brass = [1, 0.7, 0.5, 0.36, 0.25, 0.17, 0.11, 0.07]
      let sum = 0
      for (const [start, freq, length] of notes) {
        const gate = envelope(t, start, length, 0.02)
        if (gate === 0) continue
        const x = t - start
        const vibrato = length > 0.5 ? 1 + 0.006 * Math.sin(TAU * 5.5 * x) * Math.min(1, x / 0.3) : 1
        const release = Math.min(1, (length - x) / 0.06)
        sum += gate * release * partials(x, freq * vibrato, brass)
      }
      return sum
    },
  },
  // A pop: a sine that drops fast in pitch, over a click of noise.
  pop: {
    seconds: 0.4,
    sample: (() => {
      const noise = random(7)
      return (t) => {
        const freq = 150 + 650 * Math.exp(-t * 40)
        // The phase of a falling sweep: the integral of its frequency.
        const phase = TAU * (150 * t + (650 / 40) * (1 - Math.exp(-t * 40)))
        return (
          Math.sin(phase) * Math.exp(-t * 14) + (noise() * 2 - 1) * 0.5 * Math.exp(-t * 120) * (freq / 800)
        )
      }
    })(),
  },
  // A laser: a falling sweep with a fast wobble, bright at the start and thinning out.
  laser: {
    seconds: 0.6,
    sample(t) {
      const k = 5
      const phase = TAU * (220 * t + (1800 / k) * (1 - Math.exp(-t * k)))
      const wobble = Math.sin(TAU * 28 * t) * 1.5
      return (Math.sin(phase + wobble) + 0.3 * Math.sin(2 * phase)) * Math.exp(-t * 3)
    },
  },
  // A drum roll: snare strokes closer and louder, ending on a low hit.
  drum: {
    seconds: 1.1,
    sample: (() => {
      const noise = random(42)
      const strokes = []
      for (let at = 0, gap = 0.07; at < 0.8; at += gap, gap = Math.max(0.04, gap * 0.95)) strokes.push(at)
      let lowpass = 0
      return (t) => {
        let snare = 0
        for (const at of strokes) {
          const x = t - at
          if (x >= 0 && x < 0.12) snare += (0.35 + at * 0.8) * Math.exp(-x * 45)
        }
        // One-pole low-pass: the noise of a snare, not the hiss of white noise.
        lowpass += 0.35 * (noise() * 2 - 1 - lowpass)
        const snareTone = snare * (lowpass * 2.7 + 0.6 * Math.sin(TAU * 190 * t))
        const x = t - 0.82
        const hit =
          x >= 0 ? Math.sin(TAU * (55 * x + (60 * (1 - Math.exp(-x * 30))) / 30)) * Math.exp(-x * 6) : 0
        const hitNoise = x >= 0 ? lowpass * Math.exp(-x * 9) * 1.5 : 0
        return snareTone + hit + hitNoise
      }
    })(),
  },
}

/** Samples, a short fade in and out (no click at either end), normalised to PEAK. */
function render({ seconds, sample }) {
  const count = Math.round(seconds * RATE)
  const samples = new Float64Array(count)
  let peak = 0
  for (let i = 0; i < count; i++) {
    const t = i / RATE
    const fade = Math.min(1, t / FADE_IN_S, (seconds - t) / FADE_OUT_S)
    samples[i] = sample(t) * fade
    peak = Math.max(peak, Math.abs(samples[i]))
  }
  const gain = peak > 0 ? PEAK / peak : 0
  return samples.map((value) => value * gain)
}

/** A RIFF/WAVE file of unsigned 8-bit mono PCM. */
function wav(samples) {
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + samples.length, 4)
  header.write('WAVE', 8, 'ascii')
  header.write('fmt ', 12, 'ascii')
  header.writeUInt32LE(16, 16) // fmt chunk size
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(RATE, 24)
  header.writeUInt32LE(RATE, 28) // bytes per second: one byte a sample
  header.writeUInt16LE(1, 32) // block align
  header.writeUInt16LE(8, 34) // bits per sample
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(samples.length, 40)
  const data = Buffer.alloc(samples.length)
  for (let i = 0; i < samples.length; i++)
    data[i] = Math.max(0, Math.min(255, Math.round(128 + samples[i] * 127)))
  return Buffer.concat([header, data])
}

mkdirSync(outDir, { recursive: true })
for (const [name, sound] of Object.entries(sounds)) {
  const file = wav(render(sound))
  writeFileSync(join(outDir, `${name}.wav`), file)
  console.log(
    `public/sounds/${name}.wav  ${sound.seconds.toFixed(1)} s  ${(file.length / 1024).toFixed(1)} KB`,
  )
}
