import { useParams } from 'react-router';
import { ReportScreen } from './ReportScreen';
import { reportViewOf } from './ReportBody';

/** report/{reportCode}/{view?}: one report, by its code, on the chosen view. */
export function ReportPage() {
  const { reportCode = '', view } = useParams();
  const base = `/report/${encodeURIComponent(reportCode)}`;
  return (
    <ReportScreen
      reportCode={reportCode}
      view={reportViewOf(view)}
      views={{ path: (next) => (next === 'overview' ? base : `${base}/${next}`) }}
    />
  );
}
