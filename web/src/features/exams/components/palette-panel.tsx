import type { ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';

/**
 * The question palette as a side panel, for screens too narrow to show it beside the question.
 * It traps focus while open; the exam screen says where focus goes once it has closed.
 */
export function PalettePanel({
  show,
  onHide,
  onEntered,
  onExited,
  children,
}: {
  show: boolean;
  onHide: () => void;
  onEntered: () => void;
  onExited: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('exams');
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      onEntered={onEntered}
      onExited={onExited}
      restoreFocus={false}
      placement="end"
      id="exam-palette-panel"
      aria-labelledby="palette-title"
      className="exam-offcanvas"
    >
      <Offcanvas.Header closeButton closeLabel={t('dialog.close')}>
        <Offcanvas.Title id="palette-title" as="h2" className="h5">
          {t('palette.open')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column">{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
