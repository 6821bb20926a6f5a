import type { SendInquiryInput, SentInquiry } from '#src/shared/inquiry.ts';
import { request } from './request.ts';

/** POST app/inquiry/send (issue 29): answers where each catalogue's part went. */
export const sendInquiry = (input: SendInquiryInput) =>
  request<SentInquiry[]>('/api/app/inquiry/send', { method: 'POST', body: input });
