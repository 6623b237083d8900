/** Name lists of the spec: each list as written there, with the union type of its names. */

export const ENTITY_TYPES = [
  'InviteCode',
  'Content',
  'ContentVideo',
  'ContentAttachment',
  'Test',
  'TPCU',
  'TrainingEvent',
  'TpcuParticipant',
  'ProfileDescriber',
  'ProfileParticipant',
  'ProfileReport',
  'UserAccount',
  'TractionPlan',
  'Participant',
  'CrmAccount',
  'Note',
  'SqUrl',
  'EventCatalogItem',
  'UserGroup',
  'CrmAccountKPI',
  'ChatbotMessage',
  'SurveyRelease',
  'NonRegisteredGroup',
  'ProfileParticipantFeedback',
  'SurveyReleaseDefaults',
  'ProfileDefinition',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const FILE_TYPES = [
  'contentAttachment',
  'contentImage',
  'noteAttachment',
  'commonAttachment',
] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const ACHIEVEMENT_TYPES = [
  'revalidation',
  'resources',
  'startStrong',
  'chkJourney',
  'huddleAttendance',
  'ckhPremiumSurvey',
  'kpiAssessment',
] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

export const FILTER_TYPES = [
  'text',
  'select',
  'crm-account',
  'group',
  'resource-group',
  'checkbox',
  'date',
  'user',
  'toggle',
  'subscription',
  'multiselect',
  'multicheckbox',
] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export const ASSESSMENT_QUESTION_TYPES = ['text', 'options', 'date', 'yesno'] as const;
export type AssessmentQuestionType = (typeof ASSESSMENT_QUESTION_TYPES)[number];

export const ASSESSMENT_DEFINITION_TYPES = [
  'premium',
  'tractionVisit',
  'compass',
  'event',
  'nextsteps',
  'postEventAssessment',
  'districtOnboarding',
] as const;
export type AssessmentDefinitionType = (typeof ASSESSMENT_DEFINITION_TYPES)[number];

export const TRIGGER_TYPES = [
  'allaccountsonesurvey',
  'allaccountsmultisurvey',
  'parentaccountsonesurvey',
  'parentaccountsmultisurvey',
  'childaccountsonesurvey',
  'childaccountsmultisurvey',
  'parentaccountsfromchildaccountsmultisurvey',
  'parentaccountsfromchildaccountssinglesurvey',
  'norelatedentities',
] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

export const SURVEY_SPECIAL_FIELDS = [
  'Root_FirstName',
  'Root_LastName',
  'Root_Email',
  'Root_Title',
  'Root_Phone',
  'NonRegisteredGroup',
] as const;
export type SurveySpecialField = (typeof SURVEY_SPECIAL_FIELDS)[number];

export const AWARD_SURVEY_TYPES = [
  'PrimaryLeaderSurvey',
  'SecondaryLeaderSurvey',
  'StaffSurvey',
  'TeacherSurvey',
  'StudentSurvey',
  'CampusStaffSurvey',
  'CampusStudentSurvey',
  'CampusFamilySurvey',
  'DistrictStaffSurvey',
] as const;
export type AwardSurveyType = (typeof AWARD_SURVEY_TYPES)[number];

/** Titles recognised in analytics. */
export const TITLES = [
  'Teacher',
  'Staff',
  'Principal',
  'Superintendent',
  'Assistant Principal',
  'Assistant Superintendent',
  'Counselor',
  'Process Champion',
  'Coach',
  'Athletic Director',
  'Leadworthy Course Leader',
  'Other',
] as const;
export type Title = (typeof TITLES)[number];

/** Labels of ratings 1 to 5, in order (index 0 is rating 1). */
export const RATING_LABELS = [
  'Strongly Disagree',
  'Disagree',
  'Neutral',
  'Agree',
  'Strongly Agree',
] as const;
export type RatingLabel = (typeof RATING_LABELS)[number];

/** The label of a rating from 1 to 5, or undefined outside that range. */
export function ratingLabel(rating: number): RatingLabel | undefined {
  return Number.isInteger(rating) ? RATING_LABELS[rating - 1] : undefined;
}

export const STUDENT_PERFORMANCE_OPTIONS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type StudentPerformance = (typeof STUDENT_PERFORMANCE_OPTIONS)[number];

export const PARTICIPANT_DOCUMENT_TYPES = ['certificate', 'TPCU report'] as const;
export type ParticipantDocumentType = (typeof PARTICIPANT_DOCUMENT_TYPES)[number];

export const CONTENT_PARAM_TYPES = ['eventIdUaIdEmail', 'accountIdUaIdEmail'] as const;
export type ContentParamType = (typeof CONTENT_PARAM_TYPES)[number];

/** The section types content pages are made of. */
export const CONTENT_SECTION_TYPES = [
  'actions',
  'attachments',
  'badges',
  'button',
  'checkboxProgressBar',
  'component',
  'contentSurvey',
  'domoReport',
  'image',
  'imageCarousel',
  'journeyStatus',
  'pendingDescriberRequests',
  'pendingTpcRequests',
  'profileScalePlot',
  'related',
  'row',
  'col',
  'simpleNav',
  'survey',
  'text',
  'title',
  'trainerInfo',
  'trainerReminders',
  'upcomingEvents',
  'video',
] as const;
export type ContentSectionType = (typeof CONTENT_SECTION_TYPES)[number];
