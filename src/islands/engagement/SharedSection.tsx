import { useState } from 'react';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { CopyField } from '#src/islands/kit/CopyField.tsx';
import { createShareLink, followedSuppliers, markedProducts } from '#src/client/my-catalogue.ts';
import type { CreatedShareLink, ShareKind } from '#src/shared/engagement.ts';
import { pathOfRoute } from '#src/shared/my-paths.ts';
import { PagedListView } from '#src/islands/kit/PagedListView.tsx';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';
import { shownDate } from '#src/islands/kit/shown-date.ts';
import { usePagedList } from '#src/islands/kit/use-paged-list.ts';
import type { Page } from '#src/shared/api.ts';

/** Something the user may share: a followed supplier (by URL name) or one of their products. */
type Shareable = { id: string | number; name: string };

const KINDS: Record<ShareKind, { label: string; load: (pageNo: number) => Promise<Page<Shareable>> }> = {
  supplier: {
    label: 'Suppliers',
    load: (pageNo) =>
      followedSuppliers(pageNo, { tagId: null, keyword: '' }).then((page) => ({
        ...page,
        list: page.list.map(({ id, companyName }) => ({ id, name: companyName })),
      })),
  },
  product: {
    label: 'Products',
    load: (pageNo) =>
      markedProducts(pageNo, { tagId: null, filter: 'all' }).then((page) => ({
        ...page,
        list: page.list.map(({ id, modelNumber, productName }) => ({ id, name: `${modelNumber} ${productName}` })),
      })),
  },
};

/** Spec §1 "sharing with colleagues": pick followed suppliers or products, get a link valid 90 days (decision 013). */
export function SharedSection() {
  const [kind, setKind] = useState<ShareKind>('supplier');
  const [chosen, setChosen] = useState<Shareable['id'][]>([]);
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const [state, setState] = useState<'idle' | 'creating' | 'failed'>('idle');
  const list = usePagedList(KINDS[kind].load, `my/shareable?${kind}`);

  const switchKind = (next: ShareKind) => {
    setKind(next);
    setChosen([]);
  };
  const flip = (id: Shareable['id']) =>
    setChosen((current) => (current.includes(id) ? current.filter((one) => one !== id) : [...current, id]));

  const create = async () => {
    setState('creating');
    try {
      setCreated(await createShareLink(kind, chosen));
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <SectionHeading>Shared links</SectionHeading>
      <p className="my-lead">Choose what to share with colleagues on Vitrine; they open the link signed in.</p>
      <fieldset className="my-choice">
        <legend>Share</legend>
        {(Object.keys(KINDS) as ShareKind[]).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="share-kind"
              value={option}
              checked={kind === option}
              onChange={() => switchKind(option)}
            />
            {KINDS[option].label}
          </label>
        ))}
      </fieldset>
      <PagedListView
        list={list}
        label={`${KINDS[kind].label} to share`}
        noun={KINDS[kind].label.toLowerCase()}
        itemKey={(item) => item.id}
        className="my-list my-picks"
        renderItem={(item) => (
          <label className="my-pick">
            <input type="checkbox" checked={chosen.includes(item.id)} onChange={() => flip(item.id)} />
            {item.name}
          </label>
        )}
        empty={
          <p>
            {kind === 'supplier'
              ? 'You do not follow any supplier yet: follow some first, then share them.'
              : 'You have no followed or starred product yet.'}
          </p>
        }
      />
      <div className="my-toolbar">
        <button
          type="button"
          className="button button-primary"
          onClick={() => void create()}
          disabled={chosen.length === 0 || state === 'creating'}
        >
          Create link{chosen.length > 0 ? ` (${chosen.length})` : ''}
        </button>
        {state === 'failed' && <p role="alert">{MESSAGES.unexpected}</p>}
      </div>
      {created && (
        <div className="my-created">
          <CopyField
            label="Link to share"
            value={`${location.origin}${pathOfRoute({ section: 'shared', link: created.link })}`}
          />
          <p>Works until {shownDate.format(created.expiresAt)}.</p>
        </div>
      )}
    </>
  );
}
