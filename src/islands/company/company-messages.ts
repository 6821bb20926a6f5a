import { CONTACT_USER_NOT_FOUND } from '#src/shared/company-profile.ts';
import { fieldMessage } from '#src/islands/kit/field-messages.ts';

// What the back office says for the codes of the company profile's tabs.

const COMPANY_MESSAGES: Record<string, string> = {
  turnover_total_over_100: 'The shares add up to more than 100 %.',
  show_ends_before_start: 'The show cannot end before it starts.',
  duplicate_contact: 'This person is in the list twice.',
  [CONTACT_USER_NOT_FOUND]: 'We could not find any app user with this email...',
};

export const companyMessage = (code: string): string => fieldMessage(code, COMPANY_MESSAGES);
