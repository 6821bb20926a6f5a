// Where the admin area lives (issue 14): its page, the island and the link into it from My account.

export const ADMIN_PATH = '/admin';
