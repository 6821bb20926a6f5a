import { useEffect, useRef, useState } from 'react';
import Avatar from '#src/components/Avatar.tsx';
import { listDetail, removeItem, teamDetail, vote } from '#src/client/buying-teams.ts';
import { productPath } from '#src/shared/catalog-paths.ts';
import {
  BUYING_TEAM_MESSAGES,
  TEAM_NOT_FOUND,
  teamPath,
  type ListSort,
  type TeamListItem,
  type TeamPerson,
} from '#src/shared/buying-teams.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';
import { shownDate } from '#src/islands/kit/shown-date.ts';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { useSignedInUser } from '#src/islands/kit/use-signed-in-user.ts';
import { MyLink } from '#src/islands/kit/MyLink.tsx';
import { ItemComments } from './ItemComments.tsx';
import { orGone, teamErrorText } from './team-errors.ts';
import './teams.css';

const SORT_LABELS: Record<ListSort, string> = { votes: 'Most votes', newest: 'Newest' };

function ItemTarget({ item }: { item: TeamListItem }) {
  const { target } = item;
  // A gone item has no page to open: it reads as it was added.
  const href = target.gone
    ? null
    : target.kind === 'product'
      ? productPath(target.supplier!.id, {
          id: target.productId!,
          modelNumber: target.modelNumber,
          productName: target.name,
        })
      : `/${target.supplierId}`;
  return (
    <div className="team-item-target">
      <div className="my-product-picture">
        {target.picture ? (
          <img src={target.picture} alt="" loading="lazy" />
        ) : (
          <span className="my-product-none">No picture</span>
        )}
      </div>
      <div className="my-product-text">
        {href ? (
          <a className="my-card-title" href={href}>
            {target.kind === 'product' && target.modelNumber && (
              <span className="my-product-model">{target.modelNumber} </span>
            )}
            {target.name}
          </a>
        ) : (
          <p className="my-card-title">{target.name}</p>
        )}
        {target.gone && <p className="team-gone">No longer on Vitrine</p>}
        {target.kind === 'product' && target.price && <p className="my-product-price">{target.price}</p>}
        {target.kind === 'product' && target.supplier && (
          <p className="my-product-supplier">
            <a href={`/${target.supplier.id}`}>{target.supplier.companyName}</a>
          </p>
        )}
        {target.kind === 'supplier' && <p className="team-meta">Supplier</p>}
      </div>
    </div>
  );
}

type ItemPatch = (itemId: number, change: Partial<TeamListItem>) => void;

function VoteButtons({ item, onVoted }: { item: TeamListItem; onVoted: ItemPatch }) {
  const [busy, setBusy] = useState(false);
  const cast = async (value: -1 | 1) => {
    setBusy(true);
    try {
      const next = item.votes.mine === value ? 0 : value;
      onVoted(item.id, { votes: await vote(item.id, next) });
    } catch (failure) {
      void openModal('alert', teamErrorText(failure));
    } finally {
      setBusy(false);
    }
  };
  const { up, down, score, mine } = item.votes;
  return (
    <div className="team-votes" role="group" aria-label={`Votes on ${item.target.name}`} aria-busy={busy || undefined}>
      <button
        type="button"
        className="team-vote"
        aria-pressed={mine === 1}
        disabled={busy}
        onClick={() => void cast(1)}
      >
        <span aria-hidden="true">▲</span> Up <span className="team-vote-count">{up}</span>
      </button>
      <span className="team-score">
        <span className="visually-hidden">Score </span>
        {score > 0 ? `+${score}` : score}
      </span>
      <button
        type="button"
        className="team-vote"
        aria-pressed={mine === -1}
        disabled={busy}
        onClick={() => void cast(-1)}
      >
        <span aria-hidden="true">▼</span> Down <span className="team-vote-count">{down}</span>
      </button>
    </div>
  );
}

type ItemProps = {
  item: TeamListItem;
  members: TeamPerson[];
  viewerId: number | null;
  mayRemove: boolean;
  onChange: ItemPatch;
  onRemoved: () => void;
};

function ItemCard({ item, members, viewerId, mayRemove, onChange, onRemoved }: ItemProps) {
  // An address ending in #item-{id} (a notice's link) opens that item's comments.
  const [open, setOpen] = useState(() => location.hash === `#item-${item.id}`);
  useEffect(() => {
    if (location.hash === `#item-${item.id}`) document.getElementById(`item-${item.id}`)?.scrollIntoView();
  }, [item.id]);
  const remove = async () => {
    if (!(await openModal('confirm', `Take ${item.target.name} off the list, with its votes and comments?`))) return;
    try {
      await removeItem(item.id);
      onRemoved();
    } catch (failure) {
      void openModal('alert', teamErrorText(failure));
    }
  };
  const panelId = `item-${item.id}-comments`;
  return (
    <article className="my-card team-item" id={`item-${item.id}`} aria-label={item.target.name}>
      <ItemTarget item={item} />
      <p className="team-meta team-added">
        {item.addedBy && <Avatar src={item.addedBy.avatar} name={item.addedBy.name} size={24} />}
        Added by {item.addedBy?.name || 'a former member'} · {shownDate.format(item.addTime)}
      </p>
      <div className="team-item-actions">
        <VoteButtons item={item} onVoted={onChange} />
        <button
          type="button"
          className="button my-small-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          Comments ({item.commentCount})
        </button>
        {mayRemove && (
          <button type="button" className="button my-small-button" onClick={() => void remove()}>
            Remove
          </button>
        )}
      </div>
      {open && (
        <div id={panelId}>
          <ItemComments
            itemId={item.id}
            members={members}
            viewerId={viewerId}
            onCount={(commentCount) => commentCount !== item.commentCount && onChange(item.id, { commentCount })}
          />
        </div>
      )}
    </article>
  );
}

/** My catalogue › Teams › a team › a list: its products and suppliers, the votes, the comments. */
export function TeamListView({ teamId, listId }: { teamId: number; listId: number }) {
  const [sort, setSort] = useState<ListSort>('votes');
  const list = useQuery(`teams/list?${listId}&${sort}`, () => orGone(listDetail(listId, sort)));
  const latestList = useRef(list.data);
  latestList.current = list.data;
  // The list's own team (the address could name another): its members are who may be mentioned.
  const listTeamId = list.data?.team.id ?? teamId;
  const team = useQuery(`teams/detail?${listTeamId}`, () => orGone(teamDetail(listTeamId)));
  const viewer = useSignedInUser();
  const viewerId = viewer.state === 'user' ? viewer.user.id : null;
  const back = (
    <p className="team-back">
      <MyLink href={teamPath(listTeamId)}>← {team.data?.name ?? 'Team'}</MyLink>
    </p>
  );
  if (list.failed)
    return (
      <>
        {back}
        <SectionHeading>List</SectionHeading>
        <FailedState className="my-state" onRetry={list.retry} />
      </>
    );
  if (!list.data)
    return (
      <>
        {back}
        <SectionHeading>List</SectionHeading>
        <p className="my-state" role="status" aria-busy={list.loading}>
          {list.loading ? 'Loading…' : BUYING_TEAM_MESSAGES[TEAM_NOT_FOUND]}
        </p>
      </>
    );
  const detail = list.data;
  // Against the latest list, not this render's: a vote and a comment count may answer in any order.
  const patchItem: ItemPatch = (itemId, change) => {
    const latest = latestList.current ?? detail;
    list.mutate({ ...latest, items: latest.items.map((item) => (item.id === itemId ? { ...item, ...change } : item)) });
  };
  return (
    <>
      {back}
      <SectionHeading>{detail.name}</SectionHeading>
      <div className="my-toolbar team-toolbar">
        <label>
          Sort by{' '}
          <select value={sort} onChange={(event) => setSort(event.target.value as ListSort)}>
            {(Object.keys(SORT_LABELS) as ListSort[]).map((option) => (
              <option key={option} value={option}>
                {SORT_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
        <span className="my-list-count" role="status">
          {detail.items.length} {detail.items.length === 1 ? 'item' : 'items'}
        </span>
      </div>
      {detail.items.length === 0 ? (
        <div className="my-state">
          <p className="my-empty-title">Nothing on this list yet</p>
          <p>
            Use <strong>Add to team list</strong> in My catalogue, on a product page or in a supplier’s Actions menu.
          </p>
        </div>
      ) : (
        <ul className="my-list team-items" aria-label={`Items of ${detail.name}`}>
          {detail.items.map((item) => (
            <li key={item.id}>
              <ItemCard
                item={item}
                members={(team.data?.members ?? []).filter((member) => member.userId !== viewerId)}
                viewerId={viewerId}
                mayRemove={detail.team.role === 'owner' || item.addedBy?.userId === viewerId}
                onChange={patchItem}
                onRemoved={() => {
                  const latest = latestList.current ?? detail;
                  list.mutate({ ...latest, items: latest.items.filter((each) => each.id !== item.id) });
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
