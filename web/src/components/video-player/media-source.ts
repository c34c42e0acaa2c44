import type Hls from 'hls.js';

export type VideoSource = { kind: 'hls' | 'mp4'; url: string };

/** What the player can do with a source once attached: its quality levels, and letting it go. */
export type Attached = {
  /** Heights of the HLS renditions, lowest first; empty when the browser plays it by itself. */
  levels: number[];
  /** -1: automatic; else an index of `levels`. */
  setLevel(level: number): void;
  detach(): void;
};

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Plays `source` in `video`. HLS goes through hls.js (its own chunk, loaded only here) wherever
 * Media Source Extensions exist, so the learner can pick a quality; the browser's own HLS only
 * where they do not (iOS Safari); an MP4 plays natively. `onFatal` is told when playback cannot go on.
 */
export async function attachSource(
  video: HTMLVideoElement,
  source: VideoSource,
  startAt: number,
  onFatal: () => void,
  live = false,
): Promise<Attached> {
  const native = (): Attached => {
    if (startAt > 0) {
      video.addEventListener('loadedmetadata', () => (video.currentTime = startAt), {
        once: true,
      });
    }
    video.src = source.url;
    return {
      levels: [],
      setLevel: () => undefined,
      detach: () => {
        video.removeAttribute('src');
        video.load();
      },
    };
  };
  const mse = typeof window.MediaSource !== 'undefined';
  if (source.kind === 'mp4' || (!mse && video.canPlayType(HLS_TYPE))) return native();

  const { default: HlsClass } = await import('hls.js/light');
  const hls: Hls = new HlsClass(
    live
      ? // Near the live edge: low-latency parts where the stream has them, three segments behind.
        { lowLatencyMode: true, liveSyncDurationCount: 3 }
      : { startPosition: startAt > 0 ? startAt : -1 },
  );
  const levels = await new Promise<number[]>((resolve) => {
    hls.on(HlsClass.Events.MANIFEST_PARSED, (_e, data) =>
      resolve(data.levels.map((l) => l.height)),
    );
    hls.on(HlsClass.Events.ERROR, (_e, data) => {
      if (!data.fatal) return;
      resolve([]);
      onFatal();
    });
    hls.loadSource(source.url);
    hls.attachMedia(video);
  });
  return {
    levels,
    setLevel: (level) => {
      hls.currentLevel = level;
    },
    detach: () => hls.destroy(),
  };
}
