import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { ProductMark } from '#src/shared/engagement.ts';
import { flipMark, followedForTagging, loadViewerState, viewerState } from '#src/stores/viewer-state.ts';
import { AddToTeamListButton } from '#src/islands/teams/parts.ts';
import { askAboutProduct } from './ask-about-product.ts';
import { useLazyComponent } from '#src/islands/kit/use-lazy-component.ts';
import { loadTagPicker } from './lazy-parts.ts';
import { useMarkFlip } from './use-mark-flip.ts';
import { toggleLabel } from './mark-labels.ts';

/** The tags confirm for a product not followed yet, worded as the supplier's (spec §2). */
export const FOLLOW_PRODUCT_FIRST_MESSAGE = 'In order to use this function, please follow this product.';

const MARKS = ['followed', 'watch'] as const satisfies readonly Exclude<ProductMark, 'star'>[];

type Props = { productId: number; productName: string; supplierName: string };

/**
 * A signed-in buyer's follow, watch and tags on the product page (spec §4 and §7 for products,
 * decision 013), beside the star. Visitors keep the server markup, whose data-requires-login asks
 * them to log in; signed-in users get it hydrated (client:signedin). Marks flip only when their
 * call succeeds; tags need the follow first, as a supplier's do. "Ask about this product" sends
 * the product card in a chat with the supplier's team (issue 13); "Add to team list" puts it on a
 * buying team's list (issue 29).
 */
export default function ProductActions({ productId, productName, supplierName }: Props) {
  const target = { kind: 'product', productId } as const;
  const state = useStore(viewerState(target));
  const { busy, flip } = useMarkFlip((mark: (typeof MARKS)[number]) => flipMark(target, mark));
  const [picking, setPicking] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const TagPicker = useLazyComponent(loadTagPicker, picking);
  const tagsButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void loadViewerState(target);
  }, [productId]);

  const openTags = async () => {
    if (!(await followedForTagging(target, FOLLOW_PRODUCT_FIRST_MESSAGE))) return;
    setPicking(true);
    dialogRef.current?.showModal();
  };

  const closeTags = () => {
    dialogRef.current?.close();
    tagsButtonRef.current?.focus();
  };

  const tagCount = state?.tagIds.length ?? 0;
  return (
    <>
      {MARKS.map((mark) => {
        const on = state?.[mark] ?? false;
        return (
          <button
            key={mark}
            type="button"
            className={`button product-mark${on ? ' marked' : ''}`}
            aria-pressed={on}
            aria-busy={busy === mark || undefined}
            data-requires-login=""
            onClick={() => void flip(mark)}
          >
            {toggleLabel(mark, on)}
          </button>
        );
      })}
      <button
        type="button"
        className="button"
        ref={tagsButtonRef}
        aria-haspopup="dialog"
        data-requires-login=""
        onClick={() => void openTags()}
      >
        {tagCount > 0 ? `Tags (${tagCount})` : 'Tags'}
      </button>
      <button
        type="button"
        className="button"
        data-requires-login=""
        onClick={() => void askAboutProduct(supplierName, productId)}
      >
        Ask about this product
      </button>
      <AddToTeamListButton target={{ productId }} name={productName} />
      <dialog ref={dialogRef} className="tag-dialog" aria-label="Product tags" onClose={() => setPicking(false)}>
        {picking && (TagPicker ? <TagPicker target={target} onBack={closeTags} /> : <p role="status">Loading…</p>)}
      </dialog>
    </>
  );
}
