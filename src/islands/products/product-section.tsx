import { createContext, useContext, useEffect } from 'react';
import { SaveBar } from '#src/islands/kit/SaveBar.tsx';
import { useUnsavedWarning } from '#src/islands/kit/unsaved-changes.ts';
import { saveProductSection, type ProductSectionBodies } from '#src/client/owner-products.ts';
import type { OwnerProduct } from '#src/shared/owner-products.ts';
import { saveOnSubmit, type SavingFormProps } from '#src/islands/kit/saving-form.ts';

/** What each section of the editor is given: the product as stored, and where a save's answer goes. */
export type ProductSectionProps = { product: OwnerProduct; onSaved: (product: OwnerProduct) => void };

/**
 * A section's save, for useDraft's save(): the section's call, the stored product handed to the
 * editor, and the section's part of it as the new draft.
 */
export function sectionSave<S extends keyof ProductSectionBodies, TDraft>(
  section: S,
  { product, onSaved }: ProductSectionProps,
  draftOf: (saved: OwnerProduct) => TDraft,
) {
  return async (input: ProductSectionBodies[S]): Promise<TDraft> => {
    const saved = await saveProductSection(section, product.id, input);
    onSaved(saved);
    return draftOf(saved);
  };
}

/** How a section tells the editor whether it has unsaved changes. */
export const SectionDirtyReport = createContext<(id: string, dirty: boolean) => void>(() => undefined);

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
 * One section of the product editor: a form of its own, saved by its own call (like a profile
 * tab), titled as a level-3 heading the editor's "On this page" list links to.
 */
export function ProductSection({
  id,
  title,
  intro,
  onSave,
  dirty,
  saveLabel,
  children,
  ...saveBar
}: SavingFormProps & { id: string; saveLabel?: string }) {
  const report = useContext(SectionDirtyReport);
  useEffect(() => report(id, dirty), [report, id, dirty]);
  useEffect(() => () => report(id, false), [report, id]);
  return (
    <form
      id={id}
      className="ws-product-section"
      onSubmit={saveOnSubmit(onSave)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} tabIndex={-1}>
        {title}
      </h3>
      <p className="ws-intro">{intro}</p>
      {children}
      <SaveBar dirty={dirty} {...saveBar} saveLabel={saveLabel ?? `Save ${title.toLowerCase()}`} />
    </form>
  );
}
