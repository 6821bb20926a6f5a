import * as v from 'valibot';
import { recordIdSchema } from './record-id.ts';

// Inquiries (RFQ, issue 29 item 3): one request for several products, sent from a comparison as
// one structured message to each supplier's team, in the buyer's chat with that team.

/** The units a quantity is asked in: what B2B portals offer, in words a buyer reads. */
export const INQUIRY_UNITS = [
  'pieces',
  'sets',
  'pairs',
  'boxes',
  'cartons',
  'pallets',
  'kilograms',
  'tonnes',
  'metres',
  'litres',
] as const;
export type InquiryUnit = (typeof INQUIRY_UNITS)[number];

/** A comparison's products at most, and a quantity no order reaches. */
export const MAX_INQUIRY_LINES = 4;
export const MAX_INQUIRY_QUANTITY = 1_000_000_000;
export const MAX_INQUIRY_TERMS_LENGTH = 200;
export const MAX_INQUIRY_MESSAGE_LENGTH = 2000;

const optionalText = (max: number, code: string) =>
  v.optional(v.pipe(v.string('invalid_type'), v.trim(), v.maxLength(max, code)), '');

/** POST app/inquiry/send: a quantity and unit per product, the terms, and a message. */
export const sendInquiryInput = v.object({
  lines: v.pipe(
    v.array(
      v.object({
        productId: recordIdSchema,
        quantity: v.pipe(
          v.number('quantity_invalid'),
          v.integer('quantity_invalid'),
          v.minValue(1, 'quantity_invalid'),
          v.maxValue(MAX_INQUIRY_QUANTITY, 'quantity_invalid'),
        ),
        unit: v.picklist(INQUIRY_UNITS, 'unit_invalid'),
      }),
      'invalid_type',
    ),
    v.minLength(1, 'inquiry_lines_required'),
    v.maxLength(MAX_INQUIRY_LINES, 'inquiry_too_many_lines'),
    v.check((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, 'inquiry_product_twice'),
  ),
  targetPrice: optionalText(100, 'target_price_too_long'),
  deliveryTerms: optionalText(MAX_INQUIRY_TERMS_LENGTH, 'delivery_terms_too_long'),
  message: optionalText(MAX_INQUIRY_MESSAGE_LENGTH, 'message_too_long'),
});
export type SendInquiryInput = v.InferOutput<typeof sendInquiryInput>;

/** One product of an inquiry as sent: its name and picture kept, so the card reads right later. */
export type InquiryLine = {
  productId: number | null;
  modelNumber: string;
  name: string;
  image: string | null;
  /** The product's catalogue by URL name, for its link. */
  supplierId: string;
  quantity: number;
  unit: InquiryUnit;
};

/** A chat message's inquiry: its lines for this supplier, and the terms asked of every supplier. */
export type MessageInquiry = { lines: InquiryLine[]; targetPrice: string; deliveryTerms: string };

/** What the send answers: for each supplier, the chat it went to and the message, as stored. */
export type SentInquiry = { supplierId: string; companyName: string; contactId: number; messageId: number };

export const INQUIRY_ERRORS = {
  /** The buyer is on that catalogue's own team. */
  ownCatalogue: 'inquiry_own_catalogue',
  /** Nobody is on the catalogue's team to answer (its owner's account went). */
  noTeam: 'inquiry_no_team',
} as const;

/** "1,200 pieces": a line's quantity as the chat and the comparison say it. */
export const quantityText = (line: Pick<InquiryLine, 'quantity' | 'unit'>) =>
  `${line.quantity.toLocaleString('en')} ${line.unit}`;

/** "EV-100 Ball valve, 500 pieces; WP-9 Centrifugal pump, 2 sets": an inquiry in one line. */
export const inquirySummary = (lines: readonly Pick<InquiryLine, 'modelNumber' | 'name' | 'quantity' | 'unit'>[]) =>
  lines.map((line) => `${line.modelNumber} ${line.name}, ${quantityText(line)}`).join('; ');
