import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ShortcutList } from './shortcut-list';

/** The exam screen's help: its keyboard shortcuts, and the switch for them. */
export function ShortcutsDialog({
  show,
  bilingual,
  learn,
  onHide,
}: {
  show: boolean;
  bilingual: boolean;
  learn: boolean;
  onHide: () => void;
}) {
  const { t } = useTranslation('exams');
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="shortcuts-title">
      <Modal.Header closeButton closeLabel={t('dialog.close')}>
        <Modal.Title id="shortcuts-title" as="h2" className="h5">
          {t('shortcuts.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ShortcutList bilingual={bilingual} learn={learn} />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onHide}>
          {t('dialog.done')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
