import type { CompanyProfile } from '#functions/domain/company/company-profile.ts';

export type ProfileField =
  | { name: string; kind: 'text'; value: string }
  /** Sanitised on the server when it was written (DESIGN §5). */
  | { name: string; kind: 'html'; value: string }
  | { name: string; kind: 'link'; value: string; href: string; external: boolean };

/** Only web addresses become links: a supplier's 'website' must never run script (javascript:). */
const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;

/**
 * Spec: the Profile section shows company name, region, established, address, business type,
 * main products as HTML, email as a mail link, phone as a tel link, and a website link; each only
 * when the supplier filled it in.
 */
export function profileFields(profile: CompanyProfile['profile']): ProfileField[] {
  const text = (name: string, value: string): ProfileField => ({ name, kind: 'text', value });
  const link = (name: string, value: string, href: string, external = false): ProfileField => ({
    name,
    kind: 'link',
    value,
    href,
    external,
  });
  const phoneDigits = profile.phone.replace(/[^\d+]/g, '');
  const fields: ProfileField[] = [
    text('Company Name', profile.companyName),
    text('Region', profile.region),
    text('Established', profile.established),
    text('Address', profile.address),
    text('Business Type', profile.businessType),
    { name: 'Main Products', kind: 'html', value: profile.mainProducts },
    link('Email', profile.email, `mailto:${profile.email}`),
    phoneDigits ? link('Phone', profile.phone, `tel:${phoneDigits}`) : text('Phone', profile.phone),
    WEB_ADDRESS.test(profile.website)
      ? link('Website', profile.website, profile.website, true)
      : text('Website', profile.website),
  ];
  return fields.filter((field) => field.value.trim() !== '');
}
