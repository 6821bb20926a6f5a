import { HANDHELD_USER_AGENT } from '#src/shared/handheld-user-agent.ts';

/**
 * The 'Open in App' banner is drawn hidden on every page (pages are cached, the same for every
 * device); this shows it on phones and tablets. Inline, right after it, so it is there at the first
 * paint and moves nothing below it afterwards.
 */
export const SHOW_OPEN_IN_APP = `{
const banner = document.querySelector('.open-in-app');
if (banner && ${HANDHELD_USER_AGENT}.test(navigator.userAgent)) banner.hidden = false;
}`;
