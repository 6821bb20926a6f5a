import { useStore } from '@nanostores/react';
import { Fragment, useEffect, useRef, useState } from 'react';
import * as calls from '#src/client/messaging.ts';
import Avatar from '#src/components/Avatar.tsx';
import { Glyph } from '#src/islands/kit/Glyph.tsx';
import type { ChatMessage, MessageContact, MessageVideo } from '#src/shared/messaging.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatDetails } from './ChatDetails.tsx';
import { ChatMessageBody } from './ChatMessageBody.tsx';
import { $messages, closeConversation, openConversation, replaceMessage } from './chat-store.ts';
import { clockTime, timeLabel, timeLabelled } from './time-labels.ts';
import { deliveryMark } from './delivery-mark.ts';
import { VideoOverlay } from './VideoOverlay.tsx';
import { whoTheyAre } from './contact-labels.ts';

/** The messages, oldest first, with the spec's 5-minute time labels; kept scrolled to the newest. */
function MessageList({
  contact,
  onPlayVideo,
}: {
  contact: MessageContact;
  onPlayVideo: (message: ChatMessage & { type: 'video' }) => void;
}) {
  const messages = useStore($messages);
  const listRef = useRef<HTMLOListElement>(null);
  const list = messages.data;

  useEffect(() => {
    const element = listRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [list?.length]);

  if (!list)
    return messages.failed ? (
      <p className="chat-state" role="alert">
        The conversation could not be loaded.{' '}
        <button type="button" className="chat-link-button" onClick={() => void openConversation(contact.id)}>
          Try again
        </button>
      </p>
    ) : (
      <p className="chat-state">Loading the conversation…</p>
    );
  const labelled = timeLabelled(list.map((message) => message.createTime));
  return (
    <ol ref={listRef} className="chat-messages" aria-label={`Messages with ${contact.name}`} tabIndex={0}>
      {list.length === 0 && <li className="chat-state">No messages yet. Say hello!</li>}
      {list.map((message, index) => {
        const mine = message.fromId !== contact.id;
        return (
          <Fragment key={message.id}>
            {labelled[index] && (
              <li className="chat-time" aria-hidden="true">
                {timeLabel(message.createTime)}
              </li>
            )}
            <li className={mine ? 'chat-message chat-mine' : 'chat-message chat-theirs'}>
              <span className="visually-hidden">{mine ? 'You' : contact.name}:</span>
              <ChatMessageBody message={message} onPlayVideo={onPlayVideo} />
              <span className="chat-message-meta">
                <time dateTime={new Date(message.createTime).toISOString()}>{clockTime(message.createTime)}</time>
                {mine && <span className="chat-delivery"> · {deliveryMark(message)}</span>}
              </span>
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}

/** Spec §2 step 2: the header (avatar, name, job title), the messages, the composer and the details panel. */
export function ChatConversation({ contact }: { contact: MessageContact }) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [playing, setPlaying] = useState<MessageVideo | null>(null);
  const name = contact.name || 'Unknown';
  const about = whoTheyAre(contact);
  const detailsId = `chat-details-${contact.id}`;

  // Spec §4: a video still processing is refreshed first, then played.
  const playVideo = async (message: ChatMessage & { type: 'video' }) => {
    let video = message.video;
    if (video.status === 'processing') {
      const fresh = await calls.refreshVideoMessage(message.id).catch(() => null);
      if (!fresh || fresh.type !== 'video') return;
      replaceMessage(fresh);
      video = fresh.video;
      if (video.status === 'processing') return;
    }
    setPlaying(video);
  };

  return (
    <div className="chat-step chat-conversation">
      <div className="chat-conversation-head">
        <button type="button" className="icon-button" aria-label="Back to chats" onClick={closeConversation}>
          <Glyph name="arrow-back" />
        </button>
        <Avatar src={contact.avatar} name={name} size={36} />
        <span className="chat-contact-text">
          <span className="chat-contact-name">{name}</span>
          {about && <span className="chat-contact-job">{about}</span>}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label="Details"
          aria-expanded={detailsOpen}
          aria-controls={detailsId}
          onClick={() => setDetailsOpen(!detailsOpen)}
        >
          <Glyph name="info" />
        </button>
      </div>
      <div id={detailsId} hidden={!detailsOpen}>
        {detailsOpen && <ChatDetails contact={contact} />}
      </div>
      <MessageList contact={contact} onPlayVideo={(message) => void playVideo(message)} />
      <ChatComposer contact={contact} />
      {playing && <VideoOverlay video={playing} onClose={() => setPlaying(null)} />}
    </div>
  );
}
