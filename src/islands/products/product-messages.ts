import { MODEL_NUMBER_TAKEN, PRODUCT_NOT_FOUND } from '#src/shared/owner-products.ts';
import {
  DUPLICATE_MODEL_NUMBER,
  IMAGE_NOT_FETCHED,
  NAME_REQUIRED_FOR_NEW,
  PICTURE_NOT_IN_ZIP,
  UNKNOWN_CATEGORY,
  UNKNOWN_MENU,
} from '#src/shared/product-import.ts';
import { CATEGORY_NAME_TAKEN, CATEGORY_NOT_FOUND } from '#src/shared/product-categories.ts';
import { fieldMessage } from '#src/islands/kit/field-messages.ts';

// What the back office says for the codes of the products, their editor and bulk import.

const PRODUCT_MESSAGES: Record<string, string> = {
  [MODEL_NUMBER_TAKEN]: 'Another product of your catalogue has this model number. Please choose another.',
  [PRODUCT_NOT_FOUND]: 'This product was not found. It may have been deleted.',
  invalid_category: 'Please choose a category from the list.',
  [CATEGORY_NOT_FOUND]: 'This category is not in your list any more. Please choose another.',
  [CATEGORY_NAME_TAKEN]: 'Another category of your list has this name.',
  invalid_menu: 'Please choose a menu from the list.',
  invalid_status: 'Please choose Active or Disabled.',
  invalid_action: 'Please choose an action.',
  [DUPLICATE_MODEL_NUMBER]: 'An earlier line of the file has this model number.',
  [NAME_REQUIRED_FOR_NEW]: 'A new product needs a product name.',
  [UNKNOWN_CATEGORY]: 'Your catalogue has no category of this name. Add it under Products › Categories first.',
  [UNKNOWN_MENU]: 'There is no menu of this name. Add it under Catalog menu first, or write “Menu > Sub menu”.',
  [IMAGE_NOT_FETCHED]:
    'We could not get a picture from this address. Please give a public https:// address of a JPG, GIF or PNG of 800 KB at most, or put the picture in the ZIP.',
  invalid_image: 'Please give a picture as a file name from the ZIP or an address starting with https://.',
  [PICTURE_NOT_IN_ZIP]: 'This picture is not in the ZIP file.',
};

export const productMessage = (code: string): string => fieldMessage(code, PRODUCT_MESSAGES);
