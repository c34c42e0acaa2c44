import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type Item = { label: string; onSelect: () => void };

/** A small accessible menu button: Enter/Space/ArrowDown open it, Escape and outside clicks close it. */
export function AccountMenu({
  label,
  toggle,
  items,
}: {
  label: string;
  toggle: ReactNode;
  items: Item[];
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="dropdown mb-2 mb-lg-0" ref={root}>
      <button
        ref={button}
        type="button"
        className="btn btn-link p-0 border-0 d-flex align-items-center gap-2 text-decoration-none"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => e.key === 'ArrowDown' && (e.preventDefault(), setOpen(true))}
      >
        {toggle}
      </button>
      <ul
        id={menuId}
        role="menu"
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        style={{ right: 0, left: 'auto' }}
        onKeyDown={(e) => e.key === 'Escape' && close()}
      >
        {items.map((item) => (
          <li key={item.label} role="none">
            <button type="button" role="menuitem" className="dropdown-item" onClick={item.onSelect}>
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
