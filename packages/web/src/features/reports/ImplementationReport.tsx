import { IMPLEMENTATION_COLUMNS, reportsApi } from '@portal/core';
import { ReportFrame } from './ReportFrame';

/** Implementation: per account (and group), its events, check-ins, complete plans and checkups. */
export function ImplementationReport() {
  return (
    <ReportFrame
      name="implementation"
      page={reportsApi.implementation}
      download={reportsApi.implementationExport}
      columns={IMPLEMENTATION_COLUMNS}
    />
  );
}
