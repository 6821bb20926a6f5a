import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $customDomain, saveCustomDomain } from '#src/client/workspace.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { customDomainSchema, type CustomDomainSettings } from '#src/shared/custom-domain.ts';
import { TabForm } from './TabForm.tsx';
import { TextInput } from './fields.tsx';
import { useDraft } from './use-draft.ts';
import '#src/styles/workspace-app-domain-subscription.css';

/** The record the owner makes at their DNS provider: the domain as another name of the site's host. */
function DnsRecord({ domain, target }: { domain: string; target: string }) {
  return (
    <>
      <h3>The DNS record to create</h3>
      <p>At the company that runs your domain’s DNS, add this record:</p>
      <table className="ws-dns-record">
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Name</th>
            <th scope="col">Target</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>CNAME</td>
            <td>{domain}</td>
            <td>{target}</td>
          </tr>
        </tbody>
      </table>
      <p className="ws-hint">
        A domain without a subdomain (example.com) usually cannot take a CNAME record: use a subdomain such as
        catalog.example.com, or your provider’s ALIAS or CNAME-flattening record. Once the record is in place and the
        domain is verified, buyers reach your catalogue at https://{domain}; its Vitrine address keeps working.
      </p>
    </>
  );
}

function DomainForm({ settings }: { settings: CustomDomainSettings }) {
  const schema = useMemo(() => customDomainSchema(settings.cnameTarget), [settings.cnameTarget]);
  const { draft, change, dirty, errorOf, save, outcome, reset } = useDraft(schema, { domain: settings.domain ?? '' });
  const store = () => save(async ({ domain }) => ({ domain: (await saveCustomDomain(domain)).domain ?? '' }));
  return (
    <TabForm
      title="Domain"
      intro="Show your catalogue at a domain of your own, such as catalog.your-company.com."
      onSave={() => void store()}
      dirty={dirty}
      outcome={outcome}
      onReset={reset}
    >
      <TextInput
        label="Your domain"
        hint="The domain alone, without https://. Leave it empty and save to remove it."
        placeholder="catalog.example.com"
        inputMode="url"
        autoComplete="off"
        maxLength={253}
        value={draft.domain}
        onValue={(domain) => change({ domain })}
        error={errorOf('domain')}
      />
      {settings.domain && <DnsRecord domain={settings.domain} target={settings.cnameTarget} />}
    </TabForm>
  );
}

/** Domain (GET and PATCH supplier/home/domain): the catalogue's own domain and the DNS record it needs. */
export function DomainScreen() {
  const settings = useStore($customDomain);
  if (!settings.data) {
    return (
      <section className="ws-tab">
        <h2 id="ws-screen-title" tabIndex={-1}>
          Domain
        </h2>
        <p className="ws-state" role="status" aria-busy={settings.loading}>
          {settings.loading ? 'Loading…' : MESSAGES.unexpected}
        </p>
      </section>
    );
  }
  return <DomainForm settings={settings.data} />;
}
