import { CHECKUP_AUDIT_COLUMNS, reportsApi } from '@portal/core';
import { ReportFrame } from './ReportFrame';

/** Checkup audit: per account (and group), checkups by stage, feedback and reports released. */
export function CheckupAuditReport() {
  return (
    <ReportFrame
      name="checkupAudit"
      page={reportsApi.checkupAudit}
      download={reportsApi.checkupAuditExport}
      columns={CHECKUP_AUDIT_COLUMNS}
    />
  );
}
