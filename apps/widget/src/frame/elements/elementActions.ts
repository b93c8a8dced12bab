import type { ChatUserEvent, Loose, WireList } from '../api/wireTypes';

/** What the bot's buttons, lists and images do once shown. */
export type ElementActions = {
  /** Sends the visitor's choice; `label` is the bubble shown meanwhile. */
  send: (event: ChatUserEvent, label: string) => void;
  sendLocation: () => void;
  openList: (list: WireList, opener: HTMLButtonElement) => void;
  followImage: (image: HTMLImageElement) => void;
};

/**
 * A tap on a button or a list row, sent as the flow holds it: a choice with a missing id is sent
 * as it is, and the API refuses it (the visitor sees "not sent").
 */
export function choiceEvent(
  type: 'button' | 'list',
  choice: Loose<{ id: string; title?: string }> | null | undefined,
): ChatUserEvent {
  return { type, id: choice?.id, title: choice?.title } as ChatUserEvent;
}
