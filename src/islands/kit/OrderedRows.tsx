import { useRef, useState, type ReactNode } from 'react';

type Props<T> = {
  rows: T[];
  onRows: (rows: T[]) => void;
  /** The row's own fields; `index` names their errors (highlights.2.name). */
  renderRow: (row: T, index: number, update: (row: T) => void) => ReactNode;
  /** What a row is called when read out ('Highlight 2'). */
  rowName: (row: T, index: number) => string;
  /** How the owner adds a row here; lists filled by uploads leave it out (their file picker adds rows). */
  add?: { label: string; newRow: () => T };
  max: number;
  emptyText: string;
};

function moved<T>(rows: T[], from: number, to: number): T[] {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next;
}

/**
 * A tab's list: rows added, removed and put in order by dragging the handle or with the Move up
 * and Move down buttons (keyboard and touch); each move is announced.
 */
export function OrderedRows<T>({ rows, onRows, renderRow, rowName, add, max, emptyText }: Props<T>) {
  const dragged = useRef<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);

  const move = (from: number, to: number, focusButton?: 'up' | 'down') => {
    if (to < 0 || to >= rows.length || from === to) return;
    onRows(moved(rows, from, to));
    setAnnouncement(`${rowName(rows[from]!, from)} moved to position ${to + 1} of ${rows.length}.`);
    // The moved row's button keeps the focus, so a keyboard user can press it again; at the top or
    // the bottom, where that button is off, its other one does.
    if (!focusButton) return;
    const atEnd = (focusButton === 'up' && to === 0) || (focusButton === 'down' && to === rows.length - 1);
    const button = atEnd ? (focusButton === 'up' ? 'down' : 'up') : focusButton;
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLButtonElement>(`[data-row="${to}"] [data-move="${button}"]`)?.focus(),
    );
  };

  return (
    <div className="ws-rows">
      {rows.length === 0 && <p className="ws-empty">{emptyText}</p>}
      <ol ref={list} className="ws-row-list">
        {rows.map((row, index) => (
          <li
            key={index}
            data-row={index}
            className="ws-row"
            data-drop-target={dropTarget === index || undefined}
            onDragOver={(event) => {
              if (dragged.current === null) return;
              event.preventDefault();
              setDropTarget(index);
            }}
            onDragLeave={() => setDropTarget(null)}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged.current !== null) move(dragged.current, index);
              dragged.current = null;
              setDropTarget(null);
            }}
          >
            <span
              className="ws-drag-handle"
              draggable
              title="Drag to reorder"
              aria-hidden="true"
              onDragStart={(event) => {
                dragged.current = index;
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
              }}
              onDragEnd={() => {
                dragged.current = null;
                setDropTarget(null);
              }}
            >
              ⋮⋮
            </span>
            <div className="ws-row-fields">
              {renderRow(row, index, (next) => onRows(rows.map((old, at) => (at === index ? next : old))))}
            </div>
            <div className="ws-row-actions">
              <button
                type="button"
                className="icon-button"
                data-move="up"
                aria-label={`Move ${rowName(row, index)} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1, 'up')}
              >
                ↑
              </button>
              <button
                type="button"
                className="icon-button"
                data-move="down"
                aria-label={`Move ${rowName(row, index)} down`}
                disabled={index === rows.length - 1}
                onClick={() => move(index, index + 1, 'down')}
              >
                ↓
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove ${rowName(row, index)}`}
                onClick={() => {
                  onRows(rows.filter((_, at) => at !== index));
                  setAnnouncement(`${rowName(row, index)} removed.`);
                }}
              >
                ✕
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {add && rows.length < max && (
        <button type="button" className="button" onClick={() => onRows([...rows, add.newRow()])}>
          {add.label}
        </button>
      )}
    </div>
  );
}
