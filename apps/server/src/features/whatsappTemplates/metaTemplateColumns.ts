/** A template as Meta describes it (GET /{waba_id}/message_templates, the fake's list), read. */
export interface MetaTemplate {
  id: string;
  name: string;
  language: string;
  status: string;
  category: string;
  parameter_format: string;
  components: Record<string, unknown>[];
  rejected_reason: string | null;
  quality_score: string;
}

/**
 * The whatsapp_templates columns a template of Meta fills for an account: the one mapping of
 * Meta's fields to ours, for the sync with Meta's list and the demo seed alike.
 */
export function metaTemplateColumns(
  account: { workspaceId: string; id: string; wabaId: string },
  template: MetaTemplate,
) {
  return {
    workspaceId: account.workspaceId,
    whatsappAccountId: account.id,
    wabaId: account.wabaId,
    metaId: template.id,
    name: template.name,
    language: template.language,
    category: template.category,
    parameterFormat: template.parameter_format,
    components: template.components,
    status: template.status,
    rejectedReason: template.rejected_reason,
    qualityScore: template.quality_score,
  };
}
