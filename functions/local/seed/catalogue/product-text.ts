import type { NameValue } from '#functions/domain/catalogue/write-products.ts';
import type { Finish } from '#functions/local/seed/images/drawings/illustration.ts';
import type { LineContext } from './product-line.ts';

// Shared wording of product records, so every line quotes prices, supply and packing alike.

export function money(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** 'US $12.40 - 15.80 / Piece': the bulk price first, the sample price last. */
export function priceRange(context: LineContext, base: number, unit: string, spread = 1.28): string {
  const low = base * context.priceFactor;
  return `${context.currency}${money(low)} - ${money(low * spread)} / ${unit}`;
}

export function supplyAbility(context: LineContext, perMonth: number, unit: string): string {
  const amount = Math.round((perMonth * context.supplyFactor) / 100) * 100;
  return `${amount.toLocaleString('en-US')} ${unit} per Month`;
}

export function pairs(entries: [string, string | number][]): NameValue[] {
  return entries.map(([name, value]) => ({ name, value: String(value) }));
}

/** Paragraphs, a feature list and the supplier's closing paragraph, as sanitisable HTML. */
export function describe(paragraphs: string[], features: string[], context: LineContext): string {
  const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return [
    ...paragraphs.map((text) => `<p>${escape(text)}</p>`),
    `<ul>${features.map((feature) => `<li>${escape(feature)}</li>`).join('')}</ul>`,
    `<p>${escape(context.closing)}</p>`,
  ].join('');
}

/** The finish of the nth product of a line, and the next one as its alternative. */
export function finishes(options: readonly Finish[], index: number): { finish: Finish; altFinish: Finish } {
  return { finish: options[index % options.length]!, altFinish: options[(index + 1) % options.length]! };
}

/** The product's own packing rows, then the supplier's lead time and trade terms. */
export function logistics(context: LineContext, rows: [string, string][]): NameValue[] {
  return pairs([...rows, ['Lead Time', context.leadTime], ['Trade Terms', context.incoterms]]);
}
