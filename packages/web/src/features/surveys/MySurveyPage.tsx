import { useParams } from 'react-router';
import { AnsweredSurvey } from './AnsweredSurvey';
import { InvitationSurveyPage } from './InvitationSurveyPage';

/**
 * `mysurvey/{surveyCode}/{surveyDataId?}/{viewer?}`: the survey of one's invitation to answer;
 * with a response's id, one's answers read again; with `viewer` too, the first part is the
 * release's id and a reader of its results reads someone's answers (the invitation's code is
 * the person's credential, never shown to others).
 */
export function MySurveyPage() {
  const { surveyCode = '', surveyDataId, viewer } = useParams();
  if (!surveyDataId) return <InvitationSurveyPage />;
  return (
    <AnsweredSurvey
      key={`${surveyCode}/${surveyDataId}/${viewer ?? ''}`}
      source={
        viewer
          ? { kind: 'viewer', releaseId: surveyCode, responseId: surveyDataId }
          : { kind: 'own', surveyCode, responseId: surveyDataId }
      }
    />
  );
}
