import { loadStylesheet } from '#src/islands/kit/load-stylesheet.ts';
import reportFormStyles from './report-form.css?url';
import tagPickerStyles from './tag-picker.css?url';

// The engagement parts a visitor opens only now and then, loaded with their styles when first
// wanted (useLazyComponent): out of every page's inline CSS.

export const loadTagPicker = () =>
  Promise.all([import('./TagPicker.tsx'), loadStylesheet(tagPickerStyles)]).then(([module]) => module);
export const loadReportForm = () =>
  Promise.all([import('./ReportForm.tsx'), loadStylesheet(reportFormStyles)]).then(([module]) => module);
