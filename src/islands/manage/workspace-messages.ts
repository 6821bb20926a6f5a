import { MESSAGES } from '#src/shared/account-messages.ts';
import { MENU_ERROR_CODES } from '#src/shared/catalog-menu-edit.ts';
import { CONTACT_USER_NOT_FOUND, SUPPLIER_NAME_TAKEN, UNKNOWN_FILE } from '#src/shared/company-profile.ts';
import {
  DOMAIN_IS_SITE,
  DOMAIN_NOT_PUBLIC,
  DOMAIN_REASONS,
  DOMAIN_SERVICE_UNAVAILABLE,
  DOMAIN_TAKEN,
  INVALID_DOMAIN,
  NO_CUSTOM_DOMAIN,
} from '#src/shared/custom-domain.ts';
import { MODEL_NUMBER_TAKEN, PRODUCT_NOT_FOUND } from '#src/shared/owner-products.ts';
import {
  DUPLICATE_MODEL_NUMBER,
  IMAGE_NOT_FETCHED,
  NAME_REQUIRED_FOR_NEW,
  PICTURE_NOT_IN_ZIP,
  UNKNOWN_CATEGORY,
  UNKNOWN_MENU,
} from '#src/shared/product-import.ts';
import {
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_MESSAGE,
  IMAGE_TOO_LARGE,
  IMAGE_UPLOAD_TIP,
  INVALID_DOCUMENT_TYPE,
  INVALID_IMAGE_TYPE,
} from '#src/shared/uploads.ts';
import {
  INVALID_VIDEO_TYPE,
  VIDEO_FAILED,
  VIDEO_HOST_UNAVAILABLE,
  VIDEO_NOT_FOUND,
  VIDEO_PROCESSING,
  VIDEO_TOO_LARGE,
  VIDEO_TOO_LARGE_MESSAGE,
  VIDEO_TOO_SMALL,
} from '#src/shared/videos.ts';

// What the workspace says for each code its schemas and calls answer with (spec §5, §8 where the
// spec has words; the rest worded like them).

const FIXED: Record<string, string> = {
  required: 'Please fill in this field.',
  invalid_type: 'Please check this value.',
  invalid_email: MESSAGES.email,
  invalid_website: 'Please enter a valid website address, e.g. www.example.com.',
  invalid_phone: 'Please use digits, spaces and + ( ) - . / only.',
  invalid_year: 'Please enter a year of four digits, e.g. 1998.',
  invalid_country: 'Please choose a country.',
  invalid_number: 'Please enter a number.',
  invalid_percent: 'Please enter a share between 0 and 100.',
  turnover_total_over_100: 'The shares add up to more than 100 %.',
  invalid_date: 'Please enter a date.',
  show_ends_before_start: 'The show cannot end before it starts.',
  duplicate_contact: 'This person is in the list twice.',
  [CONTACT_USER_NOT_FOUND]: 'We could not find any app user with this email...',
  [UNKNOWN_FILE]: 'This file was not uploaded. Please upload it again.',
  invalid_colour: 'Please choose a colour.',
  [INVALID_IMAGE_TYPE]: IMAGE_UPLOAD_TIP,
  [IMAGE_TOO_LARGE]: IMAGE_UPLOAD_TIP,
  [INVALID_DOCUMENT_TYPE]: DOCUMENT_TYPE_MESSAGE,
  [DOCUMENT_TOO_LARGE]: 'Each document must be 5 MB or smaller.',
  invalid_supplier_name: 'Use 3 to 40 small letters, digits or dashes, starting and ending with a letter or digit.',
  reserved_supplier_name: 'This name is reserved for the site. Please choose another.',
  [SUPPLIER_NAME_TAKEN]: 'This name is taken. Please choose another.',
  already_owns_supplier: 'You have a catalogue already.',
  too_many_attempts: MESSAGES.tooManyAttempts,
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
  [VIDEO_TOO_LARGE]: VIDEO_TOO_LARGE_MESSAGE,
  [INVALID_VIDEO_TYPE]: 'Please choose a video in one of these formats: flv, avi, mpg, mp4, wmv, mov, 3gp, asf, webm.',
  [VIDEO_TOO_SMALL]: 'The video must be at least 640×360 pixels.',
  [VIDEO_NOT_FOUND]: 'This video was not found. Please upload it again.',
  [VIDEO_PROCESSING]: 'This video is still being prepared. Please try again in a moment.',
  [VIDEO_FAILED]: 'This video could not be read. Please upload another file.',
  [VIDEO_HOST_UNAVAILABLE]: 'The video service is not answering. Please try again in a few minutes.',
  [MODEL_NUMBER_TAKEN]: 'Another product of your catalogue has this model number. Please choose another.',
  [PRODUCT_NOT_FOUND]: 'This product was not found. It may have been deleted.',
  invalid_category: 'Please choose a category from the list.',
  invalid_menu: 'Please choose a menu from the list.',
  invalid_status: 'Please choose Active or Disabled.',
  invalid_medias: 'Please upload this photo or video again.',
  invalid_action: 'Please choose an action.',
  [MENU_ERROR_CODES.notFound]: 'This menu was not found. It may have been deleted: please reload the page.',
  [MENU_ERROR_CODES.nameTaken]: 'Another menu at this level has this name. Please choose another.',
  [MENU_ERROR_CODES.tooDeep]:
    'Menus have two levels: a sub menu cannot hold menus of its own, and a menu with sub menus stays at the top level.',
  [MENU_ERROR_CODES.noParent]: 'A top-level menu has no parent to take its products.',
  invalid_position: 'Please choose a place in the list.',
  invalid_products: 'Please choose where the menu’s products go.',
  [DUPLICATE_MODEL_NUMBER]: 'An earlier line of the file has this model number.',
  [NAME_REQUIRED_FOR_NEW]: 'A new product needs a product name.',
  [UNKNOWN_CATEGORY]: 'There is no category of this name. See the category list in the product editor.',
  [UNKNOWN_MENU]: 'There is no menu of this name. Add it under Catalog menu first, or write “Menu > Sub menu”.',
  [IMAGE_NOT_FETCHED]:
    'We could not get a picture from this address. Please give a public https:// address of a JPG, GIF or PNG of 800 KB at most, or put the picture in the ZIP.',
  invalid_image: 'Please give a picture as a file name from the ZIP or an address starting with https://.',
  [PICTURE_NOT_IN_ZIP]: 'This picture is not in the ZIP file.',
};

/** The sentence for a code; limits read from the code itself (too_long_120 → 120 characters). */
export function workspaceMessage(code: string): string {
  const tooLong = /^too_long_(\d+)$/.exec(code);
  if (tooLong) return `Please keep this to ${tooLong[1]} characters or fewer.`;
  const tooMany = /^too_many_(\d+)$/.exec(code);
  if (tooMany) return `There can be at most ${tooMany[1]} entries.`;
  return FIXED[code] ?? MESSAGES.unexpected;
}
