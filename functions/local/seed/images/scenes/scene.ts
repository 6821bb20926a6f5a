import { svgDocument } from '#functions/local/seed/images/svg.ts';

/** Company pictures are 16:9, like the company video. */
export const SCENE_WIDTH = 960;
export const SCENE_HEIGHT = 540;

/** The supplier's colours and name, painted on signs, vehicles and banners. */
export type SceneBrand = { name: string; main: string; second: string };

export function sceneDocument(title: string, body: string): string {
  return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, body, title);
}
