import { Fragment } from 'react';
import { type FormattedNode, parseWhatsAppFormatting } from './whatsAppFormatting';

/** A text drawn with WhatsApp's formatting (bold, italic, strikethrough, monospace). */
export function FormattedText({ text }: { text: string }) {
  return <Nodes nodes={parseWhatsAppFormatting(text)} />;
}

function Nodes({ nodes }: { nodes: FormattedNode[] }) {
  return (
    <>
      {nodes.map((node, index) => (
        // The nodes of one text never reorder: the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>{renderNode(node)}</Fragment>
      ))}
    </>
  );
}

function renderNode(node: FormattedNode) {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'mono':
      return <code style={{ fontFamily: 'monospace', fontSize: '0.95em' }}>{node.text}</code>;
    case 'bold':
      return (
        <strong>
          <Nodes nodes={node.children} />
        </strong>
      );
    case 'italic':
      return (
        <em>
          <Nodes nodes={node.children} />
        </em>
      );
    case 'strike':
      return (
        <s>
          <Nodes nodes={node.children} />
        </s>
      );
  }
}
