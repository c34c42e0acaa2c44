import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Route, Routes } from 'react-router';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { useStaffMe } from '@/features/admin/api/get-staff-me';
import { useTwoFactorStatus } from '@/features/accounts/two-factor/api/two-factor';
import { EnrolPanel } from '@/features/accounts/two-factor/components/enrol-panel';
import { StaffEnrolment, StepUp } from '@/features/accounts/two-factor/components/step-up';
import { pendingCodes } from '@/features/accounts/two-factor/lib/pending-codes';
import { useHasPassword } from '@/features/accounts/two-factor/lib/use-has-password';
import { AuditPage } from '@/features/admin/pages/audit-page';
import { PeoplePage } from '@/features/admin/pages/people-page';
import { AffairsConsolePage } from '@/features/affairs/staff/affairs-console-page';
import { CataloguePage } from '@/features/catalogue/staff/catalogue-page';
import { CoursePage } from '@/features/catalogue/staff/course-page';
import { CoursesPage } from '@/features/catalogue/staff/courses-page';
import { BankPage } from '@/features/exams/staff/bank/bank-page';
import { FeedbackPage } from '@/features/exams/staff/feedback/feedback-page';
import { errorStatus } from '@/lib/api-client';
import { courseTabs } from './course-tabs';
import { BatchesRoute, BatchRoute, ExamRoute } from './enrolment-routes';

/**
 * /admin: the staff console, a part of the app of its own (none of it is in a learner's entry
 * chunk), assembled here from each feature's staff side. Learners who open it are told they have
 * no access; teachers manage content and the question bank; admins also the catalogue's categories
 * and levels, roles and the audit log.
 */
export default function ConsolePage() {
  const { t } = useTranslation('console');
  const me = useStaffMe();
  const staff = !!me.data && me.data.role !== 'learner';
  // Staff work needs two-step sign-in: set up, and proved in this session.
  const factor = useTwoFactorStatus(staff);
  const hasPassword = useHasPassword();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  if (me.isPending || (staff && (factor.isPending || hasPassword === undefined)))
    return <Loading />;
  if (me.error && errorStatus(me.error) !== 403)
    return <QueryError error={me.error} retry={() => void me.refetch()} />;
  if (!me.data || me.data.role === 'learner')
    return (
      <section aria-labelledby="admin-denied" className="py-4">
        <h1 id="admin-denied" className="h3">
          {t('denied.title')}
        </h1>
        <p>{t('denied.text')}</p>
        <Link to="/" className="btn btn-primary">
          {t('denied.home')}
        </Link>
      </section>
    );
  if (factor.error) return <QueryError error={factor.error} retry={() => void factor.refetch()} />;
  if (factor.data && (!factor.data.enabled || pendingCodes()))
    return (
      <StaffEnrolment>
        <EnrolPanel
          hasPassword={hasPassword ?? true}
          onDone={() => {
            redraw();
            void factor.refetch();
          }}
        />
      </StaffEnrolment>
    );
  if (factor.data && !factor.data.verified) return <StepUp onDone={() => void factor.refetch()} />;
  const admin = me.data.role === 'admin';
  const links = [
    { to: '/admin', label: t('nav.courses'), end: true },
    { to: '/admin/bank', label: t('nav.bank'), end: false },
    { to: '/admin/feedback', label: t('feedback.title'), end: false },
    { to: '/admin/affairs', label: t('nav.affairs'), end: false },
    ...(admin
      ? [
          { to: '/admin/catalogue', label: t('nav.catalogue'), end: false },
          { to: '/admin/batches', label: t('nav.batches'), end: false },
          { to: '/admin/people', label: t('nav.people'), end: false },
          { to: '/admin/audit', label: t('nav.audit'), end: false },
        ]
      : []),
  ];
  return (
    <div className="admin-console">
      <nav
        aria-label={t('nav.label')}
        className="mb-3 border-bottom pb-2 d-flex flex-wrap gap-2 align-items-center"
      >
        <span className="badge text-bg-dark me-2">{t(`role.${me.data.role}`)}</span>
        {links.map((l) => (
          <NavLink
            key={l.to}
            to={l.to}
            end={l.end}
            className={({ isActive }) =>
              `btn btn-sm ${isActive ? 'btn-primary' : 'btn-outline-primary'}`
            }
          >
            {l.label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<CoursesPage />} />
        <Route path="courses/:id" element={<CoursePage tabs={courseTabs(t, admin)} />} />
        <Route path="exams/:id" element={<ExamRoute admin={admin} />} />
        <Route path="bank" element={<BankPage />} />
        <Route path="feedback" element={<FeedbackPage />} />
        <Route path="affairs" element={<AffairsConsolePage />} />
        {admin && <Route path="catalogue" element={<CataloguePage />} />}
        {admin && <Route path="batches" element={<BatchesRoute />} />}
        {admin && <Route path="batches/:id" element={<BatchRoute />} />}
        {admin && <Route path="people" element={<PeoplePage />} />}
        {admin && <Route path="audit" element={<AuditPage />} />}
        <Route path="*" element={<CoursesPage />} />
      </Routes>
    </div>
  );
}
