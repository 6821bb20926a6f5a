import Avatar from '#src/components/Avatar.tsx';
import { saveCompanyTab } from '#src/client/workspace.ts';
import { contactsSchema, MAX_CONTACTS } from '#src/shared/company-profile.ts';
import type { OwnerCompany, OwnerContact } from '#src/shared/owner-company.ts';
import { CheckboxInput, TextInput } from '#src/islands/kit/fields.tsx';
import { OrderedRows } from '#src/islands/kit/OrderedRows.tsx';
import { TabForm } from '#src/islands/kit/TabForm.tsx';
import { useDraft } from '#src/islands/kit/use-draft.ts';
import { companyMessage } from './company-messages.ts';
import '#src/islands/kit/tab-form.css';

type ContactRow = { email: string; jobTitle: string; canPost: boolean };

/** What the API keeps of a contact: the rest (name, picture, own job title) is the user's, shown only. */
const toRow = ({ email, jobTitle, canPost }: OwnerContact): ContactRow => ({ email, jobTitle, canPost });

/** The job title field's hint: what buyers see when it is left empty (a person invited has shown nothing yet). */
function jobTitleHint(person: OwnerContact | undefined): string {
  if (person?.status !== 'member')
    return 'What buyers see next to the name. Leave empty to show the job title on their own profile.';
  if (person.ownJobTitle)
    return `What buyers see next to the name. Leave empty to show their own: ${person.ownJobTitle}.`;
  return 'What buyers see next to the name. Their own profile has no job title, so empty shows none.';
}

/** Who the row's person is to the team: a member with their face, invited and not yet answering, or new. */
function ContactStanding({ person }: { person: OwnerContact | undefined }) {
  if (person?.status === 'member')
    return (
      <p className="ws-contact-person">
        <Avatar src={person.avatar} name={person.name} size={40} />
        <span>{person.name}</span>
      </p>
    );
  if (person?.status === 'invited')
    return (
      <p className="ws-contact-person ws-hint">
        <span className="ws-contact-invited">Invited</span> Waiting for them to accept. Their name and picture show once
        they do.
      </p>
    );
  return <p className="ws-contact-person ws-hint">New contact: saving sends them an invitation to join your team.</p>;
}

/** Sales team (PATCH supplier/home/contacts): the Vitrine users buyers reach about the company. */
export function ContactsTab({ company }: { company: OwnerCompany }) {
  const { draft, change, errorOf, save, bar } = useDraft(
    contactsSchema,
    { contacts: company.contacts.map(toRow) },
    companyMessage,
  );
  /** The stored person with this e-mail, written as the API stores it (trimmed, small letters). */
  const personOf = (email: string) => company.contacts.find((contact) => contact.email === email.trim().toLowerCase());
  // The schema refuses a person listed twice on the whole list; the message goes on the second row's e-mail.
  const twice = companyMessage('duplicate_contact');
  const listError = errorOf('contacts');
  const emails = draft.contacts.map((row) => row.email.trim().toLowerCase());
  const repeated = (index: number) => listError === twice && emails.indexOf(emails[index]!) < index;
  return (
    <TabForm
      title="Sales team"
      intro="The people buyers reach about your company: they show in your company page's Contact section with their name, picture and job title, answer buyers' chats with your catalogue, and may publish posts if you allow it. Each contact must be registered on Vitrine: enter the e-mail they signed up with and save. They are invited, and join your team once they accept in My catalogue › Invitations; until then they show nowhere else. With no contacts the section is not shown."
      onSave={() =>
        save(async (input) => ({ contacts: (await saveCompanyTab('contacts', input)).contacts.map(toRow) }))
      }
      {...bar}
    >
      <OrderedRows
        rows={draft.contacts}
        onRows={(contacts) => change({ contacts })}
        add={{ label: 'Add a contact', newRow: () => ({ email: '', jobTitle: '', canPost: false }) }}
        rowName={(row, index) => personOf(row.email)?.name || row.email.trim() || `Contact ${index + 1}`}
        max={MAX_CONTACTS}
        emptyText="No contacts yet."
        renderRow={(row, index, update) => {
          const person = personOf(row.email);
          return (
            <div className="ws-contact-fields">
              <ContactStanding person={person} />
              <TextInput
                label="E-mail"
                type="email"
                autoComplete="off"
                maxLength={254}
                hint="The e-mail they signed up to Vitrine with."
                value={row.email}
                onValue={(email) => update({ ...row, email })}
                error={errorOf(`contacts.${index}.email`) ?? (repeated(index) ? twice : undefined)}
              />
              <TextInput
                label="Job title"
                maxLength={60}
                hint={jobTitleHint(person)}
                value={row.jobTitle}
                onValue={(jobTitle) => update({ ...row, jobTitle })}
                error={errorOf(`contacts.${index}.jobTitle`)}
              />
              <div className="ws-wide">
                <CheckboxInput
                  label="Allowed to publish posts"
                  hint="They can publish posts for your company."
                  checked={row.canPost}
                  onChecked={(canPost) => update({ ...row, canPost })}
                  error={errorOf(`contacts.${index}.canPost`)}
                />
              </div>
            </div>
          );
        }}
      />
      {listError && listError !== twice && <p className="ws-error">{listError}</p>}
    </TabForm>
  );
}
