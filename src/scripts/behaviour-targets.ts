// The elements whose clicks the page's behaviours (page-behaviours.ts) answer. The behaviours load
// once the page has painted (ModalHost); a click on one of these before then is held and played
// again when they are there, so no tap is lost.
export const REQUIRES_LOGIN = '[data-requires-login]';
export const ACCOUNT_PANE_LINK = 'a[data-account-pane]';
export const REPORT_PRODUCT_BUTTON = '[data-report-product]';
export const CONTACT_BUTTON = '[data-contact-id]';
export const COMPARE_TOGGLE = '[data-compare-id]';
export const PDF_DOWNLOAD_LINK = 'a[data-pdf-download]';

export const BEHAVIOUR_TARGETS = [
  REQUIRES_LOGIN,
  ACCOUNT_PANE_LINK,
  REPORT_PRODUCT_BUTTON,
  CONTACT_BUTTON,
  COMPARE_TOGGLE,
  PDF_DOWNLOAD_LINK,
].join(',');
