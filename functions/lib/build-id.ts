/** Names the build that runs (astro.config.mjs): the page cache's key, /healthz and the error tracker's release. */
export const BUILD_ID = import.meta.env.VITRINE_BUILD_ID ?? 'unbuilt';
