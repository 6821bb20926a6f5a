import { readFileSync } from 'node:fs';
import type { SeedAssets } from '#functions/local/seed/seed-catalogue.ts';

/** The committed binaries next to this file (Node only: the Worker never seeds). */
export function loadSeedAssets(): SeedAssets {
  return {
    video: new Uint8Array(readFileSync(new URL('./demo-video.webm', import.meta.url))),
    certificateImage: new Uint8Array(readFileSync(new URL('./certificate-scan.png', import.meta.url))),
  };
}
