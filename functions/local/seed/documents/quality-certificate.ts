import { PageSizes, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { SEED_TIME } from '#functions/local/seed/seed-time.ts';
import { channels, winAnsi } from './pdf-text.ts';

export type QualityCertificate = {
  standard: string;
  companyName: string;
  address: string;
  scope: string;
  number: string;
  firstIssued: string;
  validUntil: string;
  certifier: string;
  colour: string;
};

/** An ISO management-system certificate, landscape A4, as certification bodies issue them. */
export async function renderQualityCertificate(certificate: QualityCertificate): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(winAnsi(`${certificate.standard} Certificate ${certificate.number}`));
  pdf.setAuthor(winAnsi(certificate.certifier));
  pdf.setProducer('Vitrine demo catalogue');
  pdf.setCreationDate(new Date(SEED_TIME));
  pdf.setModificationDate(new Date(SEED_TIME));
  const [height, width] = PageSizes.A4;
  const page = pdf.addPage([width, height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const serif = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const accent = rgb(...channels(certificate.colour));
  const ink = rgb(0.13, 0.16, 0.2);
  const muted = rgb(0.4, 0.44, 0.5);

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: accent, borderWidth: 6 });
  page.drawRectangle({ x: 36, y: 36, width: width - 72, height: height - 72, borderColor: accent, borderWidth: 1 });
  const centred = (text: string, y: number, size: number, font = regular, color = ink) => {
    const safe = winAnsi(text);
    page.drawText(safe, { x: (width - font.widthOfTextAtSize(safe, size)) / 2, y, size, font, color });
  };
  centred(certificate.certifier.toUpperCase(), height - 84, 11, bold, accent);
  centred('CERTIFICATE', height - 140, 40, serif, ink);
  centred('This is to certify that the management system of', height - 180, 12, regular, muted);
  centred(certificate.companyName, height - 214, 22, bold);
  centred(certificate.address, height - 236, 11, regular, muted);
  centred('has been assessed and found to conform to the requirements of', height - 272, 12, regular, muted);
  centred(certificate.standard, height - 306, 26, bold, accent);
  centred(`Scope: ${certificate.scope}`, height - 336, 11);

  const details: [string, string][] = [
    ['Certificate number', certificate.number],
    ['Initial certification', certificate.firstIssued],
    ['Valid until', certificate.validUntil],
  ];
  details.forEach(([label, value], index) => {
    const x = 110 + index * 220;
    page.drawText(winAnsi(label), { x, y: 150, size: 9, font: regular, color: muted });
    page.drawText(winAnsi(value), { x, y: 134, size: 12, font: bold, color: ink });
  });
  page.drawCircle({ x: width - 130, y: 120, size: 44, borderColor: accent, borderWidth: 3 });
  const [body = '', number = ''] = winAnsi(certificate.standard.split(':')[0]!).split(' ');
  page.drawText(body, {
    x: width - 130 - bold.widthOfTextAtSize(body, 14) / 2,
    y: 124,
    size: 14,
    font: bold,
    color: accent,
  });
  page.drawText(number, {
    x: width - 130 - bold.widthOfTextAtSize(number, 12) / 2,
    y: 106,
    size: 12,
    font: bold,
    color: accent,
  });
  page.drawLine({ start: { x: 110, y: 90 }, end: { x: 330, y: 90 }, thickness: 0.7, color: ink });
  page.drawText(winAnsi(`Managing Director, ${certificate.certifier}`), {
    x: 110,
    y: 76,
    size: 8.5,
    font: regular,
    color: muted,
  });
  page.drawText('The validity of this certificate depends on successful annual surveillance audits.', {
    x: 110,
    y: 56,
    size: 7.5,
    font: regular,
    color: muted,
  });
  return pdf.save();
}
