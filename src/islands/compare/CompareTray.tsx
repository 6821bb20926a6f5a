import { useStore } from '@nanostores/react';
import { COMPARE_MAX, COMPARE_MIN, COMPARE_PATH, compareHref } from '#src/shared/compare.ts';
import { clearCompared, compareNotice, compareSelection, removeCompared } from '#src/stores/compare-selection.ts';
import { useHydrated } from '#src/islands/kit/use-hydrated.ts';
import './compare-tray.css';

/**
 * The products picked to compare (issue 29 item 2), at the bottom of every catalogue and My
 * catalogue page once one is picked: what is picked, the way to the comparison once two are, and
 * why a fifth was refused. Left of the chat button, which keeps its corner.
 */
export default function CompareTray() {
  const items = useStore(compareSelection);
  const notice = useStore(compareNotice);
  // The server knows no pick (it is in this browser's storage): drawn once hydrated, as it matches.
  const hydrated = useHydrated();
  // A comparison on screen has its own Remove links; its empty state keeps the tray.
  const onComparison =
    hydrated && location.pathname === COMPARE_PATH && new URLSearchParams(location.search).has('ids');
  const shown = hydrated && items.length > 0 && !onComparison;
  return (
    <>
      <p className="visually-hidden" role="status">
        {notice ?? ''}
      </p>
      {shown && (
        <section className="compare-tray" aria-label="Products to compare">
          <p className="compare-tray-count">
            <strong>{items.length}</strong> of {COMPARE_MAX} picked
          </p>
          <ul className="compare-tray-items">
            {items.map((item) => (
              <li key={item.id}>
                <span className="compare-tray-label">{item.label}</span>
                <button
                  type="button"
                  className="compare-tray-remove"
                  aria-label={`Remove ${item.label} from the comparison`}
                  onClick={() => removeCompared(item.id)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <div className="compare-tray-actions">
            {items.length >= COMPARE_MIN ? (
              <a className="button button-primary" href={compareHref(items.map((item) => item.id))}>
                Compare {items.length}
              </a>
            ) : (
              <span className="compare-tray-hint">Pick one more to compare</span>
            )}
            <button type="button" className="button" onClick={clearCompared}>
              Clear
            </button>
          </div>
          {notice && <p className="compare-tray-notice">{notice}</p>}
        </section>
      )}
    </>
  );
}
