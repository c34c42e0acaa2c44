import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveClass } from '@pariksha/contracts/live';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { errorStatus } from '@/lib/api-client';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { liveClassQueryOptions, useLiveClass } from '../api/get-live-class';
import { ChatPanel } from '../components/chat-panel';
import { LiveStage } from '../components/live-stage';
import { StaffControls } from '../components/staff-controls';
import { useChat } from '../lib/use-chat';
import { liveRoute, parseId } from '../lib/paths';
import '../components/live.css';
import { ClassWhen } from '../components/class-when';

/**
 * /liveVideo/{id}: the class's stream (or its waiting room, or its end) beside its chat; on a
 * phone, the stream on top and the chat filling the screen under it.
 */
export default function LiveVideoPage() {
  const { t } = useTranslation('live');
  const id = parseId(useParams().id);
  const query = useLiveClass(id);
  if (id === null) return <NotFound what={t('what.class')} />;
  if (query.isPending) return <Loading />;
  if (errorStatus(query.error) === 404) return <NotFound what={t('what.class')} />;
  if (query.error)
    return (
      <QueryError error={query.error} retry={() => void query.refetch()} what={t('what.class')} />
    );
  return <LiveClassScreen key={id} item={query.data} />;
}

function LiveClassScreen({ item }: { item: LiveClass }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const chat = useChat(Number(item.id));
  // On a phone the class's time, description and test wait behind "Details".
  const [details, setDetails] = useState(false);
  const state = chat.state ?? item.state;
  const title = inLanguage(item.title, item.titleMl, language);
  const description = inLanguage(item.description, item.descriptionMl, language);
  const refresh = () =>
    void queryClient.invalidateQueries({
      queryKey: liveClassQueryOptions(Number(item.id)).queryKey,
    });

  // A state pushed over the socket (live, ended, a new stream): the class is read again, so the
  // stream or the recording it names is current.
  useEffect(() => {
    if (chat.state !== null) refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refresh is the same call every render
  }, [chat.state]);

  return (
    <article aria-labelledby="live-class-title" className="live-page">
      <Breadcrumbs
        trail={[
          { label: item.course.course_name, to: liveRoute.course(Number(item.course.id)) },
          { label: t('title'), to: liveRoute.ofCourse(Number(item.course.id)) },
        ]}
        current={<span lang={title.lang}>{title.value}</span>}
      />
      <div className="live-head d-flex align-items-start gap-2">
        <h1 id="live-class-title" className="h4 mb-1 flex-grow-1" lang={title.lang}>
          {title.value}
          {state === 'live' && (
            <span className="badge text-bg-danger ms-2 align-middle">{t('liveBadge')}</span>
          )}
        </h1>
        <button
          type="button"
          className="live-details-toggle btn btn-outline-secondary btn-sm dropdown-toggle"
          aria-expanded={details}
          aria-controls="live-when live-about"
          onClick={() => setDetails(!details)}
        >
          {t('details')}
        </button>
      </div>
      <div id="live-when" className={`live-when${details ? ' open' : ''}`}>
        <ClassWhen item={item} className="mb-2 mb-lg-3" />
      </div>
      <div id="live-about" className={`live-about${details ? ' open' : ''}`}>
        {description.value && (
          <p className="mt-lg-3" lang={description.lang}>
            {description.value}
          </p>
        )}
        {item.examId !== null && (
          <Link
            className="btn btn-outline-primary btn-sm mb-3 mb-lg-0"
            to={liveRoute.exam(Number(item.examId))}
          >
            {t('test')}
          </Link>
        )}
      </div>
      {item.canModerate && (
        <div className="live-staff">
          <StaffControls
            classId={Number(item.id)}
            state={state}
            stream={item.stream}
            onChanged={refresh}
          />
        </div>
      )}
      <div className="live-stage">
        <LiveStage item={item} state={state} title={title.value} />
      </div>
      <ChatPanel classId={Number(item.id)} chat={chat} canModerate={item.canModerate} />
    </article>
  );
}
