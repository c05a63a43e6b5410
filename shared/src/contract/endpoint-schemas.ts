import { z } from 'zod';
import { ApplicationDraftParamsSchema, ApplicationDraftSchema, RegisterAndApplyRequestDtoSchema, SendApplicationDraftRequestDtoSchema } from './application-drafts';
import { CreateApplicationProposalSchema, ProposalResponseRequestSchema } from './application-proposals';
import { ApplicationDetailSchema, ApplicationListQuerySchema, ApplicationSchema, BulkPatchApplicationsRequestDtoSchema, BulkPatchApplicationsResultSchema, CreateApplicationRequestDtoSchema, PatchApplicationRequestDtoSchema } from './applications';
import { AuditEntryListQuerySchema, AuditEntrySchema } from './audit';
import { EndedSessionsSchema, LoginRequestDtoSchema, LoginResponseSchema, LoginSessionParamsSchema, LoginSessionSchema, PasswordlessLoginParamsSchema, PasswordlessLoginRequestRequestDtoSchema } from './auth';
import { SetVacancyConsultantSchema, VacancyChoiceQuerySchema, VacancyChoiceSchema, VacancyStaffSummarySchema, VacancySummaryQuerySchema } from './backoffice';
import { ClientCandidateSchema, ClientContactSchema, ClientInvitationSchema, ClientPortalRequestSchema, ClientPortalVacancySchema, ClientResponseRequestSchema, ClientResponseSchema, InviteClientContactRequestSchema } from './client-portal';
import { ClientRequestCreatedSchema, ClientRequestListQuerySchema, ClientRequestSchema, ConfirmClientRequestSchema, CreateClientRequestSchema, PatchClientRequestRequestDtoSchema } from './client-requests';
import { HealthSchema, IdParamsSchema, NamedRefSchema, ReadinessSchema } from './common';
import { ConfirmEmailChangeDtoSchema, ContactRequestCreatedSchema, CvParamsSchema, EmployeeCvSchema, EmployeeListItemSchema, EmployeeListQuerySchema, EmployeeSchema, LatLonImportResultSchema, PatchEmployeeRequestDtoSchema, RegisterEmployeeRequestDtoSchema, RequestContactEmployeeRequestDtoSchema, RequestEmailChangeDtoSchema } from './employees';
import { CreateNoteRequestSchema, NoteSchema, OfferAnswerQuerySchema, OfferAnswerRequestSchema, OfferAnswerSchema, StatusMailDraftQuerySchema, StatusMailDraftSchema, StatusMailKindParamsSchema, StatusMailTemplateInputSchema, StatusMailTemplateSchema } from './follow-up';
import { CreateGdprRequestRequestDtoSchema, GdprRequestListQuerySchema, GdprRequestSchema, GdprStaffRequestSchema, PatchGdprRequestRequestDtoSchema } from './gdpr';
import { TrackEventSchema } from './http-schemas';
import { BranchListQuerySchema, BranchSchema, EducationLevelListQuerySchema, EducationLevelSchema, PlaceListQuerySchema, PlaceSuggestionSchema, PositionListQuerySchema, PositionSchema, SectorListQuerySchema, SectorSchema } from './reference-data';
import { PublishReleaseBodySchema, ReleaseRemoteBodySchema, ReleaseSchema, ReleasesOverviewSchema, RemoteNameSchema } from './releases';
import { CreateSavedSearchRequestSchema, SavedSearchResubscribeRequestSchema, SavedSearchSchema, SavedSearchUnsubscribeQuerySchema, SavedSearchUnsubscribeResultSchema, UpdateSavedSearchRequestSchema } from './saved-searches';
import { FavoriteStateSchema, StaffVacancySchema, VacancyDetailQuerySchema, VacancyInputSchema, VacancyListItemSchema, VacancyListQuerySchema, VacancyPatchSchema, VacancySchema } from './vacancies';
import type { endpoints } from './endpoints';

/**
 * The schemas of one endpoint: its path parameters, query, body and its
 * success answer by status. The error answers are the same for every
 * endpoint (`ApiErrorBodySchema`, docs/architecture.md section 3).
 */
export interface EndpointSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The success answer by its status; none for a file download. */
  answer?: Partial<Record<200 | 201 | 204, z.ZodType>>;
}

/**
 * The schemas of every endpoint of {@link endpoints}, under the same
 * module and name (ADR 0025): the API validates and serializes with them
 * (each route's schema is `routeSchema(endpointSchemas.x.y, ...)` of
 * api/src/http/route-schema.ts; api/src/modules/endpoint-table.test.ts and
 * route-schemas.test.ts check that), and the front end takes its types from
 * them. A module apart from the zod-free table, so a page that only calls
 * the API downloads no zod.
 */
export const endpointSchemas = {
  analytics: {
    track: { body: TrackEventSchema, answer: { 204: z.null().describe('Stored') } },
    deleteTransaction: { answer: { 204: z.null().describe('Ended') } },
  },
  applicationDrafts: {
    registerAndApply: { body: RegisterAndApplyRequestDtoSchema, answer: { 204: z.null() } },
    get: { params: ApplicationDraftParamsSchema, answer: { 200: ApplicationDraftSchema } },
    send: { params: ApplicationDraftParamsSchema, body: SendApplicationDraftRequestDtoSchema, answer: { 201: ApplicationSchema } },
    remove: { params: ApplicationDraftParamsSchema, answer: { 204: z.null() } },
  },
  applications: {
    create: { body: CreateApplicationRequestDtoSchema, answer: { 201: ApplicationSchema } },
    list: { querystring: ApplicationListQuerySchema, answer: { 200: z.array(ApplicationSchema) } },
    get: { params: IdParamsSchema, answer: { 200: ApplicationDetailSchema } },
    bulkUpdate: { body: BulkPatchApplicationsRequestDtoSchema, answer: { 200: BulkPatchApplicationsResultSchema } },
    update: { params: IdParamsSchema, body: PatchApplicationRequestDtoSchema, answer: { 200: ApplicationSchema } },
    propose: { body: CreateApplicationProposalSchema, answer: { 201: ApplicationSchema } },
    proposalResponse: { params: IdParamsSchema, body: ProposalResponseRequestSchema, answer: { 200: ApplicationSchema } },
  },
  audit: {
    list: { querystring: AuditEntryListQuerySchema, answer: { 200: z.array(AuditEntrySchema) } },
  },
  auth: {
    requestLoginLink: { body: PasswordlessLoginRequestRequestDtoSchema, answer: { 204: z.null().describe('Mail sent (or not: the answer does not tell)') } },
    loginWithLink: { params: PasswordlessLoginParamsSchema, answer: { 200: LoginResponseSchema } },
    login: { body: LoginRequestDtoSchema, answer: { 200: LoginResponseSchema } },
    refresh: { answer: { 204: z.null() } },
    logout: { answer: { 204: z.null() } },
    sessions: { answer: { 200: z.array(LoginSessionSchema) } },
    endSession: { params: LoginSessionParamsSchema, answer: { 204: z.null() } },
    endOtherSessions: { answer: { 200: EndedSessionsSchema } },
  },
  backoffice: {
    vacancyChoices: { querystring: VacancyChoiceQuerySchema, answer: { 200: z.array(VacancyChoiceSchema) } },
    vacancySummaries: { querystring: VacancySummaryQuerySchema, answer: { 200: z.array(VacancyStaffSummarySchema) } },
    staffMembers: { answer: { 200: z.array(NamedRefSchema) } },
    assignConsultant: { params: IdParamsSchema, body: SetVacancyConsultantSchema, answer: { 200: VacancyStaffSummarySchema } },
  },
  clientPortal: {
    requests: { answer: { 200: z.array(ClientPortalRequestSchema) } },
    vacancies: { answer: { 200: z.array(ClientPortalVacancySchema) } },
    candidates: { params: IdParamsSchema, answer: { 200: z.array(ClientCandidateSchema) } },
    candidateCv: { params: IdParamsSchema, answer: { 200: z.any().describe('The file') } },
    respond: { params: IdParamsSchema, body: ClientResponseRequestSchema, answer: { 200: ClientCandidateSchema } },
    myInvitations: { answer: { 200: z.array(ClientInvitationSchema) } },
    contacts: { params: IdParamsSchema, answer: { 200: z.array(ClientContactSchema) } },
    addContact: { params: IdParamsSchema, body: InviteClientContactRequestSchema, answer: { 201: ClientContactSchema } },
    clientResponse: { params: IdParamsSchema, answer: { 200: ClientResponseSchema.nullable() } },
  },
  clientRequests: {
    create: { body: CreateClientRequestSchema, answer: { 201: ClientRequestCreatedSchema } },
    confirm: { body: ConfirmClientRequestSchema, answer: { 200: ClientRequestCreatedSchema } },
    list: { querystring: ClientRequestListQuerySchema, answer: { 200: z.array(ClientRequestSchema) } },
    update: { params: IdParamsSchema, body: PatchClientRequestRequestDtoSchema, answer: { 200: ClientRequestSchema } },
  },
  employees: {
    register: { body: RegisterEmployeeRequestDtoSchema, answer: { 204: z.null() } },
    me: { answer: { 200: EmployeeSchema } },
    list: { querystring: EmployeeListQuerySchema, answer: { 200: z.array(EmployeeListItemSchema) } },
    get: { params: IdParamsSchema, answer: { 200: EmployeeSchema } },
    update: { params: IdParamsSchema, body: PatchEmployeeRequestDtoSchema, answer: { 200: EmployeeSchema } },
    requestContact: { body: RequestContactEmployeeRequestDtoSchema, answer: { 201: ContactRequestCreatedSchema } },
    latLonImport: { answer: { 200: LatLonImportResultSchema } },
    uploadCv: { answer: { 201: EmployeeCvSchema } },
    cv: { params: CvParamsSchema, answer: { 200: z.any().describe('The file') } },
    requestEmailChange: { body: RequestEmailChangeDtoSchema, answer: { 204: z.null() } },
    confirmEmailChange: { body: ConfirmEmailChangeDtoSchema, answer: { 200: EmployeeSchema } },
  },
  followUp: {
    employeeNotes: { params: IdParamsSchema, answer: { 200: z.array(NoteSchema) } },
    addEmployeeNote: { params: IdParamsSchema, body: CreateNoteRequestSchema, answer: { 201: NoteSchema } },
    applicationNotes: { params: IdParamsSchema, answer: { 200: z.array(NoteSchema) } },
    addApplicationNote: { params: IdParamsSchema, body: CreateNoteRequestSchema, answer: { 201: NoteSchema } },
    offerAnswers: { querystring: OfferAnswerQuerySchema, answer: { 200: z.array(OfferAnswerSchema) } },
    answerOffer: { params: IdParamsSchema, body: OfferAnswerRequestSchema, answer: { 201: OfferAnswerSchema } },
  },
  gdpr: {
    create: { body: CreateGdprRequestRequestDtoSchema, answer: { 201: GdprRequestSchema } },
    list: { querystring: GdprRequestListQuerySchema, answer: { 200: z.array(z.union([GdprStaffRequestSchema, GdprRequestSchema])) } },
    update: { params: IdParamsSchema, body: PatchGdprRequestRequestDtoSchema, answer: { 200: GdprStaffRequestSchema } },
    export: { params: IdParamsSchema },
  },
  health: {
    health: { answer: { 200: HealthSchema } },
    ready: { answer: { 200: ReadinessSchema } },
  },
  referenceData: {
    sectors: { querystring: SectorListQuerySchema, answer: { 200: z.array(SectorSchema) } },
    positions: { querystring: PositionListQuerySchema, answer: { 200: z.array(PositionSchema) } },
    educationLevels: { querystring: EducationLevelListQuerySchema, answer: { 200: z.array(EducationLevelSchema) } },
    branches: { querystring: BranchListQuerySchema, answer: { 200: z.array(BranchSchema) } },
    places: { querystring: PlaceListQuerySchema, answer: { 200: z.array(PlaceSuggestionSchema) } },
  },
  releases: {
    list: { answer: { 200: ReleasesOverviewSchema } },
    operatorOverview: { answer: { 200: ReleasesOverviewSchema } },
    publish: { body: PublishReleaseBodySchema, answer: { 200: z.object({ release: ReleaseSchema, created: z.boolean() }) } },
    find: { body: z.strictObject({ remote: RemoteNameSchema, contentHash: z.string().regex(/^[0-9a-f]{64}$/) }), answer: { 200: z.object({ release: ReleaseSchema.nullable() }) } },
    rollback: { body: ReleaseRemoteBodySchema, answer: { 200: z.object({ ended: z.enum(['canary', 'live']), release: ReleaseSchema }) } },
    promote: { body: ReleaseRemoteBodySchema, answer: { 200: z.object({ release: ReleaseSchema }) } },
    cleanup: { answer: { 200: z.object({ deleted: z.array(z.string()) }) } },
  },
  savedSearches: {
    list: { answer: { 200: z.array(SavedSearchSchema) } },
    create: { body: CreateSavedSearchRequestSchema, answer: { 201: SavedSearchSchema } },
    update: { params: IdParamsSchema, body: UpdateSavedSearchRequestSchema, answer: { 200: SavedSearchSchema } },
    remove: { params: IdParamsSchema, answer: { 204: z.null() } },
    visit: { params: IdParamsSchema, answer: { 200: SavedSearchSchema } },
    readUnsubscribe: { querystring: SavedSearchUnsubscribeQuerySchema, answer: { 200: SavedSearchUnsubscribeResultSchema } },
    unsubscribe: { querystring: SavedSearchUnsubscribeQuerySchema, answer: { 200: SavedSearchUnsubscribeResultSchema } },
    undoUnsubscribe: { querystring: SavedSearchUnsubscribeQuerySchema, body: SavedSearchResubscribeRequestSchema, answer: { 200: SavedSearchUnsubscribeResultSchema } },
  },
  statusMails: {
    templates: { answer: { 200: z.array(StatusMailTemplateSchema) } },
    updateTemplate: { params: StatusMailKindParamsSchema, body: StatusMailTemplateInputSchema, answer: { 200: StatusMailTemplateSchema } },
    draft: { params: IdParamsSchema, querystring: StatusMailDraftQuerySchema, answer: { 200: StatusMailDraftSchema } },
  },
  vacancies: {
    list: { querystring: VacancyListQuerySchema, answer: { 200: z.array(VacancyListItemSchema) } },
    get: { params: IdParamsSchema, querystring: VacancyDetailQuerySchema, answer: { 200: z.union([StaffVacancySchema, VacancySchema]) } },
    similar: { params: IdParamsSchema, answer: { 200: z.array(VacancyListItemSchema) } },
    create: { body: VacancyInputSchema, answer: { 201: StaffVacancySchema } },
    update: { params: IdParamsSchema, body: VacancyPatchSchema, answer: { 200: StaffVacancySchema } },
    favorite: { params: IdParamsSchema, answer: { 200: FavoriteStateSchema } },
    unfavorite: { params: IdParamsSchema, answer: { 200: FavoriteStateSchema } },
  },
} as const satisfies { [Module in keyof typeof endpoints]: { [Name in keyof (typeof endpoints)[Module]]: EndpointSchemas } };
