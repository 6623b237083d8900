import { usePortal } from '../../../app/portal-context';
import { PdfBatchProgress } from '../../print/PdfBatchProgress';
import { planPdfBatchPath, startPlanPdfBatch } from '../plan-api';

type Props = {
  /** The plans to put in the zip (e.g. those of a team's members who have one). */
  tractionPlanIds: readonly string[];
  /** Names the zip (e.g. the team's name). */
  name: string;
};

/**
 * The plans of a people list as one zip of PDFs: start, progress, download (the documents
 * module's batch). For the lists that show plan statuses (docs/decisions.md, Traction Plan (web)).
 */
export function PlanPdfBatch({ tractionPlanIds, name }: Props) {
  const { api } = usePortal();
  const start = () => startPlanPdfBatch(api, tractionPlanIds);
  return (
    <PdfBatchProgress
      start={start}
      downloadPath={planPdfBatchPath}
      fileName={`${name}.zip`}
      disabled={tractionPlanIds.length === 0}
    />
  );
}
