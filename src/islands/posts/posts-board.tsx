import { useCallback, useId, useState } from 'react';
import { uploadPostVideo, type PostableProduct, type PostTarget, type UploadVideo } from '#src/client/posts.ts';
import { PostsFeed } from './posts-feed.tsx';
import { PostsProductPicker, type FindProducts } from './posts-product-picker.tsx';
import '#src/islands/kit/back-office.css';
import '#src/islands/kit/files.css';
import './posts.css';

/**
 * The Latest posts board of one catalogue, for its owner (workspace) and its allowed sales
 * contacts (My catalogue): the company's posts, or a chosen product's.
 */
export function PostsBoard({ supplierName, findProducts }: { supplierName: string; findProducts: FindProducts }) {
  const id = useId();
  const uploadVideo = useCallback<UploadVideo>((video) => uploadPostVideo(supplierName, video), [supplierName]);
  const [about, setAbout] = useState<'company' | 'product'>('company');
  const [product, setProduct] = useState<PostableProduct | null>(null);
  const target: PostTarget | null = about === 'company' ? { supplierName } : product ? { productId: product.id } : null;

  return (
    <div className="ws-posts">
      <fieldset className="ws-post-about">
        <legend>Posts about</legend>
        {(
          [
            ['company', 'The company'],
            ['product', 'A product'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} htmlFor={`${id}-${value}`}>
            <input
              id={`${id}-${value}`}
              type="radio"
              name={`${id}-about`}
              checked={about === value}
              onChange={() => setAbout(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {about === 'product' && <PostsProductPicker chosen={product} onChoose={setProduct} findProducts={findProducts} />}
      {target && (
        <PostsFeed
          key={'productId' in target ? `product-${target.productId}` : 'company'}
          target={target}
          uploadVideo={uploadVideo}
        />
      )}
    </div>
  );
}
