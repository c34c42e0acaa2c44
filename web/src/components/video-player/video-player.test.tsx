import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { STALL_MS, VideoPlayer } from './video-player';

const hls = vi.hoisted(() => ({ currentLevel: -1, destroyed: false }));
vi.mock('hls.js/light', () => {
  class FakeHls {
    static Events = { MANIFEST_PARSED: 'parsed', ERROR: 'error' };
    private handlers = new Map<string, (e: string, d: unknown) => void>();
    on(name: string, fn: (e: string, d: unknown) => void) {
      this.handlers.set(name, fn);
    }
    loadSource() {}
    attachMedia() {
      queueMicrotask(() =>
        this.handlers.get('parsed')?.('parsed', { levels: [{ height: 240 }, { height: 480 }] }),
      );
    }
    set currentLevel(n: number) {
      hls.currentLevel = n;
    }
    destroy() {
      hls.destroyed = true;
    }
  }
  return { default: FakeHls };
});

const captions = [
  { lang: 'en', url: '/media/classes/x/captions-en.vtt' },
  { lang: 'ml', url: '/media/classes/x/captions-ml.vtt' },
];
const mp4 = { kind: 'mp4' as const, url: '/media/classes/x/video.mp4' };

describe('video player', () => {
  it('plays an MP4 natively and changes speed from the toolbar, remembering it', async () => {
    render(<VideoPlayer source={mp4} captions={captions} title="Lesson" />);
    const video = screen.getByLabelText<HTMLVideoElement>('Lesson', { selector: 'video' });
    expect(video.getAttribute('src')).toBe(mp4.url);
    expect(screen.queryByLabelText('Quality')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Speed'), '1.5');
    expect(video.playbackRate).toBe(1.5);
    expect(localStorage.getItem('video_speed')).toBe('1.5');
  });

  it('offers the HLS levels by height, Auto first, and switches the level chosen', async () => {
    vi.stubGlobal('MediaSource', class {});
    const { unmount } = render(
      <VideoPlayer source={{ kind: 'hls', url: '/m/master.m3u8' }} captions={[]} title="Lesson" />,
    );
    const quality = await screen.findByLabelText('Quality');
    expect([...quality.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Auto',
      '240p',
      '480p',
    ]);
    await userEvent.selectOptions(quality, '480p');
    expect(hls.currentLevel).toBe(1);
    unmount();
    expect(hls.destroyed).toBe(true);
    vi.unstubAllGlobals();
  });

  it('lists the captions in the interface language and turns the chosen track on', async () => {
    await i18n.changeLanguage('ml');
    render(<VideoPlayer source={mp4} captions={captions} title="Lesson" />);
    const select = screen.getByLabelText('അടിക്കുറിപ്പ്');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'ഇല്ല',
      'ഇംഗ്ലീഷ്',
      'മലയാളം',
    ]);
    await userEvent.selectOptions(select, 'ml');
    expect(localStorage.getItem('video_captions')).toBe('ml');
  });

  it('answers its keys while it has focus, but never a key meant for a control', () => {
    render(<VideoPlayer source={mp4} captions={captions} title="Lesson" />);
    const video = screen.getByLabelText<HTMLVideoElement>('Lesson', { selector: 'video' });
    Object.defineProperty(video, 'duration', { value: 24 });
    video.currentTime = 12;
    fireEvent.keyDown(video, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(17);
    fireEvent.keyDown(video, { key: 'j' });
    expect(video.currentTime).toBe(7);
    fireEvent.keyDown(video, { key: '>' });
    expect(video.playbackRate).toBe(1.25);
    fireEvent.keyDown(video, { key: 'm' });
    expect(video.muted).toBe(true);
    fireEvent.keyDown(screen.getByLabelText('Speed'), { key: 'ArrowRight' });
    expect(video.currentTime).toBe(7);
  });

  it('takes keys in either case, and leaves keys with a modifier to the browser', () => {
    render(<VideoPlayer source={mp4} captions={captions} title="Lesson" />);
    const video = screen.getByLabelText<HTMLVideoElement>('Lesson', { selector: 'video' });
    Object.defineProperty(video, 'duration', { value: 24 });
    video.currentTime = 12;
    fireEvent.keyDown(video, { key: 'L' });
    expect(video.currentTime).toBe(22);
    fireEvent.keyDown(video, { key: 'j', ctrlKey: true });
    expect(video.currentTime).toBe(22);
    fireEvent.keyDown(video, { key: 'c' });
    expect(screen.getByLabelText<HTMLSelectElement>('Captions').value).toBe('en');
  });

  it("plays on space once: the browser's own toggle on the keyup never reaches the video", () => {
    render(<VideoPlayer source={mp4} captions={[]} title="Lesson" />);
    const video = screen.getByLabelText<HTMLVideoElement>('Lesson', { selector: 'video' });
    const play = vi.spyOn(video, 'play').mockResolvedValue();
    const ownToggle = vi.fn();
    video.addEventListener('keyup', ownToggle);
    fireEvent.keyDown(video, { key: ' ' });
    fireEvent.keyUp(video, { key: ' ' });
    expect(play).toHaveBeenCalledTimes(1);
    expect(ownToggle).not.toHaveBeenCalled();
  });

  it('says when the video cannot be played, and tries again on request', async () => {
    render(<VideoPlayer source={mp4} captions={[]} title="Lesson" />);
    const video = screen.getByLabelText<HTMLVideoElement>('Lesson', { selector: 'video' });
    fireEvent.error(video);
    expect(screen.getByRole('alert')).toHaveTextContent('The video could not be played');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(video.getAttribute('src')).toBe(mp4.url);
  });

  it('offers a retry when the stream stalls while playing, and drops it once playback goes on', () => {
    vi.useFakeTimers();
    try {
      render(<VideoPlayer source={mp4} captions={[]} title="Lesson" />);
      const video = screen.getByLabelText<HTMLVideoElement>('Lesson', { selector: 'video' });
      Object.defineProperty(video, 'paused', { value: false, configurable: true });
      fireEvent(video, new Event('waiting'));
      act(() => vi.advanceTimersByTime(STALL_MS - 1000));
      expect(screen.queryByRole('alert')).toBeNull();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
      fireEvent(video, new Event('playing'));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
