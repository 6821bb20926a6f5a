import { useId, useRef, useState, type FormEvent } from 'react';
import { sendInquiry } from '#src/client/inquiries.ts';
import { RequestError } from '#src/client/request.ts';
import { requestChat } from '#src/stores/chat-requests.ts';
import { confirmReveal } from '#src/stores/reveal-attention.ts';
import {
  INQUIRY_UNITS,
  MAX_INQUIRY_MESSAGE_LENGTH,
  MAX_INQUIRY_QUANTITY,
  MAX_INQUIRY_TERMS_LENGTH,
  type InquiryUnit,
  type SentInquiry,
} from '#src/shared/inquiry.ts';
import './inquiry-form.css';

export type InquiryProduct = { id: number; modelNumber: string; productName: string; companyName: string };

type Props = { products: InquiryProduct[] };

/** What the form says for each refusal the call can answer; anything else is said once, generally. */
const REFUSALS: Record<string, string> = {
  quantity_invalid: `Enter a whole quantity from 1 to ${MAX_INQUIRY_QUANTITY.toLocaleString('en')}.`,
  unit_invalid: 'Choose a unit.',
  product_not_found: 'This product is no longer in its catalogue. Remove it from the comparison.',
  supplier_disable: 'This catalogue is closed. Remove its products from the comparison.',
  inquiry_own_catalogue: 'This product is in a catalogue you work for: ask your team instead.',
  inquiry_no_team: 'Nobody answers for this catalogue at the moment.',
  chat_blocked: 'You cannot write to this catalogue’s team: one of you blocked the other.',
  too_many_attempts: 'You sent many inquiries in the last hour. Please try again later.',
};
const GENERAL_FAILURE = 'The inquiry could not be sent. Check your connection and try again.';

type Line = { quantity: string; unit: InquiryUnit };

/**
 * Issue 29 item 3: one inquiry for the products compared — a quantity and unit for each, a target
 * price, delivery terms and a message — sent to each catalogue's team as a message in the chat
 * with it. Signed-in only (client:signedin); a visitor's button asks them to log in.
 */
export default function InquiryForm({ products }: Props) {
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<Line[]>(() => products.map(() => ({ quantity: '', unit: 'pieces' })));
  const [terms, setTerms] = useState({ targetPrice: '', deliveryTerms: '', message: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<SentInquiry[] | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const setLine = (index: number, change: Partial<Line>) => {
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...change } : line)));
    // A corrected line no longer says what was wrong with it.
    setErrors(({ [`lines.${index}.quantity`]: _quantity, [`lines.${index}.unit`]: _unit, ...others }) => others);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The inquiry opens a chat with each team: a first one shows the buyer to them (issue 26).
    if (!(await confirmReveal('inquiry'))) return;
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const answer = await sendInquiry({
        lines: products.map((product, index) => ({
          productId: product.id,
          quantity: Number(lines[index]!.quantity),
          unit: lines[index]!.unit,
        })),
        ...terms,
      });
      setSent(answer);
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (error) {
      const fieldErrors = error instanceof RequestError ? error.errors : [];
      const byField = Object.fromEntries(
        fieldErrors.map(({ field, code }) => [field, REFUSALS[code] ?? GENERAL_FAILURE]),
      );
      setErrors(byField);
      if (fieldErrors.length === 0 || fieldErrors.some(({ field }) => field === '' || field === 'lines'))
        setFailure(REFUSALS[fieldErrors[0]?.code ?? ''] ?? GENERAL_FAILURE);
    } finally {
      setBusy(false);
    }
  };

  if (sent)
    return (
      <section className="inquiry inquiry-sent" aria-labelledby={`${baseId}-sent`}>
        <h2 id={`${baseId}-sent`} ref={headingRef} tabIndex={-1}>
          Inquiry sent
        </h2>
        <p>Each catalogue’s team has it in your chat with them; their answers arrive there.</p>
        <ul>
          {sent.map((part) => (
            <li key={part.supplierId}>
              <span>{part.companyName}</span>
              <button
                type="button"
                className="button"
                onClick={() => requestChat({ contactId: part.contactId, supplierName: part.supplierId })}
              >
                Open the chat
              </button>
            </li>
          ))}
        </ul>
      </section>
    );

  if (!open)
    return (
      <button type="button" className="button button-primary" data-requires-login="" onClick={() => setOpen(true)}>
        Send an inquiry
      </button>
    );

  const errorOf = (field: string) => errors[field];
  const described = (field: string) => (errorOf(field) ? `${baseId}-${field}-error` : undefined);
  const fieldError = (field: string) =>
    errorOf(field) ? (
      <p id={`${baseId}-${field}-error`} className="inquiry-error">
        {errorOf(field)}
      </p>
    ) : null;

  return (
    <form className="inquiry" aria-labelledby={`${baseId}-title`} onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={`${baseId}-title`}>Send an inquiry</h2>
      <p className="inquiry-hint">Each catalogue’s team receives its own products, with your terms and message.</p>
      {products.map((product, index) => (
        <fieldset key={product.id} className="inquiry-line">
          <legend>
            {product.modelNumber} {product.productName}
            <span className="inquiry-company"> — {product.companyName}</span>
          </legend>
          <label>
            Quantity
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_INQUIRY_QUANTITY}
              step={1}
              required
              value={lines[index]!.quantity}
              aria-invalid={Boolean(errorOf(`lines.${index}.quantity`)) || undefined}
              aria-describedby={described(`lines.${index}.quantity`)}
              onChange={(event) => setLine(index, { quantity: event.target.value })}
            />
          </label>
          <label>
            Unit
            <select
              value={lines[index]!.unit}
              onChange={(event) => setLine(index, { unit: event.target.value as InquiryUnit })}
            >
              {INQUIRY_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          </label>
          {fieldError(`lines.${index}.quantity`)}
          {fieldError(`lines.${index}.productId`)}
        </fieldset>
      ))}
      <label className="inquiry-wide">
        Target price <span className="inquiry-optional">(optional)</span>
        <input
          type="text"
          maxLength={100}
          placeholder="e.g. US $10 a piece"
          value={terms.targetPrice}
          onChange={(event) => setTerms({ ...terms, targetPrice: event.target.value })}
        />
      </label>
      <label className="inquiry-wide">
        Delivery terms <span className="inquiry-optional">(optional)</span>
        <input
          type="text"
          maxLength={MAX_INQUIRY_TERMS_LENGTH}
          placeholder="e.g. FOB Ningbo, by June"
          value={terms.deliveryTerms}
          onChange={(event) => setTerms({ ...terms, deliveryTerms: event.target.value })}
        />
      </label>
      <label className="inquiry-wide">
        Message <span className="inquiry-optional">(optional)</span>
        <textarea
          rows={4}
          maxLength={MAX_INQUIRY_MESSAGE_LENGTH}
          value={terms.message}
          onChange={(event) => setTerms({ ...terms, message: event.target.value })}
        />
      </label>
      {failure && (
        <p className="inquiry-error" role="alert">
          {failure}
        </p>
      )}
      <div className="inquiry-actions">
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Sending…' : 'Send inquiry'}
        </button>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
