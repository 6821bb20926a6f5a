import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { openReport } from '#src/stores/report-modal.ts';
import type { SupplierMark } from '#src/shared/engagement.ts';
import { flipMark, followedForTagging, loadViewerState, viewerState } from '#src/stores/viewer-state.ts';
import { logOut } from '#src/client/log-out.ts';
import { useLazyComponent } from '#src/islands/kit/use-lazy-component.ts';
import { loadTeamListPicker } from '#src/islands/teams/parts.ts';
import { loadTagPicker } from './lazy-parts.ts';
import { useMarkFlip } from './use-mark-flip.ts';

/** Spec §2: the tags confirm for a supplier not followed yet. */
export const FOLLOW_FIRST_MESSAGE = 'In order to use this function, please add this Supplier to your account.';

/** Spec §2 popup items: each flag's label while off, and while on. */
const FLAG_LABELS: Record<SupplierMark, [off: string, on: string]> = {
  followed: ['Add supplier', 'Remove supplier'],
  watch: ['Watch', 'Stop watching'],
  stared: ['Add to favorite', 'Remove favorite'],
};
const FLAGS = Object.keys(FLAG_LABELS) as SupplierMark[];

type Props = {
  supplierName: string;
  /** The name the "Add to team list" picker shows. */
  companyName: string;
  /** Called when an item leads elsewhere (a modal, logout), so the popup around it can close. */
  onLeave?: () => void;
};

/**
 * Spec §2: a signed-in user's items in the supplier popup and the phone menu. Flags flip only when
 * their call succeeds (spec §4); a click before the marks have loaded waits for them.
 */
export default function SupplierActions({ supplierName, companyName, onLeave }: Props) {
  const target = { kind: 'supplier', supplierName } as const;
  const marks = useStore(viewerState(target));
  const [view, setView] = useState<'actions' | 'tags' | 'team'>('actions');
  const TagPicker = useLazyComponent(loadTagPicker, view === 'tags');
  const TeamListPicker = useLazyComponent(loadTeamListPicker, view === 'team');
  const teamButtonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const tagsButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void loadViewerState(target);
    // In the phone menu: closing the menu brings the item list back for next time.
    const dialog = rootRef.current?.closest('dialog');
    const reset = () => setView('actions');
    dialog?.addEventListener('close', reset);
    return () => dialog?.removeEventListener('close', reset);
  }, [supplierName]);

  /** An item that leads elsewhere: the popup around it closes first. */
  const leaveThen = (go: () => void) => () => {
    onLeave?.();
    rootRef.current?.closest('dialog')?.close();
    go();
  };

  const { busy, flip } = useMarkFlip((flag: SupplierMark) => flipMark(target, flag));

  // Spec §4: tags need the supplier followed; the confirm's Add follows it first.
  const openTags = async () => {
    if (!(await followedForTagging(target, FOLLOW_FIRST_MESSAGE))) return;
    setView('tags');
  };

  const backToActions = (from: 'tags' | 'team') => {
    setView('actions');
    requestAnimationFrame(() => (from === 'tags' ? tagsButtonRef : teamButtonRef).current?.focus());
  };

  return (
    <div className="supplier-actions" ref={rootRef}>
      {view === 'tags' ? (
        TagPicker ? (
          <TagPicker target={target} onBack={() => backToActions('tags')} />
        ) : (
          <p role="status">Loading…</p>
        )
      ) : view === 'team' ? (
        TeamListPicker ? (
          <TeamListPicker
            target={{ supplierId: supplierName }}
            name={companyName}
            onDone={() => backToActions('team')}
          />
        ) : (
          <p role="status">Loading…</p>
        )
      ) : (
        <ul className="supplier-action-list">
          {FLAGS.map((flag) => (
            <li key={flag}>
              <button
                type="button"
                className="supplier-action"
                aria-busy={busy === flag || undefined}
                onClick={() => void flip(flag)}
              >
                {FLAG_LABELS[flag][marks?.[flag] ? 1 : 0]}
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="supplier-action" ref={tagsButtonRef} onClick={() => void openTags()}>
              Add tags
            </button>
          </li>
          <li>
            <button type="button" className="supplier-action" ref={teamButtonRef} onClick={() => setView('team')}>
              Add to team list
            </button>
          </li>
          <li>
            <button
              type="button"
              className="supplier-action"
              onClick={leaveThen(() => openReport({ kind: 'supplier', supplierName }))}
            >
              Report
            </button>
          </li>
          <li>
            <button type="button" className="supplier-action" onClick={leaveThen(() => void logOut())}>
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
