import { useRef, useState, type KeyboardEvent } from 'react';
import * as calls from '#src/client/messaging.ts';
import { RequestError } from '#src/client/request.ts';
import { Glyph } from '#src/islands/kit/Glyph.tsx';
import {
  CHAT_BLOCKED,
  CHAT_CLOSED,
  CHAT_FILE_ACCEPT,
  CHAT_FILE_EXTENSIONS,
  MAX_CHAT_FILE_BYTES,
  messageText,
  type MessageContact,
} from '#src/shared/messaging.ts';
import { keepSent } from './chat-store.ts';

const CLOSED_TEXT =
  'This conversation is closed: the catalogue’s team has left it. To write to the catalogue, start a new chat from its company page.';
const UPLOAD_HINT = 'Send a document (Word, Excel, PowerPoint, PDF), a picture (JPG, PNG) or a video, up to 20 MB.';

/** Spec §5: a file whose extension is not on the list is refused without a message to the user. */
function allowedFile(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (CHAT_FILE_EXTENSIONS as readonly string[]).includes(extension) && file.size <= MAX_CHAT_FILE_BYTES;
}

function failureText(failure: unknown): string {
  const codes = failure instanceof RequestError ? failure.errors.map((error) => error.code) : [];
  if (codes.includes(CHAT_BLOCKED)) return 'This conversation is blocked: your message was not sent.';
  if (codes.includes(CHAT_CLOSED)) return CLOSED_TEXT;
  if (failure instanceof RequestError && failure.httpStatus === 429)
    return 'You are sending very fast. Please wait a moment and try again.';
  return 'Your message could not be sent. Please try again.';
}

/** Spec §2: 'Write a message' (Enter sends unless empty, Shift+Enter starts a line) and 'Upload file'. */
export function ChatComposer({ contact }: { contact: MessageContact }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);

  const send = async (call: () => Promise<Parameters<typeof keepSent>[1]>, after?: () => void) => {
    setSending(true);
    setError('');
    try {
      keepSent(contact.id, await call());
      after?.();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSending(false);
    }
  };

  const sendTyped = () => {
    const content = messageText(text);
    if (!content || sending) return;
    void send(
      () => calls.sendText(contact.id, content),
      () => setText(''),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    sendTyped();
  };
  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!allowedFile(file)) {
      // Spec: a refused file is only logged; production bundles keep console.error alone.
      console.error(`Chat file refused: ${file.name} (${file.size} bytes)`);
      return;
    }
    void send(() => calls.sendFile(contact.id, file));
  };

  if (contact.blocked)
    return <p className="chat-blocked-note">You blocked {contact.name}. Unblock them in the details to write again.</p>;
  if (contact.blockedByContact)
    return (
      <p className="chat-blocked-note">
        {contact.name || 'This person'} has blocked this conversation: you cannot write to them.
      </p>
    );
  if (contact.closed) return <p className="chat-blocked-note">{CLOSED_TEXT}</p>;
  return (
    <div className="chat-composer">
      {error && (
        <p className="chat-send-error" role="alert">
          {error}
        </p>
      )}
      <div className="chat-composer-row">
        <button
          type="button"
          className="icon-button chat-upload"
          title={UPLOAD_HINT}
          aria-label="Upload file"
          aria-describedby="chat-upload-hint"
          disabled={sending}
          onClick={() => fileRef.current?.click()}
        >
          <Glyph name="attach-file" />
        </button>
        <span id="chat-upload-hint" className="visually-hidden">
          {UPLOAD_HINT}
        </span>
        <input
          ref={fileRef}
          type="file"
          hidden
          accept={CHAT_FILE_ACCEPT}
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <textarea
          className="chat-input"
          rows={1}
          placeholder="Write a message"
          aria-label="Write a message"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="icon-button chat-send"
          aria-label="Send"
          disabled={sending || !messageText(text)}
          onClick={sendTyped}
        >
          <Glyph name="send" />
        </button>
      </div>
    </div>
  );
}
