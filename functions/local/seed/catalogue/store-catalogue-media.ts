import type { NewProduct } from '#functions/domain/catalogue/write-products.ts';
import { lineDocumentContent, lineDocumentName } from '#functions/local/seed/documents/line-documents.ts';
import { renderPdfPage, type DocumentIssuer } from '#functions/local/seed/documents/pdf-page.ts';
import { ILLUSTRATIONS } from '#functions/local/seed/images/drawings/index.ts';
import { renderProductImage } from '#functions/local/seed/images/product-image.ts';
import type { MediaLibrary, StoredDocument } from '#functions/local/seed/media-library.ts';
import { seededRandom } from '#functions/local/seed/random.ts';
import type { CatalogueSeed } from './catalogue-seed.ts';
import type { PlannedProduct } from './plan-catalogue.ts';
import type { ProductLine } from './product-line.ts';

export type Gallery = { imageKeys: string[]; medias: NonNullable<NewProduct['medias']> };
/** Stored media of a catalogue, aligned with its plan. */
export type StoredCatalogue = { galleries: Gallery[]; documents: Map<ProductLine, StoredDocument[]> };

export type CatalogueMediaDeps = { media: MediaLibrary; videoKey: Promise<string>; issuer: DocumentIssuer };

export async function storeCatalogueMedia(
  seed: CatalogueSeed,
  plan: PlannedProduct[],
  deps: CatalogueMediaDeps,
): Promise<StoredCatalogue> {
  const [galleries, documents] = await Promise.all([
    Promise.all(plan.map((item) => storeGallery(seed, item, deps))),
    storeLineDocuments(seed, plan, deps),
  ]);
  return { galleries, documents };
}

/** Each line's files, rendered once and shared by all its products. */
async function storeLineDocuments(
  seed: CatalogueSeed,
  plan: PlannedProduct[],
  deps: CatalogueMediaDeps,
): Promise<Map<ProductLine, StoredDocument[]>> {
  const lines = [...new Set(plan.map((item) => item.line))];
  const entries = await Promise.all(
    lines.map(async (line) => {
      const products = plan.filter((item) => item.line === line).map((item) => item.product);
      const input = { line, products, context: seed.context, issuer: deps.issuer, signatory: seed.signatory };
      const stored = await Promise.all(
        line.documents.map(async (kind) =>
          deps.media.document(
            lineDocumentName(kind, line, seed.context),
            await renderPdfPage(lineDocumentContent(kind, input)),
            'application/pdf',
            'pdf',
          ),
        ),
      );
      return [line, stored] as const;
    }),
  );
  return new Map(entries);
}

async function storeGallery(seed: CatalogueSeed, item: PlannedProduct, deps: CatalogueMediaDeps): Promise<Gallery> {
  const plan = seed.gallery(item.indexInLine);
  const tilt = seededRandom(`tilt/${item.product.modelNumber}`).int(-40, 40) / 10;
  const imageKeys = await Promise.all(
    plan.views.map((view, viewIndex) =>
      deps.media.svg(
        renderProductImage({
          illustration: ILLUSTRATIONS[item.line.kind],
          finish: item.product.finish,
          altFinish: item.product.altFinish,
          view,
          backdrop: item.lineIndex + viewIndex,
          tilt,
          brand: seed.context.brand,
          brandColour: deps.issuer.colour,
          dimensions: item.product.dimensions,
          title: `${item.product.modelNumber} ${item.product.productName}, ${view} view`,
        }),
      ),
    ),
  );
  const [hero, ...rest] = imageKeys.map((key) => ({ type: 'image' as const, key }));
  if (!hero) return { imageKeys, medias: [] };
  // The video plays second, with the product's own first picture as its poster.
  const video = plan.video ? [{ type: 'video' as const, key: await deps.videoKey, posterKey: hero.key }] : [];
  return { imageKeys, medias: [hero, ...video, ...rest] };
}
