declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, focus, touch or key inside the island (src/client-directives/interact.ts). */
    'client:interact'?: boolean;
    /** Hydrate when idle, for signed-in users only (src/client-directives/signed-in.ts). */
    'client:signedin'?: boolean;
  }
}

export {};
