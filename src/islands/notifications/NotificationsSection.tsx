import { useEffect, useState } from 'react';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { setUnreadNotifications } from '#src/stores/unread-notifications.ts';
import { markNotificationsRead, notificationPage } from '#src/client/my-catalogue.ts';
import { notificationHref, notificationSentence } from '#src/shared/notification-text.ts';
import { openAfter } from '#src/islands/kit/links.ts';
import { EmptyNote, PagedListView } from '#src/islands/kit/PagedListView.tsx';
import { PushOptIn } from './PushOptIn.tsx';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';
import { usePagedList } from '#src/islands/kit/use-paged-list.ts';
import type { NotificationItem } from '#src/shared/notifications.ts';

const shownTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
/** The server takes up to 100 ids a call. */
const IDS_PER_CALL = 100;

/** News of followed and watched suppliers (spec §7 app/notification), newest first; the unread count feeds the nav. */
export function NotificationsSection() {
  const list = usePagedList(
    (pageNo) =>
      notificationPage(pageNo).then((page) => {
        setUnreadNotifications(page.unread);
        return page;
      }),
    'my/notifications',
  );
  const [marking, setMarking] = useState(false);
  const unreadIds = list.items.filter((item) => !item.isRead).map((item) => item.id);

  const markRead = async (ids: number[]) => {
    for (let start = 0; start < ids.length; start += IDS_PER_CALL) {
      const { unread } = await markNotificationsRead(ids.slice(start, start + IDS_PER_CALL));
      setUnreadNotifications(unread);
    }
    list.update((items) => items.map((item) => (ids.includes(item.id) ? { ...item, isRead: true } : item)));
  };

  const markAll = async () => {
    setMarking(true);
    await markRead(unreadIds).catch(() => openModal('alert', MESSAGES.unexpected));
    setMarking(false);
  };

  return (
    <>
      <SectionHeading>Notifications</SectionHeading>
      <PushOptIn />
      <div className="my-toolbar">
        <button
          type="button"
          className="button"
          onClick={() => void markAll()}
          disabled={unreadIds.length === 0 || marking}
        >
          Mark all read
        </button>
      </div>
      <PagedListView
        list={list}
        label="Notifications"
        itemKey={(item) => item.id}
        className="my-list my-notifications"
        renderItem={(item) => <NotificationRow item={item} onRead={() => markRead([item.id])} />}
        empty={
          <EmptyNote title="No notifications yet">
            Follow or watch suppliers: their new posts and catalogue changes are announced here.
          </EmptyNote>
        }
      />
    </>
  );
}

function NotificationRow({ item, onRead }: { item: NotificationItem; onRead: () => Promise<void> }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [item.isRead]);
  const read = () => onRead().catch(() => setFailed(true));
  return (
    <article className="my-notification" data-read={item.isRead}>
      <span className="my-unread-dot" aria-hidden="true" />
      <div className="my-notification-text">
        <a href={notificationHref(item)} onClick={(event) => (item.isRead ? undefined : openAfter(event, onRead))}>
          {!item.isRead && <span className="visually-hidden">Unread: </span>}
          {notificationSentence(item)}
        </a>
        <time dateTime={new Date(item.createTime).toISOString()}>{shownTime.format(item.createTime)}</time>
        {failed && <span role="alert">Could not mark it read.</span>}
      </div>
      {!item.isRead && (
        <button
          type="button"
          className="button my-small-button"
          aria-label={`Mark read: ${notificationSentence(item)}`}
          onClick={() => void read()}
        >
          Mark read
        </button>
      )}
    </article>
  );
}
