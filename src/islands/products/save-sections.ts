import type { OwnerProduct } from '#src/shared/owner-products.ts';
import type { SaveOutcome } from '#src/islands/kit/use-draft.ts';

// The product editor's one Save over the spec's calls (POST add, PATCH per section): which
// sections it sends, in which order, and what it says of them. No DOM, so unit tests hold it.

/** One section as the Save sees it; `save` answers the product as stored, or null when refused (the section says why). */
export type SectionStep = {
  id: string;
  title: string;
  dirty: boolean;
  save: (productId: number | null) => Promise<OwnerProduct | null>;
};

/** The section that creates a new product (POST add): always sent first for one. */
export const PROFILE_SECTION = 'product-profile';

export type SaveReport = { product: OwnerProduct | null; saved: string[]; refused: string[] };

/**
 * Sends the changed sections in the editor's order, each with its own call. A new product
 * (productId null) is created by its profile first, changed or not, and nothing else is sent when
 * that is refused; once it exists the other sections go to it. A refused section does not stop
 * the later ones: each says what came of it. `stored` hears every answer, the latest last.
 */
export async function saveChangedSections(
  steps: SectionStep[],
  productId: number | null,
  stored: (product: OwnerProduct) => void,
): Promise<SaveReport> {
  const report: SaveReport = { product: null, saved: [], refused: [] };
  let id = productId;
  const ordered =
    id === null
      ? [...steps.filter((step) => step.id === PROFILE_SECTION), ...steps.filter((step) => step.id !== PROFILE_SECTION)]
      : steps;
  for (const step of ordered) {
    const creates = id === null && step.id === PROFILE_SECTION;
    if (!step.dirty && !creates) continue;
    const product = await step.save(id);
    if (!product) {
      report.refused.push(step.title);
      if (id === null) return report;
      continue;
    }
    report.saved.push(step.title);
    report.product = product;
    id = product.id;
    stored(product);
  }
  return report;
}

const listed = (titles: string[]) =>
  titles.length <= 1 ? (titles[0] ?? '') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;

/** What the save bar says after a Save: every section saved, or which were refused and which went through. */
export function saveReportOutcome(report: SaveReport, created: boolean): SaveOutcome {
  if (report.refused.length === 0) return { kind: 'saved' };
  const refused = `${listed(report.refused)} ${report.refused.length === 1 ? 'was' : 'were'} not saved: please correct the marks there.`;
  if (report.saved.length === 0) return { kind: 'failed', message: refused };
  const saved = created ? 'The product was added.' : `${listed(report.saved)} saved.`;
  return { kind: 'failed', message: `${saved} ${refused}` };
}

/** What the save bar says while sections have unsaved changes. */
export function unsavedText(titles: string[]): string {
  return `Unsaved changes in ${listed(titles)}.`;
}
