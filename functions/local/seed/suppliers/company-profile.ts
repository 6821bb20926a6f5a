import type { Database } from '#functions/db/client.ts';
import { replaceCompanyParts, type CompanyParts } from '#functions/domain/company/write-company-parts.ts';
import { renderPdfPage } from '#functions/local/seed/documents/pdf-page.ts';
import { renderQualityCertificate } from '#functions/local/seed/documents/quality-certificate.ts';
import { SCENES } from '#functions/local/seed/images/scenes/index.ts';
import type { StoredDocument } from '#functions/local/seed/media-library.ts';
import type { SeedAccounts } from '#functions/local/seed/seed-accounts.ts';
import { SEED_TIME } from '#functions/local/seed/seed-time.ts';
import type { SupplierMediaContext } from './supplier-media.ts';
import type { CompanyDocumentSeed, CompanySeed, SceneName, SupplierSeed } from './supplier-seed.ts';

export type StoredCompanyMedia = { medias: NonNullable<CompanyParts['medias']>; documents: StoredDocument[] };

export async function storeCompanyMedia(
  company: CompanySeed,
  context: SupplierMediaContext,
): Promise<StoredCompanyMedia> {
  const scene = (name: SceneName) => context.media.svg(SCENES[name](context.sceneBrand));
  const poster = company.medias.find((media): media is SceneName => media !== 'video') ?? 'factory-hall';
  const [medias, documents] = await Promise.all([
    Promise.all(
      company.medias.map(async (media) =>
        media === 'video'
          ? { type: 'video' as const, key: await context.videoKey, posterKey: await scene(poster) }
          : { type: 'image' as const, key: await scene(media) },
      ),
    ),
    Promise.all(company.documents.map((document) => storeCompanyDocument(document, context))),
  ]);
  return { medias, documents };
}

/** Every company-profile section in one call, at the seed time. */
export async function writeCompanyProfile(
  db: Database,
  supplierId: number,
  company: CompanySeed,
  stored: StoredCompanyMedia,
  accounts: SeedAccounts,
): Promise<void> {
  const contacts = await Promise.all(
    company.contacts.map(async ({ email, canPost }) => ({ userId: await accounts.idOf(email), canPost })),
  );
  const { highlights, turnovers, tradeShows } = company;
  await replaceCompanyParts(db, supplierId, { ...stored, highlights, turnovers, tradeShows, contacts }, SEED_TIME);
}

async function storeCompanyDocument(
  document: CompanyDocumentSeed,
  context: SupplierMediaContext,
): Promise<StoredDocument> {
  const { profile } = context.seed;
  switch (document.kind) {
    case 'certificate-scan':
      return context.media.document(document.name, context.certificateScan, 'image/png', 'png');
    case 'quality-certificate': {
      const bytes = await renderQualityCertificate({
        ...document.certificate,
        companyName: profile.companyName,
        address: profile.address ?? '',
        colour: profile.mainColor,
      });
      return context.media.document(document.name, bytes, 'application/pdf', 'pdf');
    }
    case 'company-profile':
      return context.media.document(document.name, await renderCompanyProfile(context), 'application/pdf', 'pdf');
  }
}

function plainText(html: string): string[] {
  return html
    .split(/<\/(?:p|li)>/)
    .map((part) =>
      part
        .replace(/<[^>]+>/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** A one-page company profile: who they are, key figures and where they sell. */
function renderCompanyProfile({
  seed,
  issuer,
}: {
  seed: SupplierSeed;
  issuer: SupplierMediaContext['issuer'];
}): Promise<Uint8Array> {
  const { profile, company } = seed;
  return renderPdfPage({
    issuer,
    kind: 'company profile',
    title: `${profile.companyName} - Company Profile`,
    subtitle: `${profile.businessType ?? ''}, established ${profile.established ?? ''}, ${profile.region ?? ''}`,
    reference: `${seed.brand.initials}-PROFILE-${new Date(SEED_TIME).getUTCFullYear()}`,
    blocks: [
      ...plainText(profile.description ?? '').map((paragraph) => ({ paragraph })),
      { heading: 'Key figures' },
      {
        table: {
          columns: ['', ''],
          rows: company.highlights.map((highlight) => [highlight.name, highlight.value]),
          widths: [1, 2],
        },
      },
      { heading: 'Main products' },
      { paragraph: plainText(profile.mainProducts ?? '').join('; ') },
      { heading: 'Markets (share of turnover)' },
      {
        table: {
          columns: ['Region', 'Share'],
          rows: company.turnovers.map((turnover) => [turnover.region, `${turnover.percent}%`]),
          widths: [2, 1],
        },
      },
    ],
  });
}
