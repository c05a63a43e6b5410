import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '@interim/shared/api-client';
import type {
  ApplicationStatus,
  Note,
  OfferAnswer,
  OfferAnswerRecord,
  StatusMailDraft,
  StatusMailKind,
  StatusMailTemplate,
  StatusMailTemplateInput,
} from '@interim/shared/contract';
import { pathOf } from '../contract/endpoint-table/request-path';
import { applicationsEndpoints } from '../contract/endpoint-table/applications';
import { followUpEndpoints } from '../contract/endpoint-table/follow-up';
import { statusMailsEndpoints } from '../contract/endpoint-table/status-mails';
import { AUDIT_PATH } from './audit';
import { dataKey, keyIsUnder } from './keys';

/**
 * Follow-up of candidates and reacties (issue 30 item 5, ADR 0020): staff's
 * internal notes, the status mail templates and a reactie's draft mail, and
 * the freelancer's answer to an offer.
 */

/** Path of the offer answers (`GET /offer_answers?ids=`). */
export const OFFER_ANSWERS_PATH = followUpEndpoints.offerAnswers.path;
/** Path of the status mail templates. */
export const STATUS_MAIL_TEMPLATES_PATH = statusMailsEndpoints.templates.path;

/** Whose notes: a candidate (all, those on their reacties too) or one reactie. */
export type NotesSubject = { employeeId: number } | { applicationId: number };

function notesPath(subject: NotesSubject): string {
  return 'employeeId' in subject ? pathOf(followUpEndpoints.employeeNotes, { id: subject.employeeId }) : pathOf(followUpEndpoints.applicationNotes, { id: subject.applicationId });
}

/** `GET /employees/{id}/notes` or `GET /applications/{id}/notes` (staff): newest first. */
export async function listNotes(subject: NotesSubject): Promise<Note[]> {
  const { data } = await apiRequest<Note[]>({ method: 'GET', path: notesPath(subject) });
  return data;
}

/** The notes of a candidate or reactie; null: nothing is fetched. */
export function useNotes(subject: NotesSubject | null): SWRResponse<Note[], ApiError> {
  return useSWR(subject === null ? null : dataKey(notesPath(subject)), () => listNotes(subject!));
}

/** `POST .../notes` (staff): adds a note; the candidate's and reactie's note lists and the audit histories are fetched again. */
export function useAddNote(subject: NotesSubject) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: string): Promise<Note> => {
      const { data } = await apiRequest<Note>({ method: 'POST', path: notesPath(subject), body: { body } });
      await mutate((key) => keyIsUnder(key, pathOf(followUpEndpoints.employeeNotes, { id: data.employeeId }), AUDIT_PATH) || (data.applicationId !== null && keyIsUnder(key, pathOf(followUpEndpoints.applicationNotes, { id: data.applicationId }))));
      return data;
    },
    [mutate, subject],
  );
}

/** `GET /status_mail_templates` (staff): every template. */
export function useStatusMailTemplates(): SWRResponse<StatusMailTemplate[], ApiError> {
  return useSWR(dataKey(STATUS_MAIL_TEMPLATES_PATH), async () => (await apiRequest<StatusMailTemplate[]>({ method: 'GET', path: STATUS_MAIL_TEMPLATES_PATH })).data);
}

/** `PUT /status_mail_templates/{kind}` (staff). */
export async function saveStatusMailTemplate(kind: StatusMailKind, body: StatusMailTemplateInput): Promise<StatusMailTemplate> {
  const { data } = await apiRequest<StatusMailTemplate>({ method: 'PUT', path: pathOf(statusMailsEndpoints.updateTemplate, { kind }), body });
  return data;
}

/** `GET /applications/{id}/status_mail?status=` (staff): the template's mail for this reactie. */
export async function getStatusMailDraft(applicationId: number, status: ApplicationStatus): Promise<StatusMailDraft> {
  const { data } = await apiRequest<StatusMailDraft>({ method: 'GET', path: pathOf(statusMailsEndpoints.draft, { id: applicationId }), query: { status } });
  return data;
}

/** The draft mail of moving reactie `applicationId` to `status`; either null: nothing is fetched. */
export function useStatusMailDraft(applicationId: number | null, status: ApplicationStatus | null): SWRResponse<StatusMailDraft, ApiError> {
  return useSWR(applicationId === null || status === null ? null : dataKey(pathOf(statusMailsEndpoints.draft, { id: applicationId }), { status }), () =>
    getStatusMailDraft(applicationId!, status!),
  );
}

/** `GET /offer_answers?ids=`: the answers to offers of these reacties (own; staff: any). */
export function useOfferAnswers(applicationIds: readonly number[]): SWRResponse<OfferAnswerRecord[], ApiError> {
  const ids = [...applicationIds].sort((a, b) => a - b).join(',');
  return useSWR(ids === '' ? null : dataKey(OFFER_ANSWERS_PATH, { ids }), async () => (await apiRequest<OfferAnswerRecord[]>({ method: 'GET', path: OFFER_ANSWERS_PATH, query: { ids } })).data);
}

/** `POST /applications/{id}/offer_answer` (the freelancer); then the reacties and answers are fetched again. */
export function useAnswerOffer() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (applicationId: number, answer: OfferAnswer): Promise<OfferAnswerRecord> => {
      const { data } = await apiRequest<OfferAnswerRecord>({ method: 'POST', path: pathOf(followUpEndpoints.answerOffer, { id: applicationId }), body: { answer } });
      await mutate((key) => keyIsUnder(key, applicationsEndpoints.list.path, OFFER_ANSWERS_PATH));
      return data;
    },
    [mutate],
  );
}
