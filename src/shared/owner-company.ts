import type { ContactStatus } from './contact-persons.ts';
import type { CataloguePlan } from './plans.ts';

// The answer of GET supplier/home/get: the company as its owner edits it, every tab's values with
// the keys the PATCH calls take back. Shared so the workspace reads what the Worker writes.

export type OwnerMedia = {
  type: 'image' | 'video';
  key: string;
  url: string;
  posterKey: string | null;
  posterUrl: string | null;
};

export type OwnerContact = {
  /** 'invited' until the person accepts: then they show on the company page (issue 24). */
  status: ContactStatus;
  email: string;
  name: string;
  avatar: string | null;
  /** The title the supplier gives the contact; empty shows the user's own (ownJobTitle). */
  jobTitle: string;
  ownJobTitle: string;
  canPost: boolean;
};

export type OwnerDocument = { name: string; key: string; url: string; size: number; mimeType: string };

export type OwnerCompany = {
  name: string;
  status: 'active' | 'disabled';
  catalogVersion: number;
  /** The plan the catalogue runs on (Billing; beyond the spec's fields). */
  plan: CataloguePlan;
  profile: {
    companyName: string;
    region: string;
    established: string;
    address: string;
    businessType: string;
    /** Sanitised HTML. */
    mainProducts: string;
    /** Sanitised HTML. */
    description: string;
    email: string;
    phone: string;
    website: string;
    /** ISO 3166 alpha-2, or ''. */
    country: string;
    /** The supplier's own avatar (spec §3): the key PATCH profile takes back, and where it is served. */
    avatar: string | null;
    avatarUrl: string | null;
    categories: string[];
    /** The related Company's id (URL name), or null. */
    relatedSupplierId: string | null;
  };
  highlights: { name: string; value: string }[];
  medias: OwnerMedia[];
  turnovers: { region: string; percent: number }[];
  shows: { name: string; booth: string; start: string; end: string; location: string }[];
  contacts: OwnerContact[];
  documents: OwnerDocument[];
};

/** What POST supplier/home/file answers: the stored file's key (for the PATCH calls) and where it is served. */
export type UploadedFile = { key: string; url: string; name: string; size: number; mimeType: string };
