import type { Signatory } from '#functions/local/seed/documents/line-documents.ts';
import type { ProductView } from '#functions/local/seed/images/product-image.ts';
import type { LineContext, ProductLine } from './product-line.ts';

/** A leaf of the catalogue menu and the lines whose products sit on it (the first `take` of each). */
export type MenuLeafSeed = { name: string; lines: ProductLine[]; take?: number };
export type MenuSeed = { name: string; children: MenuLeafSeed[] };

/** The gallery of one product: its pictures, and whether the demo video follows the first one. */
export type GalleryPlan = { views: ProductView[]; video: boolean };

export type CatalogueSeed = {
  context: LineContext;
  menu: MenuSeed[];
  /** Gallery of the nth product of each line. */
  gallery(indexInLine: number): GalleryPlan;
  /** Hours between two products' creation times, newest first. */
  spacingHours: number;
  /** Who signs the line documents' declarations. */
  signatory: Signatory;
};
