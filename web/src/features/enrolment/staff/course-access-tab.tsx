import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseAccess, CourseAccessKind, PreviewKind } from '@pariksha/contracts/enrolment';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { errorMessage } from '@/lib/api-client';
import { useRefreshStaff } from '@/lib/query-client';
import { setCourseAccess, setPreview, useCourseAccess } from './api/course-access';
import { CodesPanel } from './codes-panel';
import { GrantsPanel } from './grants-panel';

/** An item of the course that may be marked a free preview. */
export type PreviewChoice = { kind: PreviewKind; itemId: number; title: string };

/**
 * A course's access in the console: free or restricted and its preview items (teachers and
 * admins); the learners it is granted to and its access codes (admins).
 */
export function CourseAccessTab({
  courseId,
  courseName,
  admin,
  items,
}: {
  courseId: number;
  courseName: string;
  admin: boolean;
  items: PreviewChoice[];
}) {
  const access = useCourseAccess(courseId);
  if (access.isPending) return <Loading />;
  if (access.error) return <QueryError error={access.error} retry={() => void access.refetch()} />;
  return (
    <>
      <AccessChoice access={access.data} />
      <Previews access={access.data} items={items} />
      {admin && (
        <>
          <GrantsPanel courseId={courseId} />
          <CodesPanel target={{ courseId }} name={courseName} />
        </>
      )}
    </>
  );
}

/** Runs a change, then reads the console again; answers the failure to show, if any. */
function useChange() {
  const refresh = useRefreshStaff();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<unknown>) => {
    setError(null);
    setBusy(true);
    try {
      await change();
      await refresh();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return { run, error, busy };
}

function AccessChoice({ access }: { access: CourseAccess }) {
  const { t } = useTranslation('console');
  const id = useId();
  const change = useChange();
  const choose = (kind: CourseAccessKind) =>
    void change.run(() => setCourseAccess(access.courseId, kind));
  return (
    <fieldset className="mb-4" disabled={change.busy}>
      <legend className="h4">{t('enrolment.access.title')}</legend>
      {(['free', 'restricted'] as const).map((kind) => (
        <div className="form-check" key={kind}>
          <input
            className="form-check-input"
            type="radio"
            name={`${id}-access`}
            id={`${id}-${kind}`}
            checked={access.access === kind}
            onChange={() => choose(kind)}
            aria-describedby={`${id}-${kind}-hint`}
          />
          <label className="form-check-label" htmlFor={`${id}-${kind}`}>
            {t(`enrolment.access.${kind}`)}
          </label>
          <div className="form-text mt-0" id={`${id}-${kind}-hint`}>
            {t(`enrolment.access.${kind}Hint`)}
          </div>
        </div>
      ))}
      {change.error !== null && (
        <div className="alert alert-danger mt-2" role="alert">
          {errorMessage(change.error)}
        </div>
      )}
    </fieldset>
  );
}

const KINDS: PreviewKind[] = ['class', 'material', 'exam'];

function Previews({ access, items }: { access: CourseAccess; items: PreviewChoice[] }) {
  const { t } = useTranslation('console');
  const id = useId();
  const change = useChange();
  const marked = new Set(access.preview.map((p) => `${p.kind}:${p.itemId}`));
  return (
    <fieldset className="mb-4" aria-describedby={`${id}-hint`}>
      <legend className="h4">{t('enrolment.preview.title')}</legend>
      <p className="form-text mt-0" id={`${id}-hint`}>
        {t('enrolment.preview.hint')}
      </p>
      {change.error !== null && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(change.error)}
        </div>
      )}
      {items.length === 0 && <p className="text-body-secondary">{t('enrolment.preview.none')}</p>}
      <div className="row g-3">
        {KINDS.map((kind) => {
          const ofKind = items.filter((i) => i.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <div className="col-md-4" key={kind}>
              <h3 className="h6">{t(`enrolment.preview.kinds.${kind}`)}</h3>
              {ofKind.map((item) => {
                const key = `${kind}:${item.itemId}`;
                return (
                  <div className="form-check" key={key}>
                    <input
                      className="form-check-input"
                      type="checkbox"
                      id={`${id}-${kind}-${item.itemId}`}
                      checked={marked.has(key)}
                      disabled={change.busy}
                      onChange={(e) =>
                        void change.run(() =>
                          setPreview(access.courseId, {
                            kind,
                            itemId: item.itemId,
                            preview: e.target.checked,
                          }),
                        )
                      }
                    />
                    <label className="form-check-label" htmlFor={`${id}-${kind}-${item.itemId}`}>
                      {item.title}
                    </label>
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
