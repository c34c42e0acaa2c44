import { lazy, Suspense, type ReactNode } from 'react';
import { AccessSlotsContext, type AccessSlots } from '@/components/access/access-slots';
import { Loading } from '@/components/loading';

// Loaded when first shown: a learner of free courses never downloads them.
const CodeEntry = lazy(() =>
  import('@/features/enrolment/components/code-entry').then((m) => ({ default: m.CodeEntry })),
);
const Locked = lazy(() => import('@/features/enrolment/components/locked-screen'));

const slots: AccessSlots = {
  CodeEntry: (props) => (
    <Suspense fallback={null}>
      <CodeEntry {...props} />
    </Suspense>
  ),
  Locked: (props) => (
    <Suspense fallback={<Loading />}>
      <Locked {...props} />
    </Suspense>
  ),
};

/** Gives every feature's screens the enrolment feature's ways into a restricted course. */
export function EnrolmentSlots({ children }: { children: ReactNode }) {
  return <AccessSlotsContext value={slots}>{children}</AccessSlotsContext>;
}
