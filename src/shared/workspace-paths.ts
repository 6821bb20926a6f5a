// Where the owner's workspace lives: its pages, the islands and the links into it from the public
// pages and My account.

export const WORKSPACE_PATH = '/manage';
/** Opening a catalogue (the demo banner's 'Create and share your own catalog too.' leads here). */
export const CREATE_CATALOGUE_PATH = `${WORKSPACE_PATH}/create`;
