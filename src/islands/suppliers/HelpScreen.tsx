import { APP_BINDING_TTL_SECONDS } from '#src/shared/app-binding.ts';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import { ScreenGuide, type GuideEntry } from '#src/islands/kit/ScreenGuide.tsx';
import { followWorkspaceLink } from '#src/islands/kit/workspace-link.ts';
import { screenPath, type WorkspaceScreen } from '#src/stores/workspace-route.ts';

const SCREENS: GuideEntry<WorkspaceScreen>[] = [
  { screen: 'home', label: 'Home', text: 'Where your catalogue is public, and what your profile still lacks.' },
  {
    screen: 'menus',
    label: 'Catalog menu',
    text: 'The menu of your storefront: menus and their sub menus, in your order, each with its number of products.',
  },
  {
    screen: 'products',
    label: 'Products',
    text: 'Your products, found by name or model number and filtered; enable, disable, move or delete many at once, or open one to edit its profile, pictures and videos, technical and logistic data, documents and accessories.',
  },
  {
    screen: 'productImport',
    label: 'Products › Bulk import',
    text: 'Many products at once from a CSV or XLSX file (download the template), with pictures from a ZIP: the file is checked first and every fault shown by line and column. Export gives your catalogue back in the same columns.',
  },
  {
    screen: 'posts',
    label: 'Latest posts',
    text: 'News on your company page or a product’s page, with pictures and videos; your followers are told. Sales contacts you allow can post too.',
  },
  {
    screen: 'statistics',
    label: 'Statistics',
    text: 'Views, visitors, followers, stars and watchers of your catalogue, in figures and per day over 7, 30 or 90 days.',
  },
  {
    screen: 'monitoring',
    label: 'Monitoring',
    text: 'Who follows your catalogue and what signed-in buyers did on it. People who keep their profile hidden are counted, never named.',
  },
  {
    screen: 'messages',
    label: 'Messages',
    text: 'Your chats with buyers, live: each conversation with its unread count; pictures, documents, videos and product cards; block, report or delete a conversation. The chat button on every page opens the same chats.',
  },
  {
    screen: 'blocked',
    label: 'Blocked users',
    text: 'The people you blocked in a chat: neither of you can write until you unblock them here or in the conversation.',
  },
  {
    screen: 'contacts',
    label: 'Sales team',
    text: 'Your sales contacts: people registered on Vitrine, invited by the e-mail they signed up with, who join once they accept. Buyers see them in your company page’s Contact section and chat with them; you decide who may publish posts.',
  },
  {
    screen: 'videos',
    label: 'Videos',
    text: 'Every video of your catalogue in one library: its picture, size and state, and where it shows (company gallery, products, posts); play it, or add a new one.',
  },
  {
    screen: 'general',
    label: 'Profile › General',
    text: 'Company name, country and region, year established, address, business type, main products, description, e-mail, phone and website: the facts at the top of your company page.',
  },
  {
    screen: 'highlights',
    label: 'Highlights',
    text: 'Short name-and-value facts buyers read first, in the order you give them.',
  },
  {
    screen: 'medias',
    label: 'Video & photo',
    text: 'Photos (JPG, GIF or PNG up to 800K each; JPG and PNG pass through the cropper: rotate, flip, crop) and videos (flv, avi, mpg, mp4, wmv, mov, 3gp, asf or webm, under 20 MB, at least 640×360) of your company, shown as a gallery on your company page.',
  },
  {
    screen: 'turnovers',
    label: 'Turnover distribution',
    text: 'Your sales by region as shares of 100 %, drawn as the pie chart buyers see.',
  },
  { screen: 'shows', label: 'Trade shows', text: 'Fairs where buyers can meet you: name, booth, dates and place.' },
  {
    screen: 'documents',
    label: 'Certificates & other documents',
    text: 'PDF, JPG or PNG files up to 5 MB each that buyers can download from your company page.',
  },
  {
    screen: 'settings',
    label: 'Settings',
    text: 'Your storefront’s colours, logo, favicon and the description search engines show.',
  },
  {
    screen: 'domain',
    label: 'Domain',
    text: 'A domain of your own for your catalogue, and the DNS record that points it here.',
  },
  {
    screen: 'app',
    label: 'App',
    text: `A QR code that signs your phone in as the catalogue’s owner without your password: it works once, for ${APP_BINDING_TTL_SECONDS / 60} minutes.`,
  },
  {
    screen: 'billing',
    label: 'Billing',
    text: 'Your plan, when its trial started and ends, what follows it, and your invoices.',
  },
  {
    screen: 'developer',
    label: 'Developer',
    text: 'A token for your ERP or another system to manage your catalogue through the API, and your password.',
  },
  {
    screen: 'subscription',
    label: 'Subscription',
    text: 'Your plan (a trial: every function free), and closing your catalogue for good.',
  },
];

/** Help: what each screen does and how the catalogue reaches buyers. */
export function HelpScreen() {
  return (
    <ScreenSection title="Help" className="ws-help">
      <h3>How your catalogue reaches buyers</h3>
      <p>
        Your catalogue is a website of its own at your catalogue’s address. Share that address, or its QR code, with
        buyers: they browse and search your products and your company page without an account. Buyers who sign in can
        follow, watch and tag your catalogue, keep notes, and see your sales contacts. Everything you save here shows on
        your pages at once, all over the world; buyers who watch your catalogue are told of changes.
      </p>
      <h3>What each screen does</h3>
      <ScreenGuide
        entries={SCREENS}
        pathOf={screenPath}
        follow={(event, screen) => followWorkspaceLink(event, screenPath(screen))}
      />
      <h3>Saving</h3>
      <p>
        Each screen saves on its own with its Save button. If you leave a screen with unsaved changes you are asked
        first; Undo changes puts back what is saved.
      </p>
    </ScreenSection>
  );
}
