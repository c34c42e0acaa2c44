import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { attachSource, type Attached, type VideoSource } from './media-source';
import { PlayerToolbar } from './player-toolbar';
import { nextSpeed, playerPrefs } from './player-prefs';
import './video-player.css';

export type CaptionTrack = { lang: string; url: string };

export type VideoPlayerProps = {
  source: VideoSource;
  captions: CaptionTrack[];
  poster?: string | null;
  /** Names the player for assistive technology. */
  title: string;
  /** Where to start, in seconds. */
  startAt?: number;
  /** The `<video>` element, for whoever follows playback (progress saving). */
  videoRef?: RefObject<HTMLVideoElement | null>;
  /**
   * A live stream: hls.js keeps close to the live edge, playback starts by itself where the
   * browser lets it, there is no speed, and a failed or stalled stream is retried by itself.
   */
  live?: boolean;
};

/** A live stream that failed is tried again this long after. */
export const LIVE_RETRY_MS = 5_000;

/** The speed of a video element (outside the component: it changes the element, not React state). */
function setRate(el: HTMLVideoElement, rate: number) {
  el.playbackRate = rate;
}

/** Waiting this long for data while meant to be playing counts as a failed stream. */
export const STALL_MS = 15_000;

/** Keys that must reach a control (a select, a button) rather than the player. */
const isControl = (el: EventTarget) =>
  el instanceof HTMLElement &&
  ['SELECT', 'BUTTON', 'INPUT', 'TEXTAREA', 'A', 'SUMMARY'].includes(el.tagName);

/**
 * A video with the browser's own controls (play, seek, volume, full screen) and a toolbar for
 * speed, quality and captions; keyboard shortcuts act while the player has focus. One player for
 * every video of the app.
 */
export function VideoPlayer({
  source,
  captions,
  poster,
  title,
  startAt = 0,
  videoRef,
  live = false,
}: VideoPlayerProps) {
  const { t } = useTranslation();
  const ownRef = useRef<HTMLVideoElement>(null);
  const video = videoRef ?? ownRef;
  const attached = useRef<Attached | null>(null);
  const [levels, setLevels] = useState<number[]>([]);
  const [level, setLevel] = useState(-1);
  const [speed, setSpeed] = useState(live ? 1 : playerPrefs.speed());
  const [captionLang, setCaptionLang] = useState(() => {
    const wanted = playerPrefs.captions();
    return captions.some((c) => c.lang === wanted) ? wanted : '';
  });
  const { kind, url } = source;
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Where to start when (re)attaching: the opening position, then wherever playback had got to.
  const resumeAt = useRef(startAt);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let gone = false;
    void attachSource(el, { kind, url }, resumeAt.current, () => setFailed(true), live).then(
      (a) => {
        if (gone) return a.detach();
        attached.current = a;
        setLevels(a.levels);
        if (live) el.play().catch(() => undefined);
      },
    );
    const onError = () => setFailed(true);
    el.addEventListener('error', onError);
    return () => {
      gone = true;
      resumeAt.current = el.currentTime;
      el.removeEventListener('error', onError);
      attached.current?.detach();
      attached.current = null;
    };
    // A new source or a retry attaches again; `video` is a stable ref.
  }, [kind, url, attempt, video, live]);

  // A live stream that failed comes back by itself (the streaming server restarted, the network
  // came back); the retry button stays for the impatient.
  useEffect(() => {
    if (!live || !failed) return;
    const t = setTimeout(() => {
      setFailed(false);
      setAttempt((n) => n + 1);
    }, LIVE_RETRY_MS);
    return () => clearTimeout(t);
  }, [live, failed]);

  // A stream that stops delivering shows the retry too, rather than a spinner for ever; it goes
  // away by itself if playback picks up again.
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const calm = () => clearTimeout(timer);
    const waiting = () => {
      calm();
      if (!el.paused) timer = setTimeout(() => setFailed(true), STALL_MS);
    };
    const playing = () => {
      calm();
      setFailed(false);
    };
    el.addEventListener('waiting', waiting);
    el.addEventListener('playing', playing);
    el.addEventListener('pause', calm);
    el.addEventListener('emptied', calm);
    return () => {
      calm();
      el.removeEventListener('waiting', waiting);
      el.removeEventListener('playing', playing);
      el.removeEventListener('pause', calm);
      el.removeEventListener('emptied', calm);
    };
  }, [video]);

  // The speed survives a source being attached (which resets it).
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const apply = () => setRate(el, speed);
    apply();
    el.addEventListener('loadedmetadata', apply);
    return () => el.removeEventListener('loadedmetadata', apply);
  }, [speed, video, attempt]);

  useEffect(() => {
    const tracks = video.current?.textTracks;
    if (!tracks) return;
    for (const track of Array.from(tracks)) {
      track.mode = track.language === captionLang ? 'showing' : 'disabled';
    }
  }, [captionLang, video, captions]);

  const chooseSpeed = (rate: number) => {
    playerPrefs.setSpeed(rate);
    setSpeed(rate);
  };
  const chooseCaptions = (lang: string) => {
    playerPrefs.setCaptions(lang);
    setCaptionLang(lang);
  };
  const chooseLevel = (n: number) => {
    attached.current?.setLevel(n);
    setLevel(n);
  };

  const keys = useRef<(e: KeyboardEvent) => void>(() => undefined);
  const onKey = (e: KeyboardEvent) => {
    const el = video.current;
    if (!el || !e.target || isControl(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
    const seek = (by: number) => {
      el.currentTime = Math.min(Math.max(0, el.currentTime + by), el.duration || Infinity);
    };
    const actions: Record<string, () => void> = {
      ' ': () => void (el.paused ? el.play() : el.pause()),
      k: () => void (el.paused ? el.play() : el.pause()),
      j: () => seek(-10),
      l: () => seek(10),
      ArrowLeft: () => seek(-5),
      ArrowRight: () => seek(5),
      f: () =>
        void (document.fullscreenElement ? document.exitFullscreen() : el.requestFullscreen?.()),
      m: () => (el.muted = !el.muted),
      c: () => chooseCaptions(captionLang ? '' : (captions[0]?.lang ?? '')),
      ...(live
        ? {}
        : {
            '<': () => chooseSpeed(nextSpeed(speed, -1)),
            '>': () => chooseSpeed(nextSpeed(speed, 1)),
          }),
    };
    // Letters whatever the case (Caps Lock, Shift); other keys by name.
    const action = actions[e.key.length === 1 ? e.key.toLowerCase() : e.key];
    if (!action) return;
    e.preventDefault();
    action();
  };
  // The listener stays; what it does follows the latest speed, captions and video.
  useEffect(() => {
    keys.current = onKey;
  });
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = wrapper.current;
    const listener = (e: KeyboardEvent) => keys.current(e);
    // Chromium's own controls toggle play again on the space's keyup, whatever keydown did:
    // that keyup stops here, before it reaches the video.
    const spaceUp = (e: KeyboardEvent) => {
      if (e.key !== ' ' || !e.target || isControl(e.target)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    el?.addEventListener('keydown', listener);
    el?.addEventListener('keyup', spaceUp, true);
    return () => {
      el?.removeEventListener('keydown', listener);
      el?.removeEventListener('keyup', spaceUp, true);
    };
  }, []);

  return (
    <div className="video-player" role="group" aria-label={title} ref={wrapper}>
      <div className="video-player-frame">
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the video's own captions are the <track>s below, when it has any */}
        <video
          ref={video}
          controls
          playsInline
          preload="metadata"
          poster={poster ?? undefined}
          aria-label={title}
        >
          {captions.map((c) => (
            <track
              key={c.lang}
              kind="captions"
              src={c.url}
              srcLang={c.lang}
              label={t(`player.captionLanguage.${c.lang}`, { defaultValue: c.lang })}
            />
          ))}
        </video>
        {failed && (
          <div className="video-player-failed" role="alert">
            <p className="mb-2">{t('player.failed')}</p>
            <button
              type="button"
              className="btn btn-light"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              {t('player.retry')}
            </button>
          </div>
        )}
      </div>
      <PlayerToolbar
        speed={speed}
        onSpeed={live ? undefined : chooseSpeed}
        levels={levels}
        level={level}
        onLevel={chooseLevel}
        captions={captions.map((c) => c.lang)}
        captionLang={captionLang}
        onCaptions={chooseCaptions}
      />
    </div>
  );
}
