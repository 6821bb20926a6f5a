import type { MessageContact } from '#src/shared/messaging.ts';

/** The line under a name: their job title and company ("Sales manager · Acme Ltd"), either alone, or nothing. */
export function whoTheyAre(contact: MessageContact): string {
  return [contact.otherRole.personalInfo.jobTitle, contact.companyName].filter(Boolean).join(' · ');
}
