import { useStore } from '@nanostores/react';
import { ScreenAwaiting } from '#src/islands/kit/ScreenAwaiting.tsx';
import { useMemo, useState } from 'react';
import { $customDomain, checkCustomDomain, saveCustomDomain } from '#src/client/workspace.ts';
import { RequestError } from '#src/client/request.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import {
  customDomainSchema,
  type CustomDomainSettings,
  type CustomDomainStatus,
  type DnsRecordToAdd,
} from '#src/shared/custom-domain.ts';
import { TabForm } from '#src/islands/kit/TabForm.tsx';
import { ColumnHeads } from '#src/islands/kit/ColumnHeads.tsx';
import { TextInput } from '#src/islands/kit/fields.tsx';
import { useDraft } from '#src/islands/kit/use-draft.ts';
import { supplierMessage } from './supplier-messages.ts';
import { ErrorAlert } from '#src/islands/kit/ErrorAlert.tsx';
import './app-domain-subscription.css';

const STATUS_LABELS: Record<CustomDomainStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  failed: 'Failed',
};

const dateTime = (at: number) => new Date(at).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

/** What the owner reads of the domain's state: where it stands and, unless it works, why and what to do. */
function stateSentence({ domain, status, reason }: CustomDomainSettings): string {
  if (status === 'verified') return `Buyers reach your catalogue at https://${domain}. Keep both records in place.`;
  if (reason) return supplierMessage(reason);
  return 'Not working yet: add the two records below at your DNS provider, then check.';
}

/** The records the owner makes at their DNS provider: the TXT record proves the domain, the CNAME brings it here. */
function DnsRecords({ records }: { records: DnsRecordToAdd[] }) {
  return (
    <table className="ws-dns-record">
      <ColumnHeads names={['Type', 'Name', 'Value']} />
      <tbody>
        {records.map((record) => (
          <tr key={record.type}>
            {/* data-label names the column where a phone stacks the cells. */}
            <td data-label="Type">{record.type}</td>
            <td data-label="Name">
              <code>{record.name}</code>
            </td>
            <td data-label="Value">
              <code>{record.value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The saved domain: its state, the records it needs, and Check now, which looks for them at once. */
function DomainConnection({ settings }: { settings: CustomDomainSettings }) {
  const [failure, setFailure] = useState<string | null>(null);
  const check = async () => {
    setFailure(null);
    try {
      await checkCustomDomain();
    } catch (error) {
      const [refusal] = error instanceof RequestError ? error.errors : [];
      setFailure(refusal ? supplierMessage(refusal.code) : MESSAGES.unexpected);
    }
  };
  const status = settings.status ?? 'pending';
  return (
    <>
      <h3>State</h3>
      <p className="ws-domain-state" data-state={status} role="status">
        <strong>{STATUS_LABELS[status]}.</strong> {stateSentence(settings)}
      </p>
      <h3>The DNS records to create</h3>
      <p>
        At the company that runs your domain’s DNS, add these two records. The TXT record proves the domain is yours;
        the CNAME record brings its visitors to your catalogue.
      </p>
      <DnsRecords records={settings.records} />
      <p className="ws-hint">
        A domain without a subdomain (example.com) usually cannot take a CNAME record: use a subdomain such as
        catalog.example.com, or your provider’s ALIAS or CNAME-flattening record. On your domain buyers see your
        catalogue’s pages only; signing in and your workspace stay at {settings.cnameTarget}, and your catalogue’s
        address there keeps working.
      </p>
      <div className="ws-domain-check">
        {status !== 'verified' && (
          <button type="button" className="button" onClick={() => void check()}>
            Check now
          </button>
        )}
        {settings.checkedAt !== null && <p className="ws-hint">Last checked {dateTime(settings.checkedAt)}.</p>}
      </div>
      <ErrorAlert message={failure} />
    </>
  );
}

function DomainForm({ settings }: { settings: CustomDomainSettings }) {
  const schema = useMemo(() => customDomainSchema(settings.cnameTarget), [settings.cnameTarget]);
  const { draft, change, errorOf, save, bar } = useDraft(schema, { domain: settings.domain ?? '' }, supplierMessage);
  const store = () => save(async ({ domain }) => ({ domain: (await saveCustomDomain(domain)).domain ?? '' }));
  return (
    <TabForm
      title="Domain"
      intro="Show your catalogue at a domain of your own, such as catalog.your-company.com."
      onSave={() => void store()}
      {...bar}
      savedMessage="Saved."
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
      {settings.domain && <DomainConnection settings={settings} />}
    </TabForm>
  );
}

/**
 * Domain (GET and PATCH supplier/home/domain, POST supplier/home/domain/check): the catalogue's own
 * domain, the records that prove and connect it, and its state.
 */
export function DomainScreen() {
  const settings = useStore($customDomain);
  if (!settings.data)
    return (
      <ScreenAwaiting title="Domain" failed={Boolean(settings.error)} onRetry={() => $customDomain.revalidate()} />
    );
  return <DomainForm settings={settings.data} />;
}
