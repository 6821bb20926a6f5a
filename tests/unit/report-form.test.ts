import { describe, expect, it } from 'vitest';
import { checkReport, reportErrorsFrom } from '#src/islands/engagement/report-form.ts';
import * as v from 'valibot';
import { REPORT_REASONS, reportFields } from '#src/shared/reports.ts';

const photo = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('the report form', () => {
  it('has the spec’s four reasons, word for word', () => {
    expect(REPORT_REASONS).toEqual([
      'Hateful or abusive content',
      'Sexual content',
      'Spam or misleading',
      'Violent or repulsive content',
    ]);
  });

  it('needs a reason and an explanation; photos are optional JPG, GIF, PNG or JPEG', () => {
    expect(checkReport({ reason: '', explanation: '  ', photos: [] })).toEqual({
      reason: 'Please choose a reason.',
      explanation: 'Please explain what is wrong.',
    });
    expect(
      checkReport({
        reason: 'Sexual content',
        explanation: 'x',
        photos: [photo('a.JPEG'), photo('b.gif'), photo('c.png'), photo('d.jpg')],
      }),
    ).toEqual({});
    expect(checkReport({ reason: 'Sexual content', explanation: 'x', photos: [photo('a.pdf')] }).photos).toBe(
      'Photos must be JPG, GIF or PNG pictures.',
    );
    expect(
      checkReport({
        reason: 'Sexual content',
        explanation: 'x',
        photos: Array.from({ length: 6 }, (_, i) => photo(`${i}.png`)),
      }).photos,
    ).toBe('Please choose up to 5 photos.');
  });

  it('counts the explanation as the server does, whichever line breaks the text has', () => {
    const lines = Array.from({ length: 1000 }, () => 'x');
    const fits = { reason: 'Sexual content', photos: [] };
    for (const separator of ['\n', '\r\n'])
      expect(checkReport({ ...fits, explanation: lines.join(separator) })).toEqual({});
    expect(v.safeParse(reportFields, { reason: 'Sexual content', explaination: lines.join('\r\n') }).success).toBe(
      true,
    );
    const tooLong = `${lines.join('\r\n')}xx`;
    expect(checkReport({ ...fits, explanation: tooLong }).explanation).toBe(
      'Please keep the explanation under 2000 characters.',
    );
    expect(v.safeParse(reportFields, { reason: 'Sexual content', explaination: tooLong }).success).toBe(false);
  });

  it('puts each server code next to its field, and anything else on the form', () => {
    expect(reportErrorsFrom([{ field: 'files', code: 'image_too_large' }])).toEqual({
      photos: 'Each photo must be 5 MB or smaller.',
    });
    expect(
      reportErrorsFrom([
        { field: 'explaination', code: 'explanation_required' },
        { field: 'reason', code: 'invalid_reason' },
      ]),
    ).toEqual({
      explanation: 'Please explain what is wrong.',
      reason: 'Please choose a reason.',
    });
    expect(reportErrorsFrom([])).toEqual({ form: 'The report could not be sent. Please try again.' });
  });
});
