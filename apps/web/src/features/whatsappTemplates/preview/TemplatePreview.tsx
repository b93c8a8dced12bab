import { Box, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCopy,
  IconExternalLink,
  IconFileTypePdf,
  IconListDetails,
  IconPhone,
  IconPhoto,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';
import { FormattedText } from './FormattedText';
import classes from './TemplatePreview.module.css';

export type PreviewButtonType = 'QUICK_REPLY' | 'URL' | 'PHONE_NUMBER' | 'COPY_CODE' | 'OTP';

/** A template as the customer's phone shows it: variables already replaced by their examples. */
export interface PreviewMessage {
  header:
    | { kind: 'none' }
    | { kind: 'text'; text: string }
    | {
        kind: 'media';
        format: 'IMAGE' | 'VIDEO' | 'DOCUMENT';
        url?: string | undefined;
        fileName?: string | undefined;
      };
  body: string;
  footer: string;
  buttons: { type: PreviewButtonType; text: string }[];
}

/** WhatsApp shows up to 3 buttons; with more, the first 2 and 'See all options'. */
export function visibleButtons(buttons: PreviewMessage['buttons']): {
  shown: PreviewMessage['buttons'];
  more: boolean;
} {
  return buttons.length > 3 ? { shown: buttons.slice(0, 2), more: true } : { shown: buttons, more: false };
}

const BUTTON_ICONS = {
  QUICK_REPLY: IconArrowBackUp,
  URL: IconExternalLink,
  PHONE_NUMBER: IconPhone,
  COPY_CODE: IconCopy,
  OTP: IconCopy,
} as const;

/** The live preview: WhatsApp's chat wallpaper, the received bubble, its buttons under it. */
export function TemplatePreview({ message, time }: { message: PreviewMessage; time: string }) {
  const { preview: t } = useTexts(whatsappTemplatesTexts);
  const { shown, more } = visibleButtons(message.buttons);
  return (
    <Box className={classes.screen} data-testid="template-preview">
      <div className={classes.message}>
        <div className={classes.bubble}>
          <PreviewHeader header={message.header} />
          <div className={classes.body}>
            {message.body.trim() ? (
              <FormattedText text={message.body} />
            ) : (
              <span className={classes.placeholder}>{t.emptyBody}</span>
            )}
          </div>
          {message.footer.trim() && <div className={classes.footer}>{message.footer}</div>}
          <div className={classes.time}>{time}</div>
        </div>
        {shown.map((button, index) => {
          const Icon = BUTTON_ICONS[button.type];
          return (
            // Buttons are drawn in the builder's order; the index keeps two equal texts apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index} className={classes.button}>
              <Icon size={16} aria-hidden />
              <span>{button.text}</span>
            </div>
          );
        })}
        {more && (
          <div className={classes.button}>
            <IconListDetails size={16} aria-hidden />
            <span>{t.seeAll}</span>
          </div>
        )}
      </div>
    </Box>
  );
}

function PreviewHeader({ header }: { header: PreviewMessage['header'] }) {
  const { preview: t } = useTexts(whatsappTemplatesTexts);
  if (header.kind === 'none') return null;
  if (header.kind === 'text')
    return header.text.trim() ? (
      <div className={classes.headerText}>
        <FormattedText text={header.text} />
      </div>
    ) : null;
  if (header.format === 'DOCUMENT')
    return (
      <div className={classes.document}>
        <IconFileTypePdf size={28} color="var(--mantine-color-red-6)" aria-hidden />
        <Text size="sm" lineClamp={1} inherit>
          {header.fileName || t.documentName}
        </Text>
      </div>
    );
  if (header.format === 'IMAGE' && header.url)
    return (
      <div className={classes.media}>
        <img src={header.url} alt={t.mediaImage} />
      </div>
    );
  return (
    <div
      className={classes.media}
      role="img"
      aria-label={header.format === 'VIDEO' ? t.mediaVideo : t.mediaImage}
    >
      {header.format === 'VIDEO' ? (
        <IconPlayerPlayFilled size={40} aria-hidden />
      ) : (
        <IconPhoto size={40} aria-hidden />
      )}
    </div>
  );
}
