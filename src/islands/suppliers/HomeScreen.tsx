import { companyPath, storefrontPath } from '#src/shared/catalog-paths.ts';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { openWorkspacePath } from '#src/islands/kit/unsaved-changes.ts';
import { screenPath, type WorkspaceScreen } from '#src/stores/workspace-route.ts';

/** What the profile still lacks, so the owner knows where to go next. */
function missingParts(company: OwnerCompany): { screen: WorkspaceScreen; text: string }[] {
  const { profile } = company;
  return [
    !profile.description && { screen: 'general' as const, text: 'Describe your company' },
    !profile.country && { screen: 'general' as const, text: 'Say where your company is' },
    company.highlights.length === 0 && { screen: 'highlights' as const, text: 'Add a few highlights' },
    company.medias.length === 0 && { screen: 'medias' as const, text: 'Show photos of your company' },
    company.contacts.length === 0 && {
      screen: 'contacts' as const,
      text: 'Name the sales contacts buyers can chat with',
    },
    company.documents.length === 0 && { screen: 'documents' as const, text: 'Upload your certificates' },
  ].filter((part) => part !== false);
}

/** Home: the catalogue's public addresses and what to do next. */
export function HomeScreen({ company }: { company: OwnerCompany }) {
  const storefront = storefrontPath(company.name);
  const companyPage = companyPath({ name: company.name, companyName: company.profile.companyName });
  const missing = missingParts(company);
  return (
    <ScreenSection title="Home">
      <p className="ws-intro">
        Your catalogue <strong>{company.profile.companyName}</strong> is public at{' '}
        <a href={storefront}>
          {location.origin}
          {storefront}
        </a>
        . Every change you save shows there at once.
      </p>
      <ul className="ws-links">
        <li>
          <a className="button" href={storefront}>
            Open your storefront
          </a>
        </li>
        <li>
          <a className="button" href={companyPage}>
            Open your company page
          </a>
        </li>
      </ul>
      <h3>Next steps</h3>
      {missing.length === 0 ? (
        <p>Your company profile is complete.</p>
      ) : (
        <ul className="ws-next">
          {missing.map(({ screen, text }) => (
            <li key={text}>
              <a
                href={screenPath(screen)}
                onClick={(event) => {
                  event.preventDefault();
                  void openWorkspacePath(screenPath(screen));
                }}
              >
                {text}
              </a>
            </li>
          ))}
        </ul>
      )}
      {company.status === 'disabled' && (
        <p className="ws-error" role="alert">
          Your catalogue is disabled: buyers cannot see it. Please contact sales.
        </p>
      )}
    </ScreenSection>
  );
}
