import { useCallback, useEffect, useRef, useState } from 'react';
import { SaveBar } from '#src/islands/kit/SaveBar.tsx';
import { saveOnSubmit } from '#src/islands/kit/saving-form.ts';
import type { SaveOutcome } from '#src/islands/kit/use-draft.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import type { OwnerProduct } from '#src/shared/owner-products.ts';
import { $workspaceRoute } from '#src/stores/workspace-route.ts';
import { NEW_PRODUCT } from './new-product.ts';
import { ProductAccessoriesSection } from './product-accessories-section.tsx';
import { Heading, SECTIONS, SectionLinks, ShareAndDelete } from './product-editor-parts.tsx';
import { ProductDocumentsSection, ProductMediasSection } from './product-file-sections.tsx';
import { productEditorPath } from './product-list-query.ts';
import { SectionRegistry, UnsavedSections, type RegisteredSection } from './product-section.tsx';
import { ProductSpecSection, SPEC_SECTIONS } from './product-spec-sections.tsx';
import { ProductProfileSection } from './ProductProfileSection.tsx';
import { saveChangedSections, saveReportOutcome, unsavedText } from './save-sections.ts';

/** Products Add product stored while its form is still open: their address shows that form. */
const addedHere = new Set<number>();
export const wasAddedHere = (id: number) => addedHere.has(id);

const SAVED = 'Saved. The public pages show it now.';
const ADDED = 'Product added. You can go on editing it here.';
const NOTHING_CHANGED = 'Nothing to save: no section has changes.';

/** The sections as they report themselves: their saves (read at Save) and which have unsaved changes (shown). */
function useSectionRegistry() {
  const sections = useRef(new Map<string, RegisteredSection>());
  const [dirtyIds, setDirtyIds] = useState<string[]>([]);
  const report = useCallback((id: string, section: RegisteredSection | null) => {
    if (section) sections.current.set(id, section);
    else sections.current.delete(id);
    const dirty = section?.dirty ?? false;
    setDirtyIds((ids) => {
      if (dirty === ids.includes(id)) return ids;
      return dirty ? [...ids, id] : ids.filter((other) => other !== id);
    });
  }, []);
  const ordered = () => SECTIONS.flatMap(({ id }) => sections.current.get(id) ?? []);
  return { report, ordered, dirtyIds };
}

/**
 * The product editor's form, for a stored product or (initial null) Add product: every section on
 * one page, one Save for all of them. The spec's calls stay the API: Save sends each changed
 * section by its own call in the page's order, a new product's profile first (POST add), and
 * each section says what came of its part. Once added, the product's address replaces
 * /products/new and the same form stays open.
 */
export function ProductForm({ company, initial }: { company: OwnerCompany; initial: OwnerProduct | null }) {
  const [product, setProduct] = useState<OwnerProduct | null>(initial);
  const { report, ordered, dirtyIds } = useSectionRegistry();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [savedMessage, setSavedMessage] = useState(SAVED);
  const isNew = product === null;

  // Leaving the form gives the added product's address back to the ordinary editor.
  const productId = product?.id;
  useEffect(() => () => void (productId !== undefined && addedHere.delete(productId)), [productId]);

  // What the last Save said holds until another section gets changes.
  const lastDirty = useRef(dirtyIds);
  useEffect(() => {
    const grew = dirtyIds.some((id) => !lastDirty.current.includes(id));
    lastDirty.current = dirtyIds;
    if (grew) setOutcome(null);
  }, [dirtyIds]);

  const dirtyTitles = SECTIONS.filter(({ id }) => dirtyIds.includes(id)).map(({ label }) => label);

  const save = async () => {
    setOutcome(null);
    const sections = ordered();
    if (!isNew && !sections.some((section) => section.dirty)) {
      setSavedMessage(NOTHING_CHANGED);
      setOutcome({ kind: 'saved' });
      return;
    }
    const result = await saveChangedSections(sections, product?.id ?? null, setProduct);
    const added = isNew && result.product !== null;
    if (added) {
      addedHere.add(result.product!.id);
      $workspaceRoute.open(productEditorPath(result.product!.id), true);
    }
    setSavedMessage(added ? ADDED : SAVED);
    setOutcome(saveReportOutcome(result, added));
  };

  const shown = product ?? NEW_PRODUCT;
  return (
    <section className="ws-tab ws-product-editor" aria-labelledby="ws-screen-title">
      <Heading title={product ? product.productName : 'Add product'} />
      {product ? (
        <p className="ws-intro">
          Model number {product.modelNumber} ·{' '}
          <span className={`ws-badge ws-badge-${product.status}`}>
            {product.status === 'active' ? 'Active' : 'Disabled'}
          </span>
        </p>
      ) : (
        <p className="ws-intro">
          Fill in the profile, add pictures and whatever else you have; Add product stores it all at once.
        </p>
      )}
      <div className="ws-product-editor-layout">
        <SectionLinks dirtyIds={dirtyIds} />
        <div className="ws-product-sections">
          <form
            onSubmit={saveOnSubmit(() => void save())}
            noValidate
            aria-label={product ? 'Edit product' : 'Add product'}
          >
            <SectionRegistry value={report}>
              <ProductProfileSection company={company} product={shown} isNew={isNew} />
              <ProductSpecSection spec={SPEC_SECTIONS.highlights} product={shown} />
              <ProductMediasSection product={shown} />
              <ProductSpecSection spec={SPEC_SECTIONS.technical} product={shown} />
              <ProductSpecSection spec={SPEC_SECTIONS.logistic} product={shown} />
              <ProductDocumentsSection product={shown} />
              <ProductAccessoriesSection product={shown} />
            </SectionRegistry>
            <UnsavedSections dirtySections={dirtyIds} />
            <div className="ws-product-save">
              <SaveBar
                dirty={dirtyIds.length > 0}
                outcome={outcome}
                onReset={() => ordered().forEach((section) => section.dirty && section.reset())}
                saveLabel={isNew ? 'Add product' : 'Save'}
                savedMessage={savedMessage}
                unsavedMessage={unsavedText(dirtyTitles)}
              />
            </div>
          </form>
          {product && <ShareAndDelete company={company} product={product} />}
        </div>
      </div>
    </section>
  );
}
