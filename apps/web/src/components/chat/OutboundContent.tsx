import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';
import { useTexts } from '../../lib/i18n/useTexts';
import { ButtonLinkContent } from './ButtonLinkContent';
import { conversationTexts } from './conversationTexts';
import { ListContent } from './ListContent';
import { LocationRequestContent } from './LocationRequestContent';
import { MediaContent } from './MediaContent';
import { MessageText } from './MessageText';
import type { MessageAction } from './messageAction';
import { readOutbound } from './messageContent';
import { TemplateContent } from './TemplateContent';
import { TextButtonContent } from './TextButtonContent';

/** What the bot or an agent sent, element by element, as the end-user saw it. */
export function OutboundContent({ message, onAction }: { message: ChatMessage; onAction?: MessageAction }) {
  const t = useTexts(conversationTexts);
  const view = readOutbound(message);
  switch (view.kind) {
    case 'text':
      return <MessageText text={view.text} />;
    case 'text_button':
      return <TextButtonContent text={view.text} buttons={view.buttons} onAction={onAction} />;
    case 'list':
      return <ListContent list={view} onAction={onAction} />;
    case 'image':
    case 'document':
    case 'audio':
    case 'video':
      return <MediaContent kind={view.kind} link={view.link} caption={view.caption} />;
    case 'location_request':
      return <LocationRequestContent text={view.text} onAction={onAction} />;
    case 'button_link':
      return <ButtonLinkContent card={view} />;
    case 'template':
      return <TemplateContent template={view} />;
    default:
      return <MessageText text={view.text ?? t.unsupported({ type: view.type })} dimmed={!view.text} />;
  }
}
