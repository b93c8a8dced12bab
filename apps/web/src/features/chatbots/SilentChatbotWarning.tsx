import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n/useTexts';
import { useCan } from '../../lib/workspaceRole';
import { chatbotTexts } from './chatbotTexts';

interface SilentChatbotWarningProps {
  chatbotId: string;
  /** The server's `silent_reasons`: empty, nothing is shown. */
  reasons: readonly string[];
  /** The chatbots list's card: one short line; elsewhere an alert with a link to the flow editor. */
  compact?: boolean;
}

/**
 * 'Ce chatbot ne répondra pas : …' when a main flow is empty or incomplete: customers would write
 * and get no answer, and nothing else on the screen would say so.
 */
export function SilentChatbotWarning({ chatbotId, reasons, compact = false }: SilentChatbotWarningProps) {
  const t = useTexts(chatbotTexts);
  // The fix is in the flow editor: offered to the roles that may open it.
  const canFix = useCan('flows.tree');
  if (reasons.length === 0) return null;
  const text = t.silent({ reasons: reasons.join(' ') });
  if (compact)
    return (
      // The text in the body colour (small orange text fails contrast), the icon says 'warning'.
      <Text size="xs" fw={500} mt="sm" role="status" lineClamp={3} title={text}>
        <IconAlertTriangle
          size={12}
          aria-hidden
          color="var(--mantine-color-orange-filled)"
          style={{ verticalAlign: '-2px', marginRight: 4 }}
        />
        {text}
      </Text>
    );
  return (
    <Alert color="orange" variant="light" role="status" icon={<IconAlertTriangle size={18} aria-hidden />}>
      <Text size="sm">{text}</Text>
      {/* The body colour, underlined: the link colour on the alert's tint fails contrast. */}
      {canFix && (
        <Anchor
          component={Link}
          to={`/dashboard/chatbots/${chatbotId}/playground`}
          size="sm"
          fw={600}
          c="inherit"
          underline="always"
        >
          {t.silentFix}
        </Anchor>
      )}
    </Alert>
  );
}
