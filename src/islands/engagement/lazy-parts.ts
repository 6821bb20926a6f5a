import { loadStylesheet } from '#src/islands/shared/load-stylesheet.ts';
import reportFormStyles from '#src/styles/report-form.css?url';
import tagPickerStyles from '#src/styles/tag-picker.css?url';

// The engagement parts a visitor opens only now and then, loaded with their styles when first
// wanted (useLazyComponent): out of every page's inline CSS.

export const loadTagPicker = () =>
  Promise.all([import('./TagPicker.tsx'), loadStylesheet(tagPickerStyles)]).then(([module]) => module);
export const loadReportForm = () =>
  Promise.all([import('./ReportForm.tsx'), loadStylesheet(reportFormStyles)]).then(([module]) => module);
