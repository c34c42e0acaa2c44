import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MAX_LENGTH } from '@pariksha/contracts/live-paths';
import type { ChatMessage } from '@pariksha/contracts/live';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { muteWriter } from '../api/mute-writer';
import { removeMessage } from '../api/remove-message';
import type { ChatSnapshot } from '../lib/chat-connection';
import { useNow } from '../lib/time';

type Props = {
  classId: number;
  chat: ChatSnapshot & { send(text: string): boolean };
  canModerate: boolean;
};

/**
 * The class's chat: messages as plain text (never HTML), newest at the bottom and followed
 * unless the learner has scrolled up; a box to write in, held while the rate limit holds.
 */
export function ChatPanel({ classId, chat, canModerate }: Props) {
  const { t } = useTranslation('live');
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  const now = useNow(250);
  const closed = chat.state === 'ended' || chat.status === 'not-found';
  const waiting = now < chat.waitUntil;
  const left = CHAT_MAX_LENGTH - [...text].length;

  useEffect(() => {
    const el = list.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [chat.messages]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '' || left < 0) return;
    if (chat.send(text)) setText('');
  };

  const moderate = (action: () => Promise<unknown>, done?: string) => {
    setNotice(null);
    action().then(
      () => done && setNotice(done),
      (err: unknown) => setNotice(t('staff.failed', { message: errorMessage(err) })),
    );
  };

  const status =
    chat.status === 'not-found'
      ? t('chat.notFound')
      : chat.state === 'ended'
        ? t('chat.closed')
        : chat.status === 'connecting'
          ? t('chat.connecting')
          : chat.status === 'reconnecting'
            ? t('chat.reconnecting')
            : chat.status === 'too-many'
              ? t('chat.tooMany')
              : null;

  return (
    <section className="card live-chat" aria-labelledby="chat-title">
      <div className="card-header d-flex justify-content-between align-items-center">
        <h2 id="chat-title" className="h6 mb-0">
          {t('chat.title')}
        </h2>
        <span className="small text-body-secondary" aria-live="off">
          {t('chat.viewers', { count: chat.viewers })}
        </span>
      </div>
      {status && (
        <p className="small text-body-secondary px-3 pt-2 mb-0" role="status">
          {status}
        </p>
      )}
      <ol
        ref={list}
        className="live-chat-messages list-unstyled px-3 py-2 mb-0"
        aria-label={t('chat.title')}
        aria-live="polite"
        aria-relevant="additions"
        // A region that scrolls must be reachable by keyboard, to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
      >
        {chat.messages.length === 0 && chat.status === 'open' && (
          <li className="small text-body-secondary">
            {t(canModerate ? 'chat.emptyStaff' : 'chat.empty')}
          </li>
        )}
        {chat.messages.map((m: ChatMessage) => (
          <li key={m.id} className="live-chat-message mb-2">
            <span className="fw-semibold">
              {m.writer === chat.you ? t('chat.you') : m.userName}
            </span>
            {m.fromStaff && <span className="badge text-bg-primary ms-1">{t('chat.teacher')}</span>}{' '}
            <time className="small text-body-secondary" dateTime={m.sentAt}>
              {formatDateTime(m.sentAt)}
            </time>
            <div>{m.text}</div>
            {canModerate && !m.fromStaff && (
              <div className="d-flex gap-2 mt-1">
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0"
                  aria-label={t('chat.removeLabel', { name: m.userName })}
                  onClick={() => moderate(() => removeMessage(classId, Number(m.id)))}
                >
                  {t('chat.remove')}
                </button>
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0"
                  aria-label={t('chat.muteLabel', { name: m.userName })}
                  onClick={() =>
                    moderate(
                      () => muteWriter(classId, Number(m.id)),
                      t('chat.muted', { name: m.userName }),
                    )
                  }
                >
                  {t('chat.mute')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      <div className="card-footer">
        {(notice || chat.refusal) && (
          <p className="small text-danger mb-2" role="alert">
            {notice ?? t(`chat.errors.${chat.refusal!.code}`)}
          </p>
        )}
        <form onSubmit={submit} className="d-flex gap-2 align-items-start">
          <div className="flex-grow-1">
            <label htmlFor="chat-text" className="visually-hidden">
              {t('chat.label')}
            </label>
            <textarea
              id="chat-text"
              className="form-control form-control-sm"
              rows={2}
              value={text}
              disabled={closed}
              aria-describedby="chat-left"
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) submit(e);
              }}
            />
            <span
              id="chat-left"
              className={`small ${left < 0 ? 'text-danger' : 'text-body-secondary'}`}
            >
              {t('chat.left', { count: left })}
            </span>
          </div>
          <button
            type="submit"
            className="btn btn-primary btn-sm"
            disabled={closed || chat.status !== 'open' || waiting || left < 0 || text.trim() === ''}
          >
            {t('chat.send')}
          </button>
        </form>
      </div>
    </section>
  );
}
