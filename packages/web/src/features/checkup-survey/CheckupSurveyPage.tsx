import { useParams } from 'react-router';
import { SurveyByCode } from './survey/SurveyByCode';

/**
 * The checkup survey behind a partner's e-mailed link: `/feedback/checkup/{surveyCode}` for
 * anyone holding the link (bare layout, made for phones) and `checkupFeedback/{surveyCode}`
 * inside the portal. The code alone opens it: it names one partner's survey of one participant.
 */
export function CheckupSurveyPage() {
  const { surveyCode = '' } = useParams();
  return <SurveyByCode key={surveyCode} surveyCode={surveyCode} />;
}
