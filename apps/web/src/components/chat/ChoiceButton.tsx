import type { ReactNode } from 'react';
import classes from './ChatBubble.module.css';

interface ChoiceButtonProps {
  children: ReactNode;
  /** Clickable only in the simulator; on the conversation screen it only shows what was offered. */
  onClick?: () => void;
  icon?: ReactNode;
}

/** A button of a message (text_button, list row, location request) as the end-user saw it. */
export function ChoiceButton({ children, onClick, icon }: ChoiceButtonProps) {
  const content = (
    <>
      {icon}
      {children}
    </>
  );
  if (onClick)
    return (
      <button type="button" className={classes.choice} onClick={onClick}>
        {content}
      </button>
    );
  return <div className={classes.choice}>{content}</div>;
}
