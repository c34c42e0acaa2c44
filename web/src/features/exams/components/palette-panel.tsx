import type { ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';

/** The question palette as a side panel, for screens too narrow to show it beside the question. */
export function PalettePanel({
  show,
  onHide,
  children,
}: {
  show: boolean;
  onHide: () => void;
  children: ReactNode;
}) {
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      id="exam-palette-panel"
      aria-labelledby="palette-title"
      className="exam-offcanvas"
    >
      <Offcanvas.Header closeButton>
        <Offcanvas.Title id="palette-title" as="h2" className="h5">
          Questions
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column">{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
