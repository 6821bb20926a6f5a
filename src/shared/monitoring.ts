import * as v from 'valibot';
import { recordIdSchema } from './record-id.ts';
import { pageSizeInput } from './pager.ts';

// The workspace's Monitoring (spec §1 "monitor followers and visitors", §7 supplier/user: POST
// pager, events, search/accounts {keyword}, check/contact/avatar {ids}; account/avatar/{id}). The
// spec names the calls and a few fields only; this is how Vitrine reads them.
//
// Visibility (Profile > Visibility, users.visibility): a person is *shown* to the supplier when
// their visibility is 'visible' and their account is active. Everyone else is *hidden*: counted
// wherever a count is given, never named, never pictured, never found by a search, and their id
// is never answered. It is read at each call, so a user who hides stops being named at once.
//
// - POST pager {pageNo, pageSize}: the followers, newest first. `list` pages over the shown ones;
//   `total` counts every follower and `hidden` how many of them are hidden, so total − hidden
//   people are listed over `totalPage` pages.
// - POST events {kinds?, before?, pageSize?}: who did what when, newest first: 'view' (a signed-in
//   user opened the company page; the time of their latest view, kept while it is among that
//   user's 50 latest, spec recently-list), 'follow', 'watch', 'star' (the spec's favorite) and
//   'product_view' (a signed-in user opened one of the products' pages, kept as 'view' is; the
//   event names the `product`), as they stand now (an unfollow removes its event). Views by the
//   catalogue's own team (its owner, its sales contacts) are not listed. A hidden person's event
//   is listed with `user: null`. Paged by time: `nextBefore` of one answer is `before` of
//   the next. 'chat' joins EVENT_KINDS when chat is built: one more source of (time, user).
// - POST search/accounts {keyword}: the shown followers whose name or e-mail holds the words (the
//   same search as contact-person/search-accounts).
// - POST check/contact/avatar {ids}: of the given user ids, the people connected to the supplier
//   (a follower or one of its sales contacts) who are shown, with their avatar; the other ids are
//   left out of the answer.
// - GET account/avatar/{id}: one such person; anyone else answers 404 account_not_found.

export const EVENT_KINDS = ['view', 'follow', 'watch', 'star', 'product_view'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const MAX_EVENTS_PAGE = 100;
export const MAX_AVATAR_IDS = 100;
export const ACCOUNT_NOT_FOUND = 'account_not_found';

/** The opaque place in the feed after which the next page starts (time.kind.count). */
const EVENT_CURSOR = new RegExp(`^\\d{1,16}\\.(${EVENT_KINDS.join('|')})\\.[1-9]\\d{0,5}$`);

/** The events' filters and place; the pager's {pageNo, pageSize} pair is pager.ts's. */
export const eventsQuerySchema = v.object({
  /** Which kinds to list; left out or empty: every kind. */
  kinds: v.optional(
    v.pipe(
      v.array(v.picklist(EVENT_KINDS, 'invalid_event_kind'), 'invalid_event_kind'),
      v.maxLength(EVENT_KINDS.length, 'invalid_event_kind'),
    ),
    [],
  ),
  before: v.optional(v.nullable(v.pipe(v.string('invalid_before'), v.regex(EVENT_CURSOR, 'invalid_before')))),
  pageSize: pageSizeInput(20, MAX_EVENTS_PAGE),
});
export type EventsQuery = v.InferInput<typeof eventsQuerySchema>;

export const avatarIdsSchema = v.object({
  ids: v.pipe(
    v.array(recordIdSchema, 'invalid_ids'),
    v.minLength(1, 'required'),
    v.maxLength(MAX_AVATAR_IDS, `too_many_${MAX_AVATAR_IDS}`),
  ),
});

/** A shown person as Monitoring names them: no e-mail (the owner searches by it, never reads it). */
export type ShownAccount = { id: number; name: string; avatar: string | null };

/** A row of the followers' list; `since` is when they followed (ms). */
export type Follower = ShownAccount & { jobTitle: string; companyName: string; since: number };

/** POST pager's answer. */
export type FollowerPage = { list: Follower[]; total: number; hidden: number; pageNo: number; totalPage: number };

/** One thing a person did; `user` is null when they are hidden; `product` is the viewed product's. */
export type MonitoringEvent = {
  kind: EventKind;
  at: number;
  user: ShownAccount | null;
  product: { id: number; name: string } | null;
};

/** POST events' answer; `nextBefore` is null on the last page. */
export type EventPage = { list: MonitoringEvent[]; nextBefore: string | null };
