declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, focus, touch or key inside the island (src/client-directives/interact.ts). */
    'client:interact'?: boolean;
    /** Hydrate when idle, for signed-in users only (src/client-directives/signed-in.ts). */
    'client:signedin'?: boolean;
  }
}

declare global {
  interface ImportMetaEnv {
    /** Set by astro.config.mjs at build time; absent in the worker tests. */
    readonly VITRINE_BUILD_ID?: string;
  }
}

export {};
