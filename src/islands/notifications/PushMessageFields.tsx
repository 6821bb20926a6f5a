import { FieldFrame } from '#src/islands/kit/fields.tsx';
import { PUSH_TEXT_MAX, PUSH_TITLE_MAX, type PushMessage } from '#src/shared/admin-push.ts';

export type PushMessageErrors = Partial<Record<keyof PushMessage, string>>;

const left = (value: string, max: number) => {
  const count = max - value.length;
  return `${count} ${count === 1 ? 'character' : 'characters'} left`;
};

/** The push's title and text, each with what is left of its limit (the schema's, src/shared/admin-push.ts). */
export function PushMessageFields({
  message,
  errors,
  onMessage,
}: {
  message: PushMessage;
  errors: PushMessageErrors;
  onMessage: (message: PushMessage) => void;
}) {
  return (
    <>
      <FieldFrame id="admin-push-title" label="Title" hint={left(message.title, PUSH_TITLE_MAX)} error={errors.title}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            value={message.title}
            maxLength={PUSH_TITLE_MAX}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => onMessage({ ...message, title: event.target.value })}
          />
        )}
      </FieldFrame>
      <FieldFrame id="admin-push-text" label="Text" hint={left(message.text, PUSH_TEXT_MAX)} error={errors.text}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            value={message.text}
            rows={3}
            maxLength={PUSH_TEXT_MAX}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => onMessage({ ...message, text: event.target.value })}
          />
        )}
      </FieldFrame>
    </>
  );
}
