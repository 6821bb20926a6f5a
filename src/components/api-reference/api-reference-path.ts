/** Where the ERP API reference is read (src/pages/developers/api.astro); the Developer screen links to it. */
export const API_REFERENCE_PATH = '/developers/api';
