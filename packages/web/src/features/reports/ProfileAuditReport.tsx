import { PROFILE_AUDIT_COLUMNS, reportsApi } from '@portal/core';
import { ReportFrame } from './ReportFrame';

/** Profile audit: per account (and group), the 360s started, describers and reports released. */
export function ProfileAuditReport() {
  return (
    <ReportFrame
      name="profileAudit"
      page={reportsApi.profileAudit}
      download={reportsApi.profileAuditExport}
      columns={PROFILE_AUDIT_COLUMNS}
    />
  );
}
