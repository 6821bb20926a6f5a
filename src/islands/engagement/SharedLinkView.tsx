import { useState } from 'react';
import { RequestError } from '#src/client/request.ts';
import { openShareLink } from '#src/client/my-catalogue.ts';
import { FailedLine } from '#src/islands/kit/PagedListView.tsx';
import { ProductCardView } from './ProductCardView.tsx';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { shownDate } from '#src/islands/kit/shown-date.ts';
import { SupplierSummary } from './SupplierCard.tsx';
import type { SharedSet } from '#src/shared/engagement.ts';

type Opened = { kind: 'loading' } | { kind: 'gone' } | { kind: 'failed' } | { kind: 'open'; set: SharedSet };

/** The server's answers for a link that leads nowhere: unknown, expired, of the other kind, or not a code at all. */
const GONE_CODES = new Set(['share_link_not_found', 'invalid_link']);
const isGone = (failure: unknown) =>
  failure instanceof RequestError && failure.errors.some((error) => GONE_CODES.has(error.code));

/** The address holds no kind, so a link is tried as suppliers first, then as products. */
async function openEitherKind(link: string): Promise<SharedSet> {
  try {
    return await openShareLink('supplier', link);
  } catch (failure) {
    if (!isGone(failure)) throw failure;
    return openShareLink('product', link);
  }
}

/** /my/shared/{link}: what a colleague shared, as cards leading to the catalogue. */
export function SharedLinkView({ link }: { link: string }) {
  const [attempt, setAttempt] = useState(0);
  // A link that leads nowhere is an answer; any other failure is the read's.
  const read = useQuery(`my/shared-link?${link}#${attempt}`, () =>
    openEitherKind(link).then(
      (set): Opened => ({ kind: 'open', set }),
      (failure: unknown): Opened => {
        if (isGone(failure)) return { kind: 'gone' };
        throw failure;
      },
    ),
  );
  const opened: Opened = read.failed
    ? { kind: 'failed' }
    : read.loading || !read.data
      ? { kind: 'loading' }
      : read.data;

  if (opened.kind === 'loading') {
    return (
      <>
        <SectionHeading>Shared with you</SectionHeading>
        <p className="my-state" role="status" aria-busy="true">
          Opening the shared link…
        </p>
      </>
    );
  }
  if (opened.kind === 'failed') {
    return (
      <>
        <SectionHeading>Shared with you</SectionHeading>
        <FailedLine text="The shared link could not be opened." onRetry={() => setAttempt(attempt + 1)} />
      </>
    );
  }
  if (opened.kind === 'gone') {
    return (
      <>
        <SectionHeading>This link is unknown or has expired</SectionHeading>
        <div className="my-state my-empty">
          <p>Shared links work for 90 days. Ask the colleague who sent it for a new one.</p>
        </div>
      </>
    );
  }

  const { set } = opened;
  return (
    <>
      <SectionHeading>Shared with you</SectionHeading>
      <p className="my-lead">
        {set.sharedBy || 'A colleague'} shared {set.list.length} {set.kind === 'supplier' ? 'supplier' : 'product'}
        {set.list.length === 1 ? '' : 's'} with you. The link works until {shownDate.format(set.expiresAt)}.
      </p>
      {set.list.length === 0 ? (
        <div className="my-state my-empty">
          <p>Nothing shared here is online any more.</p>
        </div>
      ) : (
        <ul className="my-list my-grid" aria-label="Shared with you">
          {set.kind === 'supplier'
            ? set.list.map((supplier) => (
                <li key={supplier.id}>
                  <article className="my-card" aria-label={supplier.companyName}>
                    <SupplierSummary supplier={supplier} />
                  </article>
                </li>
              ))
            : set.list.map((product) => (
                <li key={product.id}>
                  <ProductCardView product={product} />
                </li>
              ))}
        </ul>
      )}
    </>
  );
}
