/**
 * The Export action of a list row (02 §2): one choice is a plain 'Export' button; several
 * open a menu of them. The menu is a popover, drawn in the browser's top layer so the
 * grid's cells and scroll areas never clip it, and placed under its button when it opens;
 * a choice, a click outside or Escape closes it (the popover's own light dismiss).
 */
import type { ColDef } from 'ag-grid-community';
import { useId, useRef } from 'react';
import './export.css';

/** One export a row offers. */
export interface ExportChoice {
  readonly label: string;
  readonly onSelect: () => void;
}

/** Room the menu needs below its button before it opens upwards instead, px. */
const MENU_ROOM_PX = 120;

/** The Export button (or menu) of the row named `name`. */
export function ExportMenu({
  name,
  choices,
  disabled = false,
}: {
  name: string;
  choices: readonly ExportChoice[];
  disabled?: boolean;
}) {
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const [only] = choices;
  if (choices.length === 1 && only !== undefined) {
    return (
      <button
        type="button"
        className="export-button"
        aria-label={`Export ${name}`}
        title={only.label}
        disabled={disabled}
        onClick={only.onSelect}
      >
        Export
      </button>
    );
  }
  /** Puts the menu under the button, right edges aligned (above it near the bottom). */
  const place = (button: HTMLElement) => {
    const panel = menu.current;
    if (panel === null) return;
    const rect = button.getBoundingClientRect();
    panel.style.right = `${Math.max(0, window.innerWidth - rect.right)}px`;
    const below = window.innerHeight - rect.bottom >= MENU_ROOM_PX;
    panel.style.top = below ? `${rect.bottom + 2}px` : 'auto';
    panel.style.bottom = below ? 'auto' : `${window.innerHeight - rect.top + 2}px`;
  };
  return (
    <>
      <button
        type="button"
        className="export-button"
        aria-label={`Export ${name}`}
        aria-haspopup="menu"
        popoverTarget={menuId}
        disabled={disabled}
        onClick={(event) => {
          place(event.currentTarget);
        }}
      >
        Export ▾
      </button>
      <div
        id={menuId}
        ref={menu}
        popover="auto"
        role="menu"
        aria-label={`Export ${name}`}
        className="export-menu"
      >
        {choices.map((choice) => (
          <button
            key={choice.label}
            type="button"
            role="menuitem"
            onClick={() => {
              menu.current?.hidePopover();
              choice.onSelect();
            }}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </>
  );
}

/**
 * The Export column of a list: pinned right so it stays in reach on narrow screens, each
 * row's button (or menu) named after the row.
 */
export function exportColumn<Row>(
  nameOf: (row: Row) => string,
  choicesOf: (row: Row) => readonly ExportChoice[],
  disabled = false,
): ColDef<Row> {
  return {
    colId: 'export',
    headerName: '',
    headerTooltip: 'Export',
    pinned: 'right',
    width: 104,
    sortable: false,
    resizable: false,
    cellRenderer: ({ data }: { data?: Row }) =>
      data === undefined ? null : (
        <ExportMenu name={nameOf(data)} choices={choicesOf(data)} disabled={disabled} />
      ),
  };
}
