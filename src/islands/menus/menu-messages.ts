import { MENU_ERROR_CODES } from '#src/shared/catalog-menu-edit.ts';
import { fieldMessage } from '#src/islands/kit/field-messages.ts';

// What the back office says for the codes of the catalogue menus.

const MENU_MESSAGES: Record<string, string> = {
  [MENU_ERROR_CODES.notFound]: 'This menu was not found. It may have been deleted: please reload the page.',
  [MENU_ERROR_CODES.nameTaken]: 'Another menu at this level has this name. Please choose another.',
  [MENU_ERROR_CODES.tooDeep]:
    'Menus have two levels: a sub menu cannot hold menus of its own, and a menu with sub menus stays at the top level.',
  [MENU_ERROR_CODES.noParent]: 'A top-level menu has no parent to take its products.',
  invalid_position: 'Please choose a place in the list.',
  invalid_products: 'Please choose where the menu’s products go.',
};

export const menuMessage = (code: string): string => fieldMessage(code, MENU_MESSAGES);
