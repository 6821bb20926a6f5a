import type { NameValue } from '#functions/domain/catalogue/write-products.ts';
import type { Finish } from '#functions/local/seed/images/drawings/illustration.ts';
import type { ProductKind } from '#functions/local/seed/images/drawings/index.ts';

/** What a supplier brings to every line it sells. */
export type LineContext = {
  brand: string;
  /** Start of every model number, e.g. 'MTX'. */
  modelPrefix: string;
  origin: string;
  port: string;
  service: string;
  /** 'US $' or '€': prices are shown the way B2B catalogues quote them. */
  currency: string;
  /** Multiplies base prices: a European stockist sells dearer than a factory. */
  priceFactor: number;
  /** Multiplies monthly supply ability. */
  supplyFactor: number;
  /** Lead time for a first order, e.g. '25–35 days'. */
  leadTime: string;
  /** Incoterms offered, e.g. 'FOB, CFR, CIF'. */
  incoterms: string;
  /** The supplier's own closing paragraph in every description (testing, packing, shipping). */
  closing: string;
};

/** Downloadable files a line's products carry; each is rendered once per line. */
export type LineDocument = 'data-sheet' | 'declaration' | 'inspection-certificate' | 'manual';

/** A product as a line describes it, before media keys and menu ids exist. */
export type SeedProduct = {
  modelNumber: string;
  productName: string;
  price: string;
  supplyAbility: string;
  description: string;
  highlights: NameValue[];
  technicalDatas: NameValue[];
  logisticDatas: NameValue[];
  finish: Finish;
  altFinish: Finish;
  /** Captions of the dimensions picture (width, height). */
  dimensions: readonly [string, string];
};

export type ProductLine = {
  /** Stable key, used to relate lines as accessories of each other. */
  id: string;
  /** Plural title, e.g. 'Cordless Drill Drivers'. */
  title: string;
  kind: ProductKind;
  /** The supplier's category, made for each seeded catalogue that sells the line (ensureCategory). */
  category: string;
  documents: LineDocument[];
  /** Standards the declaration or inspection certificate names. */
  standards: string[];
  /** Lines whose products are offered as accessories of this one's. */
  accessoryLines: string[];
  products(context: LineContext): SeedProduct[];
};
