import { isPlainClick } from '#src/islands/kit/links.ts';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import { ScreenGuide, type GuideEntry } from '#src/islands/kit/ScreenGuide.tsx';
import { adminScreenPath, openAdminScreen, type AdminScreen } from '#src/stores/admin-route.ts';

/** What each screen is for, in the navigation's order. */
const SCREENS: GuideEntry<AdminScreen>[] = [
  {
    screen: 'users',
    label: 'Users',
    text: 'Find an account, disable or enable it, resend its verification e-mail, see its catalogues and grant or revoke the admin role.',
  },
  {
    screen: 'suppliers',
    label: 'Suppliers',
    text: 'Find a catalogue, see its owner and size, open it, disable or enable it, or give it to another account.',
  },
  {
    screen: 'reports',
    label: 'Reports',
    text: 'Read what buyers reported about suppliers, products and chats, act on it and close each report with a note.',
  },
  {
    screen: 'push',
    label: 'Push notifications',
    text: "Tell every follower of a supplier that it has new products, and follow the push's progress.",
  },
  {
    screen: 'audit',
    label: 'Audit log',
    text: 'Every action an administrator took: who, what, on what, when and the note. Read-only.',
  },
];

/** Administration: where each screen of the area leads. */
export function AdminHomeScreen() {
  return (
    <ScreenSection title="Administration">
      <p className="ws-intro">Every change made here takes effect at once for the person or catalogue concerned.</p>
      <ScreenGuide
        className="ws-help"
        entries={SCREENS}
        pathOf={adminScreenPath}
        follow={(event, screen) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          openAdminScreen(screen);
        }}
      />
    </ScreenSection>
  );
}
