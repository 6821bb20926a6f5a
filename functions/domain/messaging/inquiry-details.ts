import * as v from 'valibot';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { INQUIRY_UNITS, type InquiryLine, type MessageInquiry } from '#src/shared/inquiry.ts';

// An inquiry message's `details` column: its lines (each product's names and picture as sent) and
// terms, written once by inquiries.ts and read back for every answer that carries the message.

const storedInquiry = v.object({
  lines: v.array(
    v.object({
      productId: v.nullable(v.number()),
      modelNumber: v.string(),
      name: v.string(),
      imageKey: v.nullable(v.string()),
      supplierId: v.string(),
      quantity: v.number(),
      unit: v.picklist(INQUIRY_UNITS),
    }),
  ),
  targetPrice: v.string(),
  deliveryTerms: v.string(),
});
export type StoredInquiry = v.InferOutput<typeof storedInquiry>;

export const writeInquiryDetails = (inquiry: StoredInquiry): string => JSON.stringify(inquiry);

/** The stored inquiry as the chat shows it; a row written by hand that does not read is shown empty. */
export function readInquiryDetails(details: string | null): MessageInquiry {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(details ?? 'null');
  } catch {
    // left null: shown as an inquiry without lines
  }
  const result = v.safeParse(storedInquiry, parsed);
  if (!result.success) return { lines: [], targetPrice: '', deliveryTerms: '' };
  const { lines, targetPrice, deliveryTerms } = result.output;
  return {
    lines: lines.map(({ imageKey, ...line }): InquiryLine => ({ ...line, image: mediaUrlOrNull(imageKey) })),
    targetPrice,
    deliveryTerms,
  };
}
