import { getPagePath } from '@nanostores/router';
import { useState } from 'react';
import { videoLibrary } from '#src/client/workspace.ts';
import { FailedState } from '#src/islands/kit/FailedState.tsx';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import { shownDate } from '#src/islands/kit/shown-date.ts';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { VideoPicker } from '#src/islands/kit/VideoPicker.tsx';
import { followWorkspaceLink } from '#src/islands/kit/workspace-link.ts';
import type { LibraryVideo, VideoUse } from '#src/shared/videos.ts';
import { $workspaceRoute, screenPath } from '#src/stores/workspace-route.ts';
import './videos.css';

/** Where a use of a video is edited in the workspace, and how the owner names it. */
function useLink(use: VideoUse): { href: string; text: string } {
  if (use.kind === 'company') return { href: screenPath('medias'), text: 'Company page gallery' };
  if (use.kind === 'product')
    return { href: getPagePath($workspaceRoute, 'product', { id: String(use.productId) }), text: use.productName };
  return { href: screenPath('posts'), text: use.productId === null ? 'A company post' : 'A product post' };
}

function VideoUses({ uses }: { uses: VideoUse[] }) {
  if (uses.length === 0) return <p className="ws-hint">Not shown anywhere yet.</p>;
  return (
    <ul className="ws-video-uses" aria-label="Shows on">
      {uses.map((use) => {
        const { href, text } = useLink(use);
        return (
          <li key={`${use.kind}-${href}-${text}`}>
            <a href={href} onClick={(event) => followWorkspaceLink(event, href)}>
              {text}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function VideoRow({ video, number }: { video: LibraryVideo; number: number }) {
  const [playing, setPlaying] = useState(false);
  const name = `Video ${number}`;
  const ready = video.status === 'ready';
  return (
    <li className="ws-video-row">
      <article aria-label={name}>
        {playing ? (
          <video className="ws-video-player" src={video.url} poster={video.imageUrl ?? undefined} controls autoPlay />
        ) : video.imageUrl ? (
          <img className="ws-video-poster" src={video.imageUrl} alt={`${name}: its picture`} loading="lazy" />
        ) : (
          <div className="ws-video-poster ws-video-poster-none" role="img" aria-label={`${name}: no picture`}>
            No picture
          </div>
        )}
        <div className="ws-video-facts">
          <h3>{name}</h3>
          <p>
            {ready ? 'Ready' : 'Processing: it can be shown once it is ready.'}
            {video.width && video.height ? ` · ${video.width}×${video.height}` : ''} · uploaded{' '}
            {shownDate.format(video.uploadedAt)}
          </p>
          <VideoUses uses={video.uses} />
          {ready && !playing && (
            <button type="button" className="button" onClick={() => setPlaying(true)}>
              Play {name}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}

/**
 * Videos (spec §2 navigation; issue 26): the catalogue's video library — every video it uploaded,
 * newest first, with where each shows and a way to play it — and adding one to it.
 */
export function VideosScreen() {
  const library = useQuery('media/video-library', videoLibrary);
  const videos = library.data;
  return (
    <ScreenSection title="Videos">
      <p className="ws-intro">
        Every video of your catalogue: the ones in your company gallery, your products and your posts. A video added
        here can then be chosen from any of them.
      </p>
      <VideoPicker
        disabled={library.loading}
        onVideo={() => library.retry()}
        addedText={(fileName) => `${fileName} added to your videos.`}
      />
      {library.failed ? (
        <FailedState className="ws-state" onRetry={library.retry} />
      ) : !videos ? (
        <p className="ws-state" role="status" aria-busy="true">
          Loading…
        </p>
      ) : videos.length === 0 ? (
        <p className="ws-state">No videos yet. Add the first one above, or in your company gallery or a product.</p>
      ) : (
        <ol className="ws-video-list" aria-label="Your videos">
          {videos.map((video, index) => (
            <VideoRow key={video.vid} video={video} number={videos.length - index} />
          ))}
        </ol>
      )}
    </ScreenSection>
  );
}
