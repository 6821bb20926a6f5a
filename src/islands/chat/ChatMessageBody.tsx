import { Glyph } from '#src/islands/kit/Glyph.tsx';
import { productPath } from '#src/shared/catalog-paths.ts';
import { quantityText } from '#src/shared/inquiry.ts';
import { THUMBNAIL_WIDTH, type ChatMessage, type MessageImage } from '#src/shared/messaging.ts';
import { linkify } from './linkify.tsx';

/** Spec §9: a video without a size shows 150 px high. */
const VIDEO_HEIGHT_WITHOUT_SIZE = 150;

/** Spec §9: thumbnails are 200 px wide, their height by aspect. */
function thumbnailHeight(image: MessageImage): number | undefined {
  const width = image.thumbnailWidth ?? image.width;
  const height = image.thumbnailHeight ?? image.height;
  return width && height ? Math.round((THUMBNAIL_WIDTH * height) / width) : undefined;
}

/** What a message shows, by its type (spec §3): text, picture, document, video, product card or inquiry. */
export function ChatMessageBody({
  message,
  onPlayVideo,
}: {
  message: ChatMessage;
  onPlayVideo: (message: ChatMessage & { type: 'video' }) => void;
}) {
  switch (message.type) {
    case 'text':
      return <p className="chat-text">{linkify(message.content)}</p>;
    case 'image':
      return (
        <a href={message.image.url} target="_blank" rel="noopener" className="chat-picture">
          <img
            src={message.image.thumbnailUrl}
            alt={message.fileName ? `Picture ${message.fileName} (opens full size)` : 'Picture (opens full size)'}
            width={THUMBNAIL_WIDTH}
            height={thumbnailHeight(message.image)}
            loading="lazy"
          />
        </a>
      );
    case 'document':
      return (
        <a href={message.document.url} className="chat-document" download={message.document.name}>
          <span className={`chat-document-icon chat-format-${message.document.format}`} aria-hidden="true">
            {message.document.format.toUpperCase()}
          </span>
          <span className="chat-document-text">
            <span className="chat-document-name">{message.document.name}</span>
            <span className="chat-document-size">{message.document.sizeStr}</span>
          </span>
        </a>
      );
    case 'video': {
      const { video } = message;
      const height = video.width && video.height ? (THUMBNAIL_WIDTH * video.height) / video.width : undefined;
      return (
        <button
          type="button"
          className="chat-video"
          style={{ width: THUMBNAIL_WIDTH, height: height ?? VIDEO_HEIGHT_WITHOUT_SIZE }}
          onClick={() => onPlayVideo(message)}
        >
          {video.imageUrl && <img src={video.imageUrl} alt="" loading="lazy" />}
          <span className="chat-video-label">
            <Glyph name="play" />
            {video.status === 'processing'
              ? 'processing'
              : `Play video${message.fileName ? ` ${message.fileName}` : ''}`}
          </span>
        </button>
      );
    }
    case 'product': {
      const { product } = message;
      const content = (
        <>
          {product.image ? (
            <img src={product.image} alt="" width={64} height={64} loading="lazy" />
          ) : (
            <span className="chat-product-blank" aria-hidden="true" />
          )}
          <span className="chat-product-name">{product.name}</span>
        </>
      );
      // Spec §2: a product card opens the product in a new window.
      return product.id !== null && product.supplierId ? (
        <a
          className="chat-product"
          href={productPath(product.supplierId, { id: product.id, modelNumber: '', productName: product.name })}
          target="_blank"
          rel="noopener"
        >
          {content}
          <span className="visually-hidden"> (product, opens in a new window)</span>
        </a>
      ) : (
        <span className="chat-product">
          {content}
          <span className="chat-product-gone">No longer in the catalogue</span>
        </span>
      );
    }
    case 'inquiry':
      return <InquiryCard message={message} />;
  }
}

/** Issue 29: a buyer's inquiry — each product with the quantity asked, the terms, their words. */
function InquiryCard({ message }: { message: ChatMessage & { type: 'inquiry' } }) {
  const { lines, targetPrice, deliveryTerms } = message.inquiry;
  return (
    <section className="chat-inquiry" aria-label="Inquiry">
      <p className="chat-inquiry-title">Inquiry</p>
      <ul className="chat-inquiry-lines">
        {lines.map((line, index) => (
          <li key={index}>
            {line.image ? (
              <img src={line.image} alt="" width={48} height={48} loading="lazy" />
            ) : (
              <span className="chat-product-blank" aria-hidden="true" />
            )}
            <span className="chat-inquiry-product">
              {line.productId !== null ? (
                <a
                  href={productPath(line.supplierId, { id: line.productId, ...line, productName: line.name })}
                  target="_blank"
                  rel="noopener"
                >
                  {line.modelNumber} {line.name}
                  <span className="visually-hidden"> (opens in a new window)</span>
                </a>
              ) : (
                `${line.modelNumber} ${line.name}`
              )}
              <strong className="chat-inquiry-quantity">{quantityText(line)}</strong>
            </span>
          </li>
        ))}
      </ul>
      {(targetPrice || deliveryTerms) && (
        <dl className="chat-inquiry-terms">
          {targetPrice && (
            <>
              <dt>Target price</dt>
              <dd>{targetPrice}</dd>
            </>
          )}
          {deliveryTerms && (
            <>
              <dt>Delivery terms</dt>
              <dd>{deliveryTerms}</dd>
            </>
          )}
        </dl>
      )}
      {message.content && <p className="chat-text">{linkify(message.content)}</p>}
    </section>
  );
}
