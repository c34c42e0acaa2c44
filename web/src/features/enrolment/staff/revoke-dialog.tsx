import { useId } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** Asks before something is revoked (a code, a learner's access); hidden while `title` is null. */
export function RevokeDialog({
  title,
  text,
  onCancel,
  onRevoke,
}: {
  title: string | null;
  text: string;
  onCancel: () => void;
  onRevoke: () => void;
}) {
  const { t } = useTranslation('console');
  const titleId = useId();
  return (
    <Modal show={title !== null} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('form.cancel')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{text}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('form.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onRevoke}>
          {t('enrolment.codes.revoke')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
