import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { useTexts } from '../../lib/i18n/useTexts';
import { endUserTexts } from './endUserTexts';

/**
 * An end-user's first tags as badges (the list brings at most END_USER_ROW_TAGS of them), then
 * '+n' for the others, read out as 'et n autres tags'. A list for screen readers, named 'Tags'; a
 * tag too long for its badge ends in '…' and shows whole on hover. Nothing when they wear none.
 */
export function EndUserTagBadges({ tags, count }: { tags: readonly string[]; count: number }) {
  const t = useTexts(endUserTexts).row;
  if (count === 0) return null;
  const more = count - tags.length;
  return (
    <Group gap={4} wrap="wrap" miw={0} role="list" aria-label={t.tags}>
      {tags.map((tag) => (
        <Badge key={tag} role="listitem" size="sm" variant="default" maw="100%" tt="none" title={tag}>
          {tag}
        </Badge>
      ))}
      {more > 0 && (
        <Badge role="listitem" size="sm" variant="default" tt="none">
          <span aria-hidden>+{more}</span>
          <VisuallyHidden>{t.moreTags({ count: more })}</VisuallyHidden>
        </Badge>
      )}
    </Group>
  );
}
