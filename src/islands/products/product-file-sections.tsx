import { MAX_DOCUMENTS } from '#src/shared/company-profile.ts';
import {
  MAX_PRODUCT_MEDIAS,
  productDocumentsSchema,
  productMediasSchema,
  type OwnerProduct,
  type ProductMediaItem,
} from '#src/shared/owner-products.ts';
import { DocumentList, draftDocuments } from '#src/islands/kit/DocumentList.tsx';
import { MediaGallery, type GalleryItem } from '#src/islands/kit/MediaGallery.tsx';
import { ProductSection, sectionSave, type ProductSectionProps } from './product-section.tsx';
import { useDraft } from '#src/islands/kit/use-draft.ts';
import { productMessage } from './product-messages.ts';

const storedMedias = (product: OwnerProduct): ProductMediaItem[] =>
  product.medias.map((media) => (media.type === 'video' ? { vid: media.vid ?? media.key } : { key: media.key }));

const galleryItem = (media: ProductMediaItem): GalleryItem =>
  'vid' in media ? { type: 'video', key: media.vid } : { type: 'image', key: 'key' in media ? media.key : media.name };

const mediaItem = (item: GalleryItem): ProductMediaItem =>
  item.type === 'video' ? { vid: item.key } : { key: item.key };

export function ProductMediasSection({ product }: ProductSectionProps) {
  const { draft, change, errorOf, save, bar } = useDraft(
    productMediasSchema,
    { medias: storedMedias(product) },
    productMessage,
  );
  const thumbnails = Object.fromEntries(
    product.medias.map((media) =>
      media.type === 'video' ? [media.vid ?? media.key, media.posterUrl] : [media.key, media.url],
    ),
  );
  return (
    <ProductSection
      id="product-medias"
      title="Video & photo"
      intro="Pictures and videos of the product, in the order below; the first picture is the one lists show."
      save={sectionSave('medias', save, (saved) => ({ medias: storedMedias(saved) }))}
      {...bar}
    >
      <MediaGallery
        unsaved={bar.dirty}
        items={draft.medias.map(galleryItem)}
        onItems={(items) => change({ medias: items.map(mediaItem) })}
        thumbnails={thumbnails}
        errorsOf={(media, index) => [
          errorOf(`medias.${index}.${media.type === 'video' ? 'vid' : 'key'}`),
          errorOf(`medias.${index}`),
        ]}
        listError={errorOf('medias')}
        max={MAX_PRODUCT_MEDIAS}
        emptyText="No pictures yet. Add the first ones below; buyers see them once you save."
        photosAddedText={(count) =>
          `${count === 1 ? '1 photo' : `${count} photos`} added. Save to show them to buyers.`
        }
        videoAddedText={(fileName) => `${fileName} added. Save to show it on the product page.`}
        newPhoto={(key) => ({ type: 'image', key })}
        newVideo={(video) => ({ type: 'video', key: video.vid })}
      />
    </ProductSection>
  );
}

export function ProductDocumentsSection({ product }: ProductSectionProps) {
  const { draft, change, errorOf, save, bar } = useDraft(
    productDocumentsSchema,
    { documents: draftDocuments(product.documents) },
    productMessage,
  );
  return (
    <ProductSection
      id="product-documents"
      title="Documents"
      intro="Data sheets, manuals and certificates buyers open and download from the product page."
      save={sectionSave('documents', save, (saved) => ({ documents: draftDocuments(saved.documents) }))}
      {...bar}
    >
      <DocumentList
        documents={draft.documents}
        onDocuments={(documents) => change({ documents })}
        stored={product.documents}
        unsaved={bar.dirty}
        errorOf={errorOf}
        max={MAX_DOCUMENTS}
      />
    </ProductSection>
  );
}
