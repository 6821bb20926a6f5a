import type { MySectionEntry, WorkspaceScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { PostsScreen } from './PostsScreen.tsx';
import { PostsSection } from './PostsSection.tsx';

export const postsScreen: WorkspaceScreenEntry = { route: 'posts', label: 'Latest posts', Screen: PostsScreen };
export const postsSection: MySectionEntry = { route: 'posts', Screen: PostsSection };
