// Access: claims, rules, derived permissions, route guards.
export { CLAIM_TYPES, isClaimType, type ClaimType } from './access/claims';
export { ANY, anyOf, holds, satisfies, type AccessRule, type RuleClaim } from './access/rules';
export {
  ADMIN,
  ALL_PEOPLE,
  CHECKUP_MANAGERS,
  CHECKUP_STAFF,
  CLIENT_STAFF,
  COACH_PAGE,
  CONTENT_ADMINS,
  CONTENT_STAFF,
  COHORT_STAFF,
  EVENT_MANAGERS,
  MAINTAINERS,
  ORGANISATION_STAFF,
  PLAN_CALLERS,
  PLAN_READERS,
  PLAN_STATUS_BY_EVENT_CALLERS,
  PROFILE_ACCESS,
  PROFILE_COACHES,
  SECURITY_ADMIN,
  TRAINERS,
  TRAINER_OR_ADMIN,
  REPORT_VIEWERS,
  CLIENT_REPORTERS,
  REPORT_READERS,
  SURVEY_MANAGERS,
  ASSESSMENT_AUTHORS,
  ASSESSORS,
  SURVEY_ADMINS,
} from './access/roles';
export type { Claim, Session } from './access/session';
export {
  DEFAULT_EMPLOYEE_DOMAINS,
  EMPLOYEE_DOMAINS_MAX,
  EMPLOYEE_DOMAINS_TEXT_NAME,
  FIRST_COHORT_YEAR,
  canAccessCoachPage,
  canAccessProfile,
  cohortClaimName,
  currentCohortClaimName,
  employeeDomainList,
  employeeDomainsFrom,
  isAdmin,
  isEmployee,
  isSecurityAdmin,
  isTrainerOnly,
  isTrainerOrAdmin,
  previousCohortClaimNames,
} from './access/derived';
export {
  NO_SELF_REGISTRATION_ROLE,
  SELF_REGISTRATION_CLAIMS,
  SELF_REGISTRATION_ROLE_TEXT_NAME,
  isSelfServiceRole,
  selfRegistrationRoleFrom,
} from './access/self-registration';
export {
  IMPERSONATE_CLAIM,
  ORIGINAL_USER_CLAIM,
  TOKEN_DERIVED_CLAIM_TYPES,
  USER_ACCOUNT_ID_CLAIM,
  impersonationRefusal,
  isImpersonateClaimType,
  isTokenDerivedClaimType,
  originalUserIdOf,
  type ImpersonationRefusal,
} from './access/impersonation';
export {
  evaluateRouteAccess,
  type RouteAccess,
  type RouteAccessContext,
} from './access/route-access';
export { PAGE_EDIT_MODE_RULE, canTogglePageEditMode } from './access/page-edit';

// Routes.
export type { RouteDef } from './routes.types';
export {
  AUTH_MODES,
  JOBS_TABS,
  ROADMAP_ISSUE,
  ROUTES,
  SURVEY_ADMIN_TABS,
  authScreenOf,
  routeTitleKey,
  findRouteByName,
  flattenRoutes,
  type AuthMode,
  type AuthRouteParams,
  type AuthScreen,
} from './routes';
export { matchRoutePath, parseRoutePath, type RouteMatch, type RouteSegment } from './route-path';

// Brands.
export {
  BRAND_KEYS,
  type Brand,
  type BrandKey,
  type BrandTheme,
  type BrandWording,
} from './brands/types';
export {
  BRANDS,
  BRAND_DEFAULT_FEATURES,
  DEFAULT_BRAND_KEY,
  getBrand,
  getDefaultFeatures,
  isBrandKey,
} from './brands/brands';
export { brandFromHost, normalizeHost } from './brands/host';
export { FEATURES_NOT_BUILT, OFF_UNTIL_CONFIGURED } from './brands/feature-set';
export { WCAG_AA_LARGE, WCAG_AA_TEXT, contrastRatio } from './brands/contrast';
export { wordingValues, type WordingValues } from './brands/wording';
export { brandTexts } from './brands/wording-translations';

// Domain.
export {
  DEFAULT_PAGE_NAME,
  DEFAULT_PAGE_REF,
  type AppConfig,
  type AppPage,
  type PageBanner,
  type PageText,
  type PageTextContent,
  type PageTextValue,
} from './domain/app-config';
export * from './domain/page-text';
export {
  FEATURES,
  gateFeatures,
  isFeatureEnabled,
  isFeatureName,
  isGateOpen,
  type FeatureGate,
  type FeatureName,
} from './domain/features';
export * from './domain/constants';
export * from './domain/enums';
export * from './domain/names';
export * from './domain/invite-code';
export * from './domain/library-parts';
export * from './domain/picture';
export {
  isVersionCheckDue,
  reconnectDelayMs,
  reconnectToastMs,
  shouldReloadAutomatically,
} from './domain/timing';
export {
  SCHOOL_YEAR_START_MONTH_INDEX,
  formatReleaseDate,
  formatShortDate,
  isValidDate,
  parseShortDate,
  schoolYearOf,
  schoolYearStartOf,
  toDate,
} from './domain/dates';
export { cleanFileName, csvValue, neutralizeCell, toCsv } from './domain/csv';
export * from './domain/hub';
export { LOG_LEVELS, type LogLevel } from './domain/log-levels';
export * from './domain/system-settings';
export * from './domain/message-template';
export * from './domain/message-layout';
export { isSameOriginPath, safeRedirectPath } from './domain/redirect';
export {
  EMPTY_GUID,
  MORE_MARKER,
  escapeHtml,
  escapePushedText,
  isBlank,
  richTextPlain,
  splitAtMoreMarker,
  withHttp,
  type MoreSplit,
} from './domain/text';

// Validation.
export { DOMAIN_PATTERN, EMAIL_PATTERN, isValidEmail, zEmail } from './validation/email';
export { formatPhone, isValidPhone, zPhone } from './validation/phone';
export { isValidGuid, zGuid } from './validation/guid';
export {
  EMAIL_LOCAL_PART_MIN_MATCH,
  PASSWORD_HISTORY_DEPTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RECOMMENDED_LENGTH,
  ZChangePasswordRequest,
  normalizePassword,
  passwordLength,
  passwordRuleErrors,
  zPassword,
  type TChangePasswordRequest,
} from './validation/password';
export {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  emptyPagedResult,
  zPagedQuery,
  type PagedQuery,
  type PagedQueryInput,
  type PagedResult,
} from './validation/paging';
export * from './validation/security-admin';
export * from './validation/message-template';
export * from './validation/messaging';
export * from './validation/sign-in';
export * from './validation/invite-code';
export * from './validation/user-account';
export * from './validation/people-status';

// Languages (the catalogs themselves are in '@portal/core/i18n').
export {
  DEFAULT_LOCALE,
  LOCALES,
  acceptedLanguages,
  isLocale,
  negotiateLocale,
  type LocaleCode,
} from './i18n/locales';
export * from './i18n/format';
export * from './validation/jobs';
export * from './validation/webhooks';
export * from './validation/unsubscribe';

// Resource groups and content (issue 19): statuses, section types, the calls' shapes.
export * from './domain/resource-group-status';
export * from './domain/content-sections';
export * from './domain/content-params';
export * from './domain/content-files';
export * from './domain/sort-paths';
export * from './validation/resource-group';
export * from './validation/content-series';
export * from './validation/content-subscription';
export * from './validation/content-versions';

// Traction Plan (issue 5): the plan record, its save rules and the calls' shapes.
export * from './validation/traction-plan';
export * from './domain/traction-plan';

// 360 profile: instrument, participants and describers, surveys, reports, and their rules.
export * from './validation/profile-instrument';
export * from './validation/profile-participant';
export * from './validation/profile-report';
export * from './domain/profile-scoring';
export * from './domain/profile-anonymity';
export * from './domain/profile-rules';
export * from './domain/profile-report';
// Accounts, groups, user accounts, metrics and notes (issue 7).
export * from './access/accounts';
export * from './domain/cohort';
export * from './domain/certificate';
export * from './validation/crm-account';
export * from './validation/user-group';
export * from './validation/notes';
export * from './validation/rich-text';
export * from './validation/user-account-admin';

// Training events: catalog items, events, participants, check-in, availability (issue 8).
export * from './domain/events';
export * from './domain/event-move';
export * from './domain/trainer-availability';
export * from './domain/ics';
export * from './validation/event-catalog';
export * from './validation/app-page';
export * from './validation/events';
export * from './validation/participants';
export * from './validation/trainer-availability';
// Training events: notifications, make-up events, scheduling links, the post-event survey.
export * from './validation/event-makeup';
export * from './validation/event-notifications';
export * from './validation/event-survey';
// Documents: print views, print keys, PDF batches.
export {
  NEXT_PRINT_DOCUMENT_EVENT,
  PDF_BATCH_PROGRESS_EVENT,
  PDF_BATCH_STATUSES,
  PRINT_KEY_HEADER,
  PRINT_KEY_TTL_SECONDS,
  REPORT_RENDERED_DATA_KEY,
  paperFormatOf,
  zPdfBatch,
  zPdfBatchParams,
  zPdfBatchStatus,
  zPrintScope,
  type PdfBatch,
  type PdfBatchStatus,
} from './domain/documents';
// Checkup feedback: feedback formats, the partners' survey and its rules, checkup reports (issue 9).
export * from './validation/checkup-feedback';
export * from './validation/checkup-report';
export * from './domain/checkup-feedback-rules';
export * from './domain/checkup-report';
export * from './domain/checkup-scorecard';

// Traction plan checkups: stages, transitions, checkups, participants, feedback requests (issue 9).
export * from './domain/checkup-stages';
export * from './domain/checkup-answers';
export * from './domain/profile-merging';
export * from './validation/checkup';

// The API contract: endpoints (method, path, access, schemas, answer) by area.
export {
  empty,
  endpoint,
  file,
  fillPath,
  json,
  jsonOf,
  pathParameters,
  text,
  type Answer,
  type AnswerOf,
  type AnyEndpoint,
  type CallInput,
  type EmptyAnswer,
  type Endpoint,
  type EndpointAccess,
  type FileAnswer,
  type JsonAnswer,
  type HttpMethod,
  type ParsedInput,
  type TextAnswer,
} from './api/endpoint';
export { zAnyIdParams, zErrorBody, zFlagParam, zIdParams } from './api/params';
export { API_CONTRACT, contractEndpoints, type ContractArea } from './api/index';
export { appPageApi } from './api/apppage';
export * from './api/page-edit';
export { crmAccountApi } from './api/crmaccount';
export { documentsApi } from './api/documents';
export { eventSurveyApi } from './api/event-survey';
export { healthApi } from './api/health';
export { hubApi } from './api/hub';
export { eventApi } from './api/event';
export { eventAdminApi } from './api/event-admin';
export { eventCatalogApi } from './api/eventcatalog';
export { genericAreaApi, type GenericAreaApi } from './api/generic';
export { feedbackFormatApi } from './api/feedbackformat';
export { insightsReportApi } from './api/insights-report';
export { jobsApi } from './api/jobs';
export { messageTemplateApi } from './api/messagetemplate';
export { messagingApi } from './api/messaging';
export { notesApi } from './api/notes';
export { participantApi } from './api/participant';
export { profileAttachmentApi } from './api/profile-attachment';
export { profileDescriberApi } from './api/profile-describer';
export { profileInstrumentApi } from './api/profile-instrument';
export { profileParticipantApi } from './api/profile-participant';
export { profileReportApi } from './api/profile-report';
export { resourceGroupApi } from './api/resourcegroup';
export { contentVersionApi } from './api/content-versions';
export { tractionPlanApi } from './api/tractionplan';
export { tractionPlanCheckupApi } from './api/tractionplancheckup';
export { reportsApi } from './api/reports';
export * from './validation/reports';
export * from './validation/account-overviews';
export * from './validation/client-reports';
export * from './validation/cet-dashboard';
export { securityAdminApi } from './api/security-admin';
export { userAccountApi } from './api/useraccount';
export { userAccountAdminApi } from './api/useraccount-admin';
export { userAccountMetricsApi } from './api/useraccountmetrics';
export { authApi, authInteractionApi, inviteCodeApi } from './api/auth';
export { userGroupApi } from './api/usergroup';
export { webConfigApi, zLogLevelParams } from './api/webconfig';
export * from './api/systemconfig';
export * from './api/devutil';
export * from './validation/app-config-document';
export * from './domain/page-style';
export { webhooksApi } from './api/webhooks';
export { unsubscribeApi } from './api/unsubscribe';
export { contentAlertApi, subscriptionApi } from './api/subscription';
// Surveys and assessments (issue 20).
export * from './survey/index';
