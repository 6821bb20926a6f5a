import { avatarColour, avatarInitials } from '#src/shared/avatar-fallback.ts';
import type { PushMessage } from '#src/shared/admin-push.ts';

/** The push as a follower's phone or browser shows it: the supplier's mark, the title, the text. */
export function PushPreview({ companyName, message }: { companyName: string; message: PushMessage }) {
  return (
    <figure className="admin-push-preview">
      <figcaption>What followers see</figcaption>
      <div className="admin-push-notice" aria-label="Notification preview" role="group">
        <span className="admin-push-mark" style={{ background: avatarColour(companyName) }} aria-hidden="true">
          {avatarInitials(companyName)}
        </span>
        <div className="admin-push-notice-text">
          <p className="admin-push-source">Vitrine · now</p>
          <p className="admin-push-title">{message.title || <span className="ws-hint">No title yet</span>}</p>
          <p className="admin-push-body">{message.text || <span className="ws-hint">No text yet</span>}</p>
        </div>
      </div>
    </figure>
  );
}
