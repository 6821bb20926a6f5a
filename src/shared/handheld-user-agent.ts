/**
 * Phones and tablets (spec: the 'Open in App' banner shows on phone and tablet user agents). The
 * browser asks it of itself to show the banner (pages are the same for every device); the app link
 * page asks it of the request, to draw the phone's steps or the desktop's QR code first.
 */
export const HANDHELD_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|BlackBerry|Opera Mini|IEMobile/i;

export function isHandheldUserAgent(userAgent: string | null): boolean {
  return userAgent !== null && HANDHELD_USER_AGENT.test(userAgent);
}
