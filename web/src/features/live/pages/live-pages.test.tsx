import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveClass, LiveClassSummary, ServerFrame } from '@pariksha/contracts/live';
import { i18n } from '@/lib/i18n';
import { clearSession, setSession } from '@/lib/session';
import { fakeApi, sent } from '@/test/fake-api';
import { renderAt } from '@/test/render-at';
import LiveClassListPage from './live-class-list-page';
import LiveVideoPage from './live-video-page';

const HOUR = 3_600_000;

const summary = (c: Partial<LiveClassSummary>): LiveClassSummary => ({
  locked: false,
  preview: false,
  id: 1,
  courseId: 7,
  title: 'Renaissance: doubts answered live',
  titleMl: 'നവോത്ഥാനം: സംശയങ്ങൾക്ക് തത്സമയ മറുപടി',
  teacher: 'Anjali Menon',
  // Half an hour past the full hour, so the countdown reads the same however slow the test runs.
  startsAt: new Date(Date.now() + 26.5 * HOUR).toISOString(),
  plannedMinutes: 60,
  state: 'upcoming',
  wentLiveAt: null,
  endedAt: null,
  recordingId: null,
  examCount: 0,
  isDemo: true,
  ...c,
});

class FakeSocket {
  static all: FakeSocket[] = [];
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  frame(f: ServerFrame) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(f) })));
  }
}

beforeEach(() => {
  setSession('token', { id: 'u1', name: 'Asha', email: 'asha@example.com' });
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('LiveClassListPage', () => {
  const schedule = {
    course: { id: 7, course_name: 'Kerala Renaissance', access: { kind: 'free', until: null } },
    live: [summary({ id: 1, title: 'Live now: reformers', titleMl: null, state: 'live' })],
    upcoming: [summary({ id: 2 })],
    ended: [
      summary({ id: 3, title: 'Revision', titleMl: null, state: 'ended', recordingId: 41 }),
      summary({ id: 4, title: 'Old revision', titleMl: null, state: 'ended' }),
    ],
  };

  it('groups the classes: live now to join, upcoming with a countdown and a calendar entry, ended with the recording', async () => {
    fakeApi({ '/api/course_liveclass/7': () => schedule });
    renderAt(<LiveClassListPage />, '/liveclass/7', '/liveclass/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live classes' })).toBeVisible();
    const group = (name: string) => screen.getByRole('list', { name });
    expect(within(group('Live now')).getByRole('link', { name: /^Join Live now/ })).toHaveAttribute(
      'href',
      '/liveVideo/1',
    );
    const upcoming = group('Upcoming');
    expect(within(upcoming).getByText(/^Starts in 1 d 2 h$/)).toBeVisible();
    expect(within(upcoming).getByRole('button', { name: /Add .* to your calendar/ })).toBeVisible();
    const ended = within(group('Ended')).getAllByRole('listitem');
    expect(within(ended[0]!).getByRole('link', { name: 'Watch the recording' })).toHaveAttribute(
      'href',
      '/recordedclassvideo/41',
    );
    expect(within(ended[1]!).getByText('No recording yet')).toBeVisible();
  });

  it('says when a group is empty, and speaks Malayalam', async () => {
    await i18n.changeLanguage('ml');
    fakeApi({ '/api/course_liveclass/7': () => ({ ...schedule, live: [], ended: [] }) });
    renderAt(<LiveClassListPage />, '/liveclass/7', '/liveclass/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'ലൈവ് ക്ലാസുകൾ' })).toBeVisible();
    expect(screen.getByText('ഇപ്പോൾ ലൈവ് ക്ലാസുകളൊന്നുമില്ല.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'നവോത്ഥാനം: സംശയങ്ങൾക്ക് തത്സമയ മറുപടി' })).toBeVisible();
  });

  it('is not found for a course that is not there', async () => {
    fakeApi({});
    renderAt(<LiveClassListPage />, '/liveclass/99', '/liveclass/:id');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  });
});

describe('LiveVideoPage', () => {
  const live = (c: Partial<LiveClass>): LiveClass => ({
    ...summary({ id: 5, titleMl: null, title: 'Doubts answered' }),
    course: { id: 7, course_name: 'Kerala Renaissance', access: { kind: 'free', until: null } },
    description: 'Ask anything about the unit.',
    descriptionMl: null,
    stream: { kind: 'youtube', source: 'dQw4w9WgXcQ' },
    examId: 12,
    canModerate: false,
    ...c,
  });

  function open(getClass: () => LiveClass) {
    const api = fakeApi({
      '/api/liveclassById/5': getClass,
      '/api/liveclassById/5/ticket': () => ({ ticket: 'tk', expiresAt: new Date().toISOString() }),
    });
    renderAt(<LiveVideoPage />, '/liveVideo/5', '/liveVideo/:id');
    return api;
  }

  it('waits with a countdown, then turns into the player by itself when the class goes live', async () => {
    let item = live({});
    open(() => item);
    expect(
      await screen.findByRole('heading', { name: 'The class has not started yet' }),
    ).toBeVisible();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toMatch(/\/api\/liveclassById\/5\/socket\?ticket=tk$/);
    socket.frame({ type: 'hello', you: 'w1', messages: [], viewers: 3, state: 'upcoming' });
    expect(screen.getByText('3 watching')).toBeVisible();
    item = live({ state: 'live' });
    socket.frame({ type: 'state', state: 'live' });
    expect(await screen.findByTitle('Live video: Doubts answered')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(screen.queryByRole('heading', { name: 'The class has not started yet' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Test for this class' })).toHaveAttribute(
      'href',
      '/instructions/12',
    );
  });

  it('shows messages as text, marks the reader’s own, sends, and holds sending for 2 s', async () => {
    const user = userEvent.setup();
    open(() => live({ state: 'live' }));
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    const message = (id: number, writer: string, text: string) => ({
      id,
      writer,
      userName: writer === 'me' ? 'Asha' : 'Ravi',
      text,
      sentAt: '2026-11-24T13:00:00.000Z',
      fromStaff: false,
    });
    socket.frame({
      type: 'hello',
      you: 'me',
      messages: [message(1, 'ravi', '<b>not bold</b>'), message(2, 'me', 'Mine')],
      viewers: 2,
      state: 'live',
    });
    const chat = screen.getByRole('list', { name: 'Chat' });
    expect(within(chat).getByText('<b>not bold</b>')).toBeVisible();
    expect(chat.querySelector('b')).toBeNull();
    expect(within(chat).getByText('You')).toBeVisible();
    expect(within(chat).queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.type(screen.getByLabelText('Your message'), 'Is it 1924?{Enter}');
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'send', text: 'Is it 1924?' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    socket.frame({ type: 'error', code: 'too_fast', message: 'x', retryAfterMs: 1500 });
    expect(screen.getByRole('alert')).toHaveTextContent('One message every 2 seconds, please.');
  });

  it('gives the teacher Go live, the stream to set and, on learners’ messages, Remove and Mute', async () => {
    const user = userEvent.setup();
    const api = open(() => live({ canModerate: true }));
    expect(await screen.findByRole('button', { name: 'Go live' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'End class' })).toBeVisible();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0]!.frame({
      type: 'hello',
      you: 'teacher',
      messages: [
        {
          id: 9,
          writer: 'ravi',
          userName: 'Ravi',
          text: 'spam',
          sentAt: '2026-11-24T13:00:00.000Z',
          fromStaff: false,
        },
      ],
      viewers: 2,
      state: 'upcoming',
    });
    expect(screen.getByRole('button', { name: 'Remove this message of Ravi' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mute Ravi in this class' })).toBeVisible();
    FakeSocket.all[0]!.frame({ type: 'removed', id: 9 });
    expect(screen.queryByText('spam')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Stream'), 'HLS playlist');
    await user.clear(screen.getByLabelText('Playlist address (…/live.m3u8)'));
    await user.type(
      screen.getByLabelText('Playlist address (…/live.m3u8)'),
      'https://live.example.org/hls/kpsc.m3u8',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(sent(api, 'PUT /api/liveclassById/5/stream')).toContainEqual({
        kind: 'hls',
        source: 'https://live.example.org/hls/kpsc.m3u8',
      }),
    );
  });

  it('says the class has ended, with its recording', async () => {
    open(() => live({ state: 'ended', stream: null, recordingId: 41 }));
    expect(await screen.findByRole('heading', { name: 'This class has ended' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Watch the recording' })).toHaveAttribute(
      'href',
      '/recordedclassvideo/41',
    );
  });
});
