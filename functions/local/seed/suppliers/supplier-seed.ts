import type { NameValue } from '#functions/domain/catalogue/write-products.ts';
import type { CompanyParts } from '#functions/domain/company/write-company-parts.ts';
import type { NewSupplier } from '#functions/domain/suppliers/create-supplier.ts';
import type { CatalogueSeed } from '#functions/local/seed/catalogue/catalogue-seed.ts';
import type { QualityCertificate } from '#functions/local/seed/documents/quality-certificate.ts';
import type { Database } from '#functions/db/client.ts';

export type SceneName = 'factory-hall' | 'warehouse' | 'laboratory' | 'container-yard';

export type CompanyDocumentSeed =
  | {
      kind: 'quality-certificate';
      name: string;
      certificate: Omit<QualityCertificate, 'companyName' | 'address' | 'colour'>;
    }
  /** The committed certificate scan (PNG). */
  | { kind: 'certificate-scan'; name: string }
  /** A one-page company profile PDF made from the profile itself. */
  | { kind: 'company-profile'; name: string };

export type CompanySeed = {
  /** Gallery in order; 'video' is the demo video, with the first scene as its poster. */
  medias: (SceneName | 'video')[];
  highlights: NameValue[];
  documents: CompanyDocumentSeed[];
  turnovers: { region: string; percent: number }[];
  tradeShows: NonNullable<CompanyParts['tradeShows']>;
  contacts: { email: string; canPost: boolean }[];
};

/** A post picture: a scene, the nth gallery picture of a product, or the stand at a fair with products on show. */
export type PostImage = SceneName | { product: string; picture: number } | { booth: string; exhibits: string[] };

export type PostSeed = {
  author: string;
  hoursAgo: number;
  /** HTML. */
  content: string;
  /** Model number of the product the post is about. */
  product?: string;
  images?: PostImage[];
};

/** What a supplier's history is written for: the supplier, its products, and its team (owner first). */
export type HistoryContext = { db: Database; supplierId: number; productIds: number[]; teamIds: number[] };

export type SupplierSeed = {
  profile: Omit<NewSupplier, 'ownerId' | 'relatedSupplierId' | 'avatarKey' | 'logoKey' | 'faviconKey'> & {
    mainColor: string;
    secondColor: string;
  };
  /** Days the supplier has been on the platform, for its createdAt. */
  memberSinceDays: number;
  /** Logo and scene signage: initials in the mark, wordmark and tagline beside it, short name on signs. */
  brand: { initials: string; wordmark: string; tagline: string; short: string };
  owner?: string;
  /** URL name of the supplier shown in the company page's "Company" section (created earlier). */
  related?: string;
  catalogue?: CatalogueSeed;
  /** Every supplier has one, however small: it is written last (see seedSupplier). */
  company: CompanySeed;
  posts?: PostSeed[];
  /** Past activity written after everything else (the demo's quarter of statistics). */
  history?: (context: HistoryContext) => Promise<void>;
};
