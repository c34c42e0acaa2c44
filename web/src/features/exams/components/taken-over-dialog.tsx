import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

/**
 * Over a screen another tab or device has taken the test from: it takes no more answers. "Continue
 * here" takes the test back, showing the newest answers the server holds.
 */
export function TakenOverDialog({
  show,
  resuming,
  failure,
  onContinue,
}: {
  show: boolean;
  resuming: boolean;
  failure: string | null;
  onContinue: () => void;
}) {
  const { t } = useTranslation('exams');
  return (
    <Modal
      show={show}
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby="taken-over-title"
      aria-describedby="taken-over-text"
    >
      <Modal.Body className="p-4">
        <h2 id="taken-over-title" className="h5">
          {t('takenOver.title')}
        </h2>
        <p id="taken-over-text">{t('takenOver.text')}</p>
        {failure && (
          <div className="alert alert-danger small py-2" role="alert">
            {failure}
          </div>
        )}
        <div className="d-flex align-items-center gap-3">
          <button
            type="button"
            className="btn btn-primary"
            disabled={resuming}
            onClick={onContinue}
          >
            {t('takenOver.continue')}
          </button>
          {resuming && (
            <span className="small text-body-secondary" role="status">
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {t('takenOver.resuming')}
            </span>
          )}
        </div>
      </Modal.Body>
    </Modal>
  );
}
