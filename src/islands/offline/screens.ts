import type { MySectionEntry } from '#src/islands/kit/screen-entry.ts';
import { OfflineSection } from './OfflineSection.tsx';

// The trade-show floor in My catalogue (issue 29 item 5): the followed catalogues kept offline.

export const offlineSection: MySectionEntry = { route: 'offline', Screen: OfflineSection };
