import DOMPurify from 'dompurify';
import type { AppPost } from '#src/shared/posts.ts';
import '#src/islands/kit/thumb-row.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** '3 May 2026': when a post was published, as the storefront dates it. */
export const postDate = (post: AppPost) => dateFormat.format(post.createTime);

/** One post of the board as buyers see it, with who wrote it and, where allowed, Edit and Delete. */
export function PostItem({ post, onEdit, onDelete }: { post: AppPost; onEdit: () => void; onDelete: () => void }) {
  const date = postDate(post);
  return (
    <article className="ws-post" aria-label={`Post of ${date}`}>
      <p className="ws-post-meta">
        <time dateTime={new Date(post.createTime).toISOString()}>{date}</time>
        {post.author && <span> · by {post.author.name || 'a team member'}</span>}
        {post.updateTime !== post.createTime && <span> · edited</span>}
      </p>
      {/* Sanitised by the server when stored; purified again as any HTML the workspace shows. */}
      <div className="ws-post-content" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(post.content) }} />
      {post.medias.length > 0 && (
        <ul className="ws-thumb-row ws-post-thumbs">
          {post.medias.map((media, index) => (
            <li key={media.key}>
              {media.type === 'video' ? (
                <video
                  src={media.url}
                  poster={media.posterUrl ?? undefined}
                  controls
                  preload="none"
                  width={160}
                  height={120}
                  aria-label={`Video ${index + 1} of the post`}
                />
              ) : (
                <img src={media.url} width={160} height={120} alt={`Picture ${index + 1} of the post`} loading="lazy" />
              )}
            </li>
          ))}
        </ul>
      )}
      {post.canEdit && (
        <div className="ws-post-actions">
          <button type="button" className="button" data-edit onClick={onEdit}>
            Edit
          </button>
          <button type="button" className="button button-danger" onClick={onDelete}>
            Delete
          </button>
        </div>
      )}
    </article>
  );
}
