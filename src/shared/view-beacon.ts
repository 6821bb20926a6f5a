// A module of its own: the supplier pages' script imports it, so it must not bring the rest of the
// statistics contract (and valibot) into the script every public page runs.

/**
 * Where a public page sends the view it carries once it has loaded (src/scripts/view-beacon.ts), so
 * a page the edge cache answers is still counted (functions/api/common/view.ts counts it).
 */
export const VIEW_BEACON_PATH = '/api/common/view';
