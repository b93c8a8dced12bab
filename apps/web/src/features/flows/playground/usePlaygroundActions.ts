import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';

export interface PlaygroundActions {
  /** The block the editor shows: the address's, or the one just chosen while the address catches up. */
  shown: string | undefined;
  /** Opens a block (a created one, a link's target), or the bare playground with none. */
  open: (idblock: string | undefined) => void;
  /** A click in the block list: clicking the selected block again leaves the editor. */
  select: (idblock: string) => void;
  /** Back to the chatbot's home. */
  back: () => void;
}

/** The moves of the playground between its blocks; the address names the open one. */
export function usePlaygroundActions(chatbotId: string, idblock: string | undefined): PlaygroundActions {
  const navigate = useNavigate();
  const base = `/dashboard/chatbots/${chatbotId}/playground`;
  // The router shows a new location in a transition, after the address has changed: until then the
  // page still showed the bare playground, whose toolbar only warns, so an element added right
  // after creating or picking a block was lost. The chosen block is shown at once instead.
  const [opening, setOpening] = useState<{ from: string | undefined; to: string | undefined }>();
  if (opening && opening.from !== idblock) setOpening(undefined);
  const shown = opening && opening.from === idblock ? opening.to : idblock;
  const open = (target: string | undefined) => {
    flushSync(() => setOpening({ from: idblock, to: target }));
    navigate(target ? `${base}/${target}` : base);
  };
  return {
    shown,
    open,
    select: (target) => open(target === shown ? undefined : target),
    back: () => navigate(`/dashboard/chatbots/${chatbotId}/home`),
  };
}
