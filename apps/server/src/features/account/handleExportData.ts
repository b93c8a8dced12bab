import { authedProcedures } from '../../api/procedures';

/**
 * GET /account/export is answered by the route registerAccountExport, registered before the
 * procedures: the archive of a large account is streamed as it is read, which a procedure (whose
 * answer is one value) cannot do. The contract keeps the call for the OpenAPI document and the
 * typed client; this procedure is never reached over HTTP.
 */
export const handleExportData = authedProcedures.account.exportData.handler(async () => {
  throw new Error('GET /account/export is served by registerAccountExport');
});
