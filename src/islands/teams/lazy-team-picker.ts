import { loadStylesheet } from '#src/islands/kit/load-stylesheet.ts';
import pickerStyles from './team-picker.css?url';

/** "Add to team list"'s picker and its styles, loaded the first time someone opens it (useLazyComponent). */
export const loadTeamListPicker = () =>
  Promise.all([import('./TeamListPicker.tsx'), loadStylesheet(pickerStyles)]).then(([module]) => module);
