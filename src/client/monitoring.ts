import type { AccountMatch } from '#src/shared/contact-persons.ts';
import type { EventPage, EventsQuery, FollowerPage } from '#src/shared/monitoring.ts';
import { request } from './request.ts';

// The Monitoring screen's calls (spec §7 supplier/user): reads only, no overlay — each list shows
// its own loading. Hidden people arrive counted, never named (src/shared/monitoring.ts).

const USER_API = '/api/supplier/user';

/** POST pager {pageNo, pageSize}: one page of the followers, newest first. */
export function fetchFollowerPage(pageNo: number, pageSize: number): Promise<FollowerPage> {
  return request(`${USER_API}/pager`, { method: 'POST', body: { pageNo, pageSize } });
}

/** POST search/accounts {keyword}: the shown followers whose name or e-mail holds the words. */
export function searchFollowers(keyword: string): Promise<AccountMatch[]> {
  return request(`${USER_API}/search/accounts`, { method: 'POST', body: { keyword } });
}

/** POST events {kinds, before, pageSize}: the next page of who did what, newest first. */
export function fetchEvents(query: EventsQuery): Promise<EventPage> {
  return request(`${USER_API}/events`, { method: 'POST', body: query });
}
