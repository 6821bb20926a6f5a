import {
  CONTACT_USER_NOT_FOUND,
  RELATED_SUPPLIER_NOT_FOUND,
  RELATED_SUPPLIER_SELF,
} from '#src/shared/company-profile.ts';
import { fieldMessage } from '#src/islands/kit/field-messages.ts';

// What the back office says for the codes of the company profile's tabs.

const COMPANY_MESSAGES: Record<string, string> = {
  turnover_total_over_100: 'The shares add up to more than 100 %.',
  show_ends_before_start: 'The show cannot end before it starts.',
  duplicate_contact: 'This person is in the list twice.',
  [CONTACT_USER_NOT_FOUND]: 'We could not find any app user with this email...',
  duplicate_category: 'Each category can be named once.',
  invalid_supplier_name: 'Please enter a catalogue’s address name: letters, digits and dashes.',
  [RELATED_SUPPLIER_NOT_FOUND]: 'No open catalogue has this address name.',
  [RELATED_SUPPLIER_SELF]: 'Please name another company’s catalogue, not your own.',
};

export const companyMessage = (code: string): string => fieldMessage(code, COMPANY_MESSAGES);
