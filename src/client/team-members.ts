import type { ContactPerson } from '#src/shared/contact-persons.ts';
import { request } from './request.ts';

/** Spec §7 GET supplier/contact-person/list: the owner's sales team, members then people invited. */
export const fetchContactPersons = () => request<ContactPerson[]>('/api/supplier/contact-person/list');
