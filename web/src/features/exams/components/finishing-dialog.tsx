import Modal from 'react-bootstrap/Modal';
import type { Finishing } from '../hooks/use-finish-exam';

const titles = {
  submitted: 'Submitting your test',
  expired: 'Time is over',
  closed: 'This test has ended',
} as const;
const steps = {
  saving: 'Sending your last answers…',
  ending: 'Submitting your test…',
  waiting:
    'No connection. Your answers are safe on this device; the test will be submitted as soon as the connection returns.',
} as const;

/** Blocks the paper while the attempt is being ended, saying what is happening. */
export function FinishingDialog({ finishing }: { finishing: Finishing }) {
  return (
    <Modal
      show={finishing !== null}
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby="finishing-title"
    >
      {finishing && (
        <Modal.Body className="text-center p-4">
          <h2 id="finishing-title" className="h5">
            {titles[finishing.reason]}
          </h2>
          <div className="spinner-border text-primary my-3" aria-hidden="true" />
          <p className="mb-0" role="status">
            {steps[finishing.step]}
          </p>
        </Modal.Body>
      )}
    </Modal>
  );
}
