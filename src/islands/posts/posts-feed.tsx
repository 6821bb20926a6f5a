import { useState } from 'react';
import { createPost, deletePost, updatePost, type PostTarget, type UploadVideo } from '#src/client/posts.ts';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import { MoreButton } from '#src/islands/kit/MoreButton.tsx';
import { openModal } from '#src/stores/modal-stack.ts';
import { PostComposer } from './posts-composer.tsx';
import { draftOfPost, EMPTY_DRAFT } from './posts-draft.ts';
import { PostItem, postDate } from './posts-item.tsx';
import { postErrorMessage } from './posts-messages.ts';
import { usePostPages } from './posts-pages.ts';

const DELETE_WARNING = 'Delete this post? Buyers no longer see it, and this cannot be undone.';

/**
 * One target's posts (the company's, or a product's): a form for a new post above the list, newest
 * first; a post the viewer may change (their own; any, for the owner) has Edit and Delete.
 */
export function PostsFeed({ target, uploadVideo }: { target: PostTarget; uploadVideo: UploadVideo }) {
  const pages = usePostPages(target);
  const [editing, setEditing] = useState<number | null>(null);
  // A published post's form is replaced by an empty one (its pickers' notes go with it).
  const [newForm, setNewForm] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  /** Closes the edit; the post's Edit button takes the focus back. */
  const closeEdit = (postId: number) => {
    setEditing(null);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-post="${postId}"] [data-edit]`)?.focus());
  };

  const remove = async (postId: number) => {
    if (!(await openModal('warning', DELETE_WARNING))) return;
    try {
      await deletePost(target, postId);
      setAnnouncement('The post was deleted.');
      pages.reload();
    } catch (error) {
      setAnnouncement(postErrorMessage(error));
    }
  };

  return (
    <>
      <h3>New post</h3>
      <PostComposer
        key={newForm}
        initial={EMPTY_DRAFT}
        label="New post"
        saveLabel="Publish"
        uploadVideo={uploadVideo}
        onSave={async (body) => {
          await createPost(target, body);
          setNewForm((count) => count + 1);
          setAnnouncement('The post is published. Buyers see it on the catalogue now.');
          pages.reload();
        }}
      />
      <p className="ws-post-announcement" role="status">
        {announcement}
      </p>
      <h3>Published posts{pages.status !== 'loading' && pages.status !== 'failed' && ` (${pages.total})`}</h3>
      {pages.status === 'failed' ? (
        <FailedState className="ws-state" onRetry={pages.reload} />
      ) : pages.status === 'loading' && pages.posts.length === 0 ? (
        <p className="ws-state" role="status" aria-busy="true">
          Loading…
        </p>
      ) : pages.posts.length === 0 ? (
        <p className="ws-empty">No posts yet. Your first one shows here and on the catalogue.</p>
      ) : (
        <ol className="ws-post-list" aria-busy={pages.status === 'loading'}>
          {pages.posts.map((post) => (
            <li key={post.id} data-post={post.id}>
              {editing === post.id ? (
                <PostComposer
                  initial={draftOfPost(post)}
                  label={`Edit the post of ${postDate(post)}`}
                  saveLabel="Save"
                  uploadVideo={uploadVideo}
                  onCancel={() => closeEdit(post.id)}
                  onSave={async (body) => {
                    await updatePost(target, post.id, body);
                    closeEdit(post.id);
                    setAnnouncement('The post is saved.');
                    pages.reload();
                  }}
                />
              ) : (
                <PostItem post={post} onEdit={() => setEditing(post.id)} onDelete={() => void remove(post.id)} />
              )}
            </li>
          ))}
        </ol>
      )}
      {pages.hasMore && (
        <MoreButton className="button ws-post-more" loading={pages.status === 'more'} onMore={pages.showMore}>
          Show more
        </MoreButton>
      )}
    </>
  );
}
