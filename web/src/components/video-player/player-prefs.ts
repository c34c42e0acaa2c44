/** Playback speeds offered, slowest first. */
export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

const SPEED_KEY = 'video_speed';
const CAPTIONS_KEY = 'video_captions';

/** The next speed up (+1) or down (-1) from `rate`, staying within the list. */
export function nextSpeed(rate: number, step: 1 | -1): number {
  const i = SPEEDS.findIndex((s) => s >= rate);
  const at = i === -1 ? SPEEDS.length - 1 : i;
  return SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, at + step))]!;
}

/** The learner's speed and captions, remembered on this device for every video. */
export const playerPrefs = {
  speed(): number {
    const n = Number(localStorage.getItem(SPEED_KEY));
    return (SPEEDS as readonly number[]).includes(n) ? n : 1;
  },
  setSpeed(rate: number) {
    localStorage.setItem(SPEED_KEY, String(rate));
  },
  /** A caption language, or '' for none. */
  captions(): string {
    return localStorage.getItem(CAPTIONS_KEY) ?? '';
  },
  setCaptions(lang: string) {
    localStorage.setItem(CAPTIONS_KEY, lang);
  },
};
