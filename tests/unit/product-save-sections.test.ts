import { describe, expect, it } from 'vitest';
import type { OwnerProduct } from '#src/shared/owner-products.ts';
import {
  PROFILE_SECTION,
  saveChangedSections,
  saveReportOutcome,
  type SectionStep,
} from '#src/islands/products/save-sections.ts';

// Issue 26: the product editor has one Save; the spec's calls stay the API (POST add, a PATCH per
// section). It sends only the changed sections, in the editor's order, and a new product's
// profile first.

const productWith = (id: number) => ({ id }) as OwnerProduct;

/** Sections that record the calls they were asked to make; `refuse` names the ones the server refuses. */
function sections(changed: string[], refuse: string[] = [], newId = 7) {
  const calls: string[] = [];
  const steps: SectionStep[] = [PROFILE_SECTION, 'highlights', 'medias', 'technical', 'documents'].map((id) => ({
    id,
    title: id === PROFILE_SECTION ? 'Profile' : id,
    dirty: changed.includes(id),
    save: async (productId) => {
      calls.push(`${id}@${productId ?? 'new'}`);
      if (refuse.includes(id)) return null;
      return productWith(productId ?? newId);
    },
  }));
  return { steps, calls };
}

describe('the one Save of the product editor', () => {
  it('sends only the changed sections, in order, to the product', async () => {
    const { steps, calls } = sections(['documents', 'highlights']);
    const stored: number[] = [];
    const report = await saveChangedSections(steps, 3, (product) => stored.push(product.id));
    expect(calls).toEqual(['highlights@3', 'documents@3']);
    expect(report.saved).toEqual(['highlights', 'documents']);
    expect(report.refused).toEqual([]);
    expect(stored).toEqual([3, 3]);
    expect(saveReportOutcome(report, false)).toEqual({ kind: 'saved' });
  });

  it('sends nothing when nothing changed', async () => {
    const { steps, calls } = sections([]);
    const report = await saveChangedSections(steps, 3, () => undefined);
    expect(calls).toEqual([]);
    expect(report).toEqual({ product: null, saved: [], refused: [] });
  });

  it('creates a new product by its profile first, then sends its pictures to it in the same Save', async () => {
    const { steps, calls } = sections(['medias', PROFILE_SECTION], [], 42);
    const report = await saveChangedSections(steps, null, () => undefined);
    expect(calls).toEqual(['product-profile@new', 'medias@42']);
    expect(report.product?.id).toBe(42);
  });

  it('creates a new product even when only its pictures changed, and sends nothing when its profile is refused', async () => {
    const created = sections(['medias']);
    expect((await saveChangedSections(created.steps, null, () => undefined), created.calls)).toEqual([
      'product-profile@new',
      'medias@7',
    ]);
    const refused = sections(['medias', PROFILE_SECTION], [PROFILE_SECTION]);
    const report = await saveChangedSections(refused.steps, null, () => undefined);
    expect(refused.calls).toEqual(['product-profile@new']);
    expect(saveReportOutcome(report, true)).toEqual({
      kind: 'failed',
      message: 'Profile was not saved: please correct the marks there.',
    });
  });

  it('goes on past a refused section and says which went through', async () => {
    const { steps, calls } = sections(['highlights', 'medias', 'documents'], ['medias']);
    const report = await saveChangedSections(steps, 3, () => undefined);
    expect(calls).toEqual(['highlights@3', 'medias@3', 'documents@3']);
    expect(saveReportOutcome(report, false)).toEqual({
      kind: 'failed',
      message: 'highlights and documents saved. medias was not saved: please correct the marks there.',
    });
  });
});
