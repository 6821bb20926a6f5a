/**
 * Phones and tablets (spec: the 'Open in App' banner shows on phone and tablet user agents). The
 * page differs for them, so the edge cache keeps one copy per kind of device.
 */
const HANDHELD = /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|BlackBerry|Opera Mini|IEMobile/i;

export function isHandheldUserAgent(userAgent: string | null): boolean {
  return userAgent !== null && HANDHELD.test(userAgent);
}
