import { fetchProductPage } from '#src/client/owner-products.ts';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { POSTS_PAGE_SIZE } from '#src/shared/posts.ts';
import { PostsBoard } from './posts-board.tsx';
import type { FindProducts } from './posts-product-picker.tsx';
import { screenPath } from '#src/stores/workspace-route.ts';
import { followWorkspaceLink } from '#src/islands/kit/workspace-link.ts';

/** The owner's active products: a disabled one has no page to show posts on (its post calls answer 404). */
const findOwnerProducts: FindProducts = {
  key: 'posts/owner-products',
  find: async (keyword) =>
    (await fetchProductPage({ pageNo: 1, pageSize: POSTS_PAGE_SIZE, keyword: keyword || undefined, status: 'active' }))
      .list,
};

/** Latest posts (spec §2): the owner's board over app/post/* and app/product/post/*. */
export function PostsScreen({ company }: { company: OwnerCompany }) {
  const contactsPath = screenPath('contacts');
  return (
    <ScreenSection title="Latest posts">
      <p className="ws-intro">
        News on your company page or on a product's page, newest first; followers are told of each new post. Sales
        contacts you allow to post in{' '}
        <a href={contactsPath} onClick={(event) => followWorkspaceLink(event, contactsPath)}>
          Sales team
        </a>{' '}
        can post here too, from their My catalogue.
      </p>
      <PostsBoard supplierName={company.name} findProducts={findOwnerProducts} />
    </ScreenSection>
  );
}
