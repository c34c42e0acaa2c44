import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

/**
 * Back pressed during a test: the clock keeps running, and every answer stays saved. A learn-mode
 * practice set has no clock: it waits to be continued.
 */
export function LeaveDialog({
  show,
  learn = false,
  onStay,
  onLeave,
}: {
  show: boolean;
  learn?: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('exams');
  return (
    <Modal
      show={show}
      onHide={onStay}
      centered
      aria-labelledby="leave-title"
      aria-describedby="leave-text"
    >
      <Modal.Header closeButton closeLabel={t('dialog.close')}>
        <Modal.Title id="leave-title" as="h2" className="h5">
          {learn ? t('leave.learnTitle') : t('leave.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="leave-text" className="mb-0">
          {learn ? t('leave.learnText') : t('leave.text')}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onLeave}>
          {t('leave.leave')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onStay}>
          {learn ? t('leave.learnStay') : t('leave.stay')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
