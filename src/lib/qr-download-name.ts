/** Spec: the QR download is named after the page, dots and spaces removed, '.png' added; default 'qrcode'. */
export function qrDownloadName(name: string | null | undefined): string {
  const base = (name ?? '').replace(/[.\s]/g, '');
  return `${base || 'qrcode'}.png`;
}
