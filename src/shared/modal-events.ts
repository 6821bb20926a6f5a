// The events that wake the modals loaded on demand (client:event): the server-drawn ModalHost names
// them on the islands, and the stores announce them when a script opens a modal.

export const ACCOUNT_MODAL_EVENT = 'vitrine:account-modal';
export const REPORT_MODAL_EVENT = 'vitrine:report-modal';
