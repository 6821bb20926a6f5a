import { useRef, useState } from 'react';
import Avatar from '#src/components/Avatar.tsx';
import { Glyph } from '#src/islands/kit/Glyph.tsx';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import { fetchEvents } from '#src/client/monitoring.ts';
import { usePagedList } from '#src/islands/kit/use-paged-list.ts';
import type { Page } from '#src/shared/api.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import type { EventKind, MonitoringEvent } from '#src/shared/monitoring.ts';
import { productPath } from '#src/shared/catalog-paths.ts';

const PAGE_SIZE = 20;

/** What each kind says after the person's name, and its filter's label. */
const KINDS: Record<EventKind, { did: string; filter: string }> = {
  view: { did: 'viewed your company page', filter: 'Views' },
  follow: { did: 'followed your catalogue', filter: 'Follows' },
  watch: { did: 'started watching your catalogue', filter: 'Watches' },
  star: { did: 'added your catalogue to favorites', filter: 'Favorites' },
  product_view: { did: 'viewed', filter: 'Product views' },
};

const HIDDEN_PERSON = 'Someone with a hidden profile';

const when = (time: number) => new Date(time).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

/** The feed of the chosen kind (or all), read a page at a time ("Show more" asks for the next). */
function useEventFeed() {
  const [kind, setKind] = useState<EventKind | ''>('');
  // A page starts before the last event of the page above it: that page's cursor, by kind.
  const cursors = useRef(new Map<string, string | null>());
  const list = usePagedList(async (pageNo): Promise<Page<MonitoringEvent>> => {
    const before = pageNo === 1 ? null : (cursors.current.get(`${kind}#${pageNo - 1}`) ?? null);
    const page = await fetchEvents({ kinds: kind ? [kind] : [], before, pageSize: PAGE_SIZE });
    cursors.current.set(`${kind}#${pageNo}`, page.nextBefore);
    // The feed has no count: one more page while a cursor follows.
    return { list: page.list, total: 0, pageNo, totalPage: page.nextBefore === null ? pageNo : pageNo + 1 };
  }, `monitoring/events?${kind}`);

  return {
    kind,
    feed: { list: list.items, hasMore: list.hasMore, status: list.status },
    choose: setKind,
    more: list.loadMore,
    retry: list.retry,
  };
}

/** What the person did; a product view names the product, linked to its page. */
function WhatTheyDid({ event, supplierName }: { event: MonitoringEvent; supplierName: string }) {
  if (!event.product) return <>{KINDS[event.kind].did}</>;
  const href = productPath(supplierName, { id: event.product.id, modelNumber: '', productName: event.product.name });
  return (
    <>
      {KINDS[event.kind].did} <a href={href}>{event.product.name}</a>
    </>
  );
}

function EventRow({ event, supplierName }: { event: MonitoringEvent; supplierName: string }) {
  const who = event.user?.name || (event.user ? 'A follower without a name' : HIDDEN_PERSON);
  return (
    <li className="ws-monitor-person">
      {event.user ? (
        <Avatar src={event.user.avatar} name={event.user.name} size={40} />
      ) : (
        <span className="avatar avatar-round ws-monitor-hidden-avatar" aria-hidden="true">
          <Glyph name="person" />
        </span>
      )}
      <span className="ws-monitor-person-text">
        <span>
          <span className={event.user ? 'ws-monitor-name' : 'ws-monitor-hidden'}>{who}</span>{' '}
          <WhatTheyDid event={event} supplierName={supplierName} />
        </span>
        <time className="ws-hint" dateTime={new Date(event.at).toISOString()}>
          {when(event.at)}
        </time>
      </span>
    </li>
  );
}

/** Activity (POST events): who viewed the catalogue or a product, followed, watched or starred, newest first, by kind. */
export function EventsSection({ supplierName }: { supplierName: string }) {
  const { kind, feed, choose, more, retry } = useEventFeed();
  const failedAlert = (
    <p className="ws-error" role="alert">
      {MESSAGES.unexpected}
    </p>
  );
  return (
    <section className="ws-monitor-panel" aria-labelledby="ws-events-title">
      <h3 id="ws-events-title">Activity</h3>
      <div className="ws-field">
        <label htmlFor="ws-event-kind">Show</label>
        <select id="ws-event-kind" value={kind} onChange={(event) => choose(event.target.value as EventKind | '')}>
          <option value="">Everything</option>
          {(Object.keys(KINDS) as EventKind[]).map((value) => (
            <option key={value} value={value}>
              {KINDS[value].filter}
            </option>
          ))}
        </select>
      </div>
      {feed.status === 'failed' ? (
        <FailedState className="ws-list-state" alertClassName="ws-error" onRetry={retry} />
      ) : feed.list.length === 0 ? (
        <p className="ws-state ws-list-state" role="status" aria-busy={feed.status === 'loading'}>
          {feed.status === 'loading'
            ? 'Loading…'
            : 'Nothing yet. Signed-in buyers who view your catalogue or its products, follow, watch or favorite it show here.'}
        </p>
      ) : (
        <>
          <ul className="ws-monitor-people" aria-busy={feed.status === 'loading'}>
            {feed.list.map((event, index) => (
              // Events have no id of their own; the feed's order is fixed, so its place is stable.
              <EventRow key={`${event.kind}-${event.at}-${index}`} event={event} supplierName={supplierName} />
            ))}
          </ul>
          {feed.status === 'more-failed' && failedAlert}
          {feed.hasMore && (
            <button
              type="button"
              className="button ws-monitor-more"
              aria-busy={feed.status === 'loading-more'}
              disabled={feed.status === 'loading-more'}
              onClick={feed.status === 'more-failed' ? retry : more}
            >
              {feed.status === 'more-failed' ? 'Try again' : 'Show more'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
