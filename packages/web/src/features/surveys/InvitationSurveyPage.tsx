import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { saveByCode, submitByCode, surveyByCode } from './surveys-api';
import { SURVEY_QUERY } from './survey-query';
import { SurveyView } from './SurveyView';

/**
 * A person's survey by the code of their invitation: `mysurvey/{surveyCode}` signed in and
 * `/surveys/{surveyCode}` from an e-mail without signing in (the code is the credential).
 */
export function InvitationSurveyPage() {
  const { surveyCode = '' } = useParams();
  return <InvitationSurvey surveyCode={surveyCode} />;
}

/** The survey of an invitation's code (a team alignment's too; an event's survey page leads on to its own ending). */
export function InvitationSurvey({
  surveyCode,
  onSubmitted,
}: {
  surveyCode: string;
  onSubmitted?: () => void;
}) {
  const { api } = usePortal();
  const { session } = useSession();
  const query = useQuery({
    queryKey: ['surveys', 'byCode', surveyCode],
    queryFn: ({ signal }) => surveyByCode(api, surveyCode, signal),
    ...SURVEY_QUERY,
  });
  return (
    <SurveyView
      query={query}
      channel={{
        id: `code.${surveyCode}`,
        save: (version, answers) => saveByCode(api, surveyCode, version, answers),
        submit: (version, answers, language) =>
          submitByCode(api, { surveyCode, version, answers, language }),
        again: () => void query.refetch(),
        onSubmitted,
        signedIn: Boolean(session),
      }}
    />
  );
}
