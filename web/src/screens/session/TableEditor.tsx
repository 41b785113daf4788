/**
 * The custom table editor (02 §3 Custom table, §4, §9): every catalogue metric by family with
 * a box ticked when it is a column, and the chosen columns in order, reordered by dragging
 * or with the ▲/▼ buttons (which keyboards and tests can reach). A live table holds at most
 * 11 columns: at the limit the other boxes are disabled and a note says why. Apply stores the
 * columns, Cancel closes without storing, Reset to default removes the stored table. In alert
 * mode the footer is Cancel and Apply only and the order cannot change (02 §4).
 */
import { useState } from 'react';
import { isMetricKey, METRICS, metricLabel } from '../../../../domain';
import { ApplyCancel } from '../../components/ApplyCancel';
import { Dialog } from '../../components/Dialog';
import {
  catalogueByFamily,
  columnLimit,
  move,
  sameColumns,
  toggle,
  type TableKind,
} from './customTable';
import { useCustomTable } from './useCustomTable';
import './table-editor.css';

/** The catalogue's families, the same for every editor. */
const GROUPS = catalogueByFamily();

export function TableEditor({
  teamId,
  kind,
  onClose,
  mode = 'normal',
}: {
  teamId: string;
  kind: TableKind;
  onClose: () => void;
  /** 'alert': the live alerting table, whose order is fixed (02 §4). */
  mode?: 'normal' | 'alert';
}) {
  const table = useCustomTable(teamId, kind);
  // The columns as the user is arranging them; null shows what is stored.
  const [draft, setDraft] = useState<readonly string[] | null>(null);

  const columns = draft ?? table.columns;
  const limit = columnLimit(kind);
  const full = columns.length >= limit;
  const reorderable = mode !== 'alert';
  const busy = table.loading || table.saving;
  const label = (key: string) => metricLabel(key, { live: kind === 'live', teamId });
  // Stored tables may hold Relative and percent variants, which the catalogue names by key.
  const title = (key: string) => (isMetricKey(key) ? METRICS[key].name : key);

  const change = (next: readonly string[]) => {
    setDraft(next);
  };
  const apply = async () => {
    if (sameColumns(columns, table.columns)) {
      onClose();
      return;
    }
    try {
      await table.save(columns);
      onClose();
    } catch {
      // The editor stays open: the hook keeps the server's reason, shown below.
    }
  };
  const reset = async () => {
    try {
      await table.reset();
      onClose();
    } catch {
      // As for Apply: the reason shows below.
    }
  };

  return (
    <Dialog
      className="table-editor"
      label="Custom table"
      title={kind === 'live' ? 'Custom live table' : 'Custom table'}
      busy={busy}
      onClose={onClose}
    >
      {table.loading && draft === null ? (
        <div className="loading">Loading…</div>
      ) : (
        <div className="table-editor-body">
          <section className="table-editor-metrics" aria-label="Metrics">
            {GROUPS.map((group) => (
              <fieldset key={group.family}>
                <legend>{group.title}</legend>
                {group.keys.map((key) => {
                  const chosen = columns.includes(key);
                  return (
                    <label key={key} title={METRICS[key].name}>
                      <input
                        type="checkbox"
                        checked={chosen}
                        disabled={table.saving || (!chosen && full)}
                        onChange={() => {
                          change(toggle(columns, key, limit));
                        }}
                      />
                      <span>{label(key)}</span>
                    </label>
                  );
                })}
              </fieldset>
            ))}
          </section>
          <section className="table-editor-order" aria-label="Columns in order">
            <p className="table-editor-count" aria-live="polite">
              {columns.length} of {limit} columns
              {draft === null && table.isDefault && <span className="muted"> (default)</span>}
            </p>
            {full && (
              <p className="table-editor-note">
                At most {limit} columns: untick one to choose another.
              </p>
            )}
            {columns.length === 0 ? (
              <p className="table-editor-note">No columns: tick at least one metric.</p>
            ) : (
              <ColumnList
                columns={columns}
                label={label}
                title={title}
                reorderable={reorderable}
                disabled={table.saving}
                onChange={change}
              />
            )}
          </section>
        </div>
      )}
      {table.error !== null && (
        <p className="form-error" role="alert">
          {table.error}
        </p>
      )}
      <footer className="table-editor-footer">
        {mode !== 'alert' && (
          <button
            type="button"
            className="button"
            disabled={busy || table.isDefault}
            onClick={() => {
              void reset();
            }}
          >
            Reset to default
          </button>
        )}
        <ApplyCancel
          onCancel={onClose}
          onApply={() => {
            void apply();
          }}
          applyDisabled={busy || columns.length === 0}
        />
      </footer>
    </Dialog>
  );
}

/** Where a drag started and which row it is over, while one is under way. */
interface Drag {
  readonly from: number;
  readonly over: number;
}

/**
 * The chosen columns in order, each with its remove button; when `reorderable`, rows can be
 * dragged onto another row's place (HTML5 drag and drop) or moved one place with ▲/▼.
 */
function ColumnList({
  columns,
  label,
  title,
  reorderable,
  disabled,
  onChange,
}: {
  columns: readonly string[];
  label: (key: string) => string;
  title: (key: string) => string;
  reorderable: boolean;
  disabled: boolean;
  onChange: (columns: readonly string[]) => void;
}) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const draggable = reorderable && !disabled;
  const endDrag = () => {
    setDrag(null);
  };
  const dragClass = (index: number) =>
    drag === null
      ? ''
      : drag.from === index
        ? ' dragging'
        : drag.over === index
          ? ' drop-target'
          : '';
  return (
    <ol>
      {columns.map((key, index) => {
        const name = label(key);
        return (
          <li
            key={key}
            title={title(key)}
            className={`table-editor-column${draggable ? ' reorderable' : ''}${dragClass(index)}`}
            draggable={draggable}
            onDragStart={
              draggable
                ? (event) => {
                    // Firefox starts a drag only when it carries data.
                    event.dataTransfer.setData('text/plain', key);
                    event.dataTransfer.effectAllowed = 'move';
                    setDrag({ from: index, over: index });
                  }
                : undefined
            }
            onDragOver={
              drag === null
                ? undefined
                : (event) => {
                    // Without this the browser refuses the drop here.
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    if (drag.over !== index) setDrag({ ...drag, over: index });
                  }
            }
            onDrop={
              drag === null
                ? undefined
                : (event) => {
                    event.preventDefault();
                    onChange(move(columns, drag.from, index));
                    endDrag();
                  }
            }
            onDragEnd={endDrag}
          >
            <span className="table-editor-position">{index + 1}</span>
            <span className="table-editor-label">{name}</span>
            {reorderable && (
              <>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move ${name} up`}
                  disabled={disabled || index === 0}
                  onClick={() => {
                    onChange(move(columns, index, index - 1));
                  }}
                >
                  ▲
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move ${name} down`}
                  disabled={disabled || index === columns.length - 1}
                  onClick={() => {
                    onChange(move(columns, index, index + 1));
                  }}
                >
                  ▼
                </button>
              </>
            )}
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove ${name}`}
              disabled={disabled}
              onClick={() => {
                onChange(columns.filter((k) => k !== key));
              }}
            >
              ×
            </button>
          </li>
        );
      })}
    </ol>
  );
}
