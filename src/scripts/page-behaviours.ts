// The server-drawn pages' behaviours in one script, which ModalHost (on every such page) loads once
// the page is idle: one request, cached from page to page, instead of one per component, and none
// before the largest paint, which on a phone's slow 4G every early request delays (Lighthouse,
// issue 10). Clicks that reach them sooner wait for them (behaviour-targets.ts). Each part acts only
// where its elements are, and the parts are small; chart.js still loads only for a chart on screen.
import './modal-host.ts';
import './call-overlay.ts';
import './report-buttons.ts';
import './contact-chat.ts';
import './compare-toggles.ts';
import './pdf-download.ts';
import './turnover-chart.ts';
