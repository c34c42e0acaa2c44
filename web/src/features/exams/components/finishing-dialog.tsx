import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { Finishing } from '../hooks/use-finish-exam';

/**
 * Blocks the paper while the attempt is being ended, saying what is happening. It takes focus, so
 * a screen reader reads its title and the step at once; the end page's heading takes it next.
 */
export function FinishingDialog({ finishing }: { finishing: Finishing }) {
  const { t } = useTranslation('exams');
  return (
    <Modal
      show={finishing !== null}
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby="finishing-title"
      aria-describedby="finishing-step"
    >
      {finishing && (
        <Modal.Body className="text-center p-4">
          <h2 id="finishing-title" className="h5">
            {t(`finishing.title.${finishing.reason}`)}
          </h2>
          <div className="spinner-border text-primary my-3" aria-hidden="true" />
          <p id="finishing-step" className="mb-0" role="status">
            {t(`finishing.step.${finishing.step}`)}
          </p>
        </Modal.Body>
      )}
    </Modal>
  );
}
