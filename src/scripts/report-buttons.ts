import { looksSignedIn } from '#src/client/session-hint.ts';
import { openReport } from '#src/stores/report-modal.ts';
import { REPORT_PRODUCT_BUTTON } from './behaviour-targets.ts';

// A product's Report button (data-report-product="{id}"): a visitor gets the login prompt from its
// data-requires-login (scripts/modal-host.ts); a signed-in user gets the report modal, whose React
// loads only now.
document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLElement>(REPORT_PRODUCT_BUTTON);
  if (!button || !looksSignedIn()) return;
  openReport({ kind: 'product', productId: Number(button.dataset.reportProduct) });
});
