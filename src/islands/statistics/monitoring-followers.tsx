import { useEffect, useRef, useState } from 'react';
import Avatar from '#src/components/Avatar.tsx';
import { fetchFollowerPage, searchFollowers } from '#src/client/monitoring.ts';
import { MAX_ACCOUNT_MATCHES } from '#src/shared/contact-persons.ts';
import type { Follower, FollowerPage } from '#src/shared/monitoring.ts';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { PageNav } from '#src/islands/kit/page-nav.tsx';
import { ListState } from '#src/islands/kit/ListState.tsx';
import { requestChat } from '#src/stores/chat-requests.ts';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 350;

const number = new Intl.NumberFormat('en');
const day = (time: number) => new Date(time).toLocaleDateString('en', { dateStyle: 'medium' });
const plural = (count: number, one: string, many: string) => `${number.format(count)} ${count === 1 ? one : many}`;

type PersonRowProps = { name: string; avatar: string | null; detail: string; onChat?: () => void };

/** A person as the owner may see them: picture, name, what else is known, and a way to chat with them. */
function PersonRow({ name, avatar, detail, onChat }: PersonRowProps) {
  const shownName = name || 'No name given';
  return (
    <li className="ws-monitor-person">
      <Avatar src={avatar} name={name} size={40} />
      <span className="ws-monitor-person-text">
        <span className="ws-monitor-name">{shownName}</span>
        {detail && <span className="ws-hint">{detail}</span>}
      </span>
      {onChat && (
        <button type="button" className="button ws-monitor-chat" onClick={onChat} aria-label={`Chat with ${shownName}`}>
          Chat
        </button>
      )}
    </li>
  );
}

/**
 * Spec §1 "suppliers … chat with followers" (issue 26): the chat widget opens the conversation with
 * this follower, started through the team inbox if new.
 */
const chatWithFollower = (supplierName: string, follower: Follower) =>
  requestChat({ contactId: follower.id, supplierName, withFollower: true });

const followerDetail = (row: Follower) =>
  [[row.jobTitle, row.companyName].filter(Boolean).join(', '), `following since ${day(row.since)}`]
    .filter(Boolean)
    .join(' · ');

/** How many follow, and how many of them are hidden: the honest count beside a list of names. */
function FollowerCount({ page }: { page: FollowerPage }) {
  return (
    <p className="ws-monitor-count" role="status">
      <strong>{plural(page.total, 'follower', 'followers')}</strong>
      {page.hidden > 0 && (
        <>
          {' · '}
          <span>{number.format(page.hidden)} hidden</span>
        </>
      )}
    </p>
  );
}

type FollowerListProps = { supplierName: string; pageNo: number; onPage: (pageNo: number) => void };

function FollowerList({ supplierName, pageNo, onPage }: FollowerListProps) {
  const followers = useQuery(`monitoring/followers#${pageNo}`, () => fetchFollowerPage(pageNo, PAGE_SIZE));
  const page = followers.data;
  return (
    <>
      {page && <FollowerCount page={page} />}
      {page && page.list.length > 0 && !followers.failed ? (
        <div aria-busy={followers.loading}>
          <ul className="ws-monitor-people">
            {page.list.map((row) => (
              <PersonRow
                key={row.id}
                name={row.name}
                avatar={row.avatar}
                detail={followerDetail(row)}
                onChat={() => chatWithFollower(supplierName, row)}
              />
            ))}
          </ul>
          {page.totalPage > 1 && <PageNav pageNo={page.pageNo} totalPage={page.totalPage} onPage={onPage} />}
        </div>
      ) : (
        <ListState
          loading={followers}
          onRetry={followers.retry}
          empty={
            page && page.total > 0
              ? 'Everyone who follows you keeps their profile hidden.'
              : 'Nobody follows your catalogue yet. Buyers who add it to theirs show here.'
          }
        />
      )}
      {page && page.hidden > 0 && (
        <p className="ws-hint">
          {plural(page.hidden, 'follower keeps', 'followers keep')} their profile hidden (Profile › Visibility): counted
          here, never named.
        </p>
      )}
    </>
  );
}

function SearchResults({ keyword }: { keyword: string }) {
  const found = useQuery(`monitoring/follower-search?${keyword}`, () => searchFollowers(keyword));
  const matches = found.data;
  if (!matches || matches.length === 0 || found.failed)
    return <ListState loading={found} onRetry={found.retry} empty={`No follower you may see matches “${keyword}”.`} />;
  return (
    <div aria-busy={found.loading}>
      <p className="ws-monitor-count" role="status">
        {matches.length === MAX_ACCOUNT_MATCHES
          ? `The first ${MAX_ACCOUNT_MATCHES} matches: type more to narrow them.`
          : plural(matches.length, 'match', 'matches')}
      </p>
      <ul className="ws-monitor-people">
        {matches.map((match) => (
          <PersonRow key={match.id} name={match.name} avatar={match.avatar} detail={match.jobTitle} />
        ))}
      </ul>
    </div>
  );
}

/** Followers (POST pager), or the ones a search finds (POST search/accounts). */
export function FollowersSection({ supplierName }: { supplierName: string }) {
  const [pageNo, setPageNo] = useState(1);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (value: string) => {
    setTyped(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setKeyword(value.trim()), SEARCH_DELAY_MS);
  };

  return (
    <section className="ws-monitor-panel" aria-labelledby="ws-followers-title">
      <h3 id="ws-followers-title">Followers</h3>
      <div className="ws-field">
        <label htmlFor="ws-follower-search">Search followers</label>
        <input
          id="ws-follower-search"
          type="search"
          maxLength={100}
          autoComplete="off"
          placeholder="Name or e-mail"
          value={typed}
          onChange={(event) => type(event.target.value)}
        />
      </div>
      {keyword ? (
        <SearchResults keyword={keyword} />
      ) : (
        <FollowerList supplierName={supplierName} pageNo={pageNo} onPage={setPageNo} />
      )}
    </section>
  );
}
