import type { WorkspaceScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { VideosScreen } from './VideosScreen.tsx';

// The catalogue's media library in the workspace (spec §2 navigation: Videos).

export const videosScreen: WorkspaceScreenEntry = { route: 'videos', label: 'Videos', Screen: VideosScreen };
