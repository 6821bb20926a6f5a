// The server-drawn pages' behaviours in one script, which ModalHost (on every such page) loads: one
// request, cached from page to page, instead of one per component. On a phone's slow 4G every
// request made before the largest paint delays it (Lighthouse, issue 10). Each part acts only
// where its elements are, and the parts are small; chart.js still loads only for a chart on screen.
import './modal-host.ts';
import './report-buttons.ts';
import './contact-chat.ts';
import './turnover-chart.ts';
