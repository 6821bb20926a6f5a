import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useUnsavedWarning } from '#src/islands/kit/unsaved-changes.ts';
import type { SaveOutcome } from '#src/islands/kit/use-draft.ts';
import { saveProductSection, type ProductSectionBodies } from '#src/client/owner-products.ts';
import type { OwnerProduct } from '#src/shared/owner-products.ts';
import type { SectionStep } from './save-sections.ts';

/** What each section of the editor is given: the product as stored (a blank one for Add product). */
export type ProductSectionProps = { product: OwnerProduct };

/** A section as the editor keeps it: its part of the one Save, and its Undo. */
export type RegisteredSection = SectionStep & { reset: () => void };

/** How a section tells the editor its state and its save, on every render (null: gone). */
export const SectionRegistry = createContext<(id: string, section: RegisteredSection | null) => void>(() => undefined);

/**
 * A section's part of the one Save, from useDraft's save(): its own PATCH call to the product,
 * the section's part of the answer as its new draft, and the product as stored (null: refused,
 * the section's fields say why).
 */
export function sectionSave<S extends keyof ProductSectionBodies, TDraft>(
  section: S,
  save: (call: (input: ProductSectionBodies[S]) => Promise<TDraft>) => Promise<boolean>,
  draftOf: (saved: OwnerProduct) => TDraft,
) {
  return async (productId: number | null): Promise<OwnerProduct | null> => {
    // saveChangedSections creates a new product by its profile before any other section.
    if (productId === null) throw new Error(`${section} is saved once the product exists`);
    let stored: OwnerProduct | null = null;
    const saved = await save(async (input) => {
      stored = await saveProductSection(section, productId, input);
      return draftOf(stored);
    });
    return saved ? stored : null;
  };
}

/**
 * The editor's unsaved-changes warning for all its sections: each section's own warning stops when
 * it is saved, even while another still has changes; this one, remounted whenever the set of
 * unsaved sections changes, has the last word.
 */
export function UnsavedSections({ dirtySections }: { dirtySections: string[] }) {
  return <UnsavedGuard key={dirtySections.join(' ')} dirty={dirtySections.length > 0} />;
}
function UnsavedGuard({ dirty }: { dirty: boolean }) {
  useUnsavedWarning(dirty);
  return null;
}

/**
 * One section of the product editor, a region titled as a level-3 heading the editor's "On this
 * page" list links to. It has no save button of its own: it hands its save to the editor's one
 * Save, marks itself while it has unsaved changes, and says what came of its part of the last Save.
 */
export function ProductSection({
  id,
  title,
  intro,
  dirty,
  outcome,
  onReset,
  save,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  dirty: boolean;
  outcome: SaveOutcome;
  onReset: () => void;
  save: SectionStep['save'];
  children: ReactNode;
}) {
  const report = useContext(SectionRegistry);
  useEffect(() => report(id, { id, title, dirty, save, reset: onReset }));
  useEffect(() => () => report(id, null), [report, id]);
  return (
    <section id={id} className="ws-product-section" aria-labelledby={`${id}-title`}>
      <div className="ws-product-section-head">
        <h3 id={`${id}-title`} tabIndex={-1}>
          {title}
        </h3>
        {dirty && <span className="ws-unsaved-mark">Unsaved changes</span>}
      </div>
      <p className="ws-intro">{intro}</p>
      {children}
      <p className={`ws-outcome ws-outcome-${outcome?.kind ?? 'none'}`} role="status">
        {outcome?.kind === 'saved' && `${title} saved.`}
        {outcome?.kind === 'failed' && outcome.message}
      </p>
    </section>
  );
}
