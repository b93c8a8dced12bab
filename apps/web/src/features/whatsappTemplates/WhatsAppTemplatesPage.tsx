import { ComingSoon } from '../../components/ComingSoon';

/** /dashboard/whatsapp_management/:accountId/templates (issue 24, part "templates"). */
export function WhatsAppTemplatesPage() {
  return <ComingSoon />;
}
