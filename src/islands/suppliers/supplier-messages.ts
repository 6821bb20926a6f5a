import { SUPPLIER_NAME_TAKEN } from '#src/shared/company-profile.ts';
import {
  DOMAIN_IS_SITE,
  DOMAIN_NOT_PUBLIC,
  DOMAIN_REASONS,
  DOMAIN_SERVICE_UNAVAILABLE,
  DOMAIN_TAKEN,
  INVALID_DOMAIN,
  NO_CUSTOM_DOMAIN,
} from '#src/shared/custom-domain.ts';
import { fieldMessage } from '#src/islands/kit/field-messages.ts';

// What the back office says for the codes of opening a catalogue, its name and its domain.

const SUPPLIER_MESSAGES: Record<string, string> = {
  invalid_supplier_name: 'Use 3 to 40 small letters, digits or dashes, starting and ending with a letter or digit.',
  reserved_supplier_name: 'This name is reserved for the site. Please choose another.',
  [SUPPLIER_NAME_TAKEN]: 'This name is taken. Please choose another.',
  already_owns_supplier: 'You have a catalogue already.',
  [INVALID_DOMAIN]: 'Please enter a domain name, e.g. catalog.example.com.',
  [DOMAIN_IS_SITE]: 'This is an address of Vitrine itself. Please enter a domain of your own.',
  [DOMAIN_TAKEN]: 'Another catalogue uses this domain already.',
  [DOMAIN_NOT_PUBLIC]:
    'This name only works inside a private network. Please enter a domain on the internet, e.g. catalog.example.com.',
  [NO_CUSTOM_DOMAIN]: 'Please save a domain first.',
  [DOMAIN_SERVICE_UNAVAILABLE]: 'The domain service is not answering. Please try again in a few minutes.',
  [DOMAIN_REASONS.recordMissing]:
    'We did not find the TXT record yet. DNS changes can take up to an hour to show: add the record if you have not, then check again later.',
  [DOMAIN_REASONS.recordMismatch]:
    'There is a TXT record at this name, but not with the value below. Please copy the value exactly, then check again.',
  [DOMAIN_REASONS.resolverUnavailable]: 'We could not ask DNS just now. Please check again in a few minutes.',
  [DOMAIN_REASONS.hostnamePending]:
    'The domain is proven yours. It starts working once the CNAME record points at us and its certificate is issued, usually within minutes: check again soon.',
  [DOMAIN_REASONS.hostnameRefused]:
    'Our hosting provider could not take this domain. Please check its CNAME record, then remove the domain and save it again.',
};

export const supplierMessage = (code: string): string => fieldMessage(code, SUPPLIER_MESSAGES);
