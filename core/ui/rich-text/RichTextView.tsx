import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { RichTextDocument, RichTextMark, RichTextNode } from '../../../contracts/richtext/RichTextDocument.ts';
import './RichText.css';

function styled(text: ReactNode, mark: RichTextMark, key: number): ReactNode {
  if (mark.type === 'bold') return <strong key={key}>{text}</strong>;
  if (mark.type === 'italic') return <em key={key}>{text}</em>;
  if (mark.type === 'underline') return <u key={key}>{text}</u>;
  if (mark.type === 'strike') return <s key={key}>{text}</s>;
  if (mark.type === 'textStyle') {
    const style: CSSProperties = {};
    if (typeof mark.attrs?.fontFamily === 'string') style.fontFamily = mark.attrs.fontFamily;
    if (typeof mark.attrs?.fontSize === 'string') style.fontSize = mark.attrs.fontSize;
    return (
      <span key={key} style={style}>
        {text}
      </span>
    );
  }
  return text;
}

const alignOf = (node: RichTextNode): CSSProperties | undefined => (typeof node.attrs?.textAlign === 'string' ? { textAlign: node.attrs.textAlign as CSSProperties['textAlign'] } : undefined);

function nodeView(node: RichTextNode, key: number): ReactNode {
  const children = (node.content ?? []).map(nodeView);
  switch (node.type) {
    case 'text':
      return (node.marks ?? []).reduce<ReactNode>((text, mark, index) => styled(text, mark, index), node.text ?? '');
    case 'hardBreak':
      return <br key={key} />;
    case 'paragraph':
      return (
        <p key={key} style={alignOf(node)}>
          {children}
        </p>
      );
    case 'heading': {
      const level = Number(node.attrs?.level);
      return createElement(`h${level >= 1 && level <= 6 ? level : 2}`, { key, style: alignOf(node) }, ...children);
    }
    case 'bulletList':
      return <ul key={key}>{children}</ul>;
    case 'orderedList':
      return (
        <ol key={key} start={typeof node.attrs?.start === 'number' ? node.attrs.start : undefined}>
          {children}
        </ol>
      );
    case 'listItem':
      return <li key={key}>{children}</li>;
    default:
      // Only the node types of the allowlist (contracts/richtext) are drawn; the server stores no others.
      return null;
  }
}

/**
 * A stored rich text shown to a reader: the document's own nodes and marks drawn as React elements
 * (text always as text, never markup), so the server renders it as the browser does and a page
 * with it hydrates; the editor's read-only view (RichTextEditor) is for the workbench's forms.
 */
export function RichTextView({ value, 'aria-label': label }: { value: RichTextDocument; 'aria-label'?: string }) {
  return (
    <div className="rh-rich-text">
      <div className="rh-rich-text-content" aria-label={label} role="document">
        {(value.content ?? []).map(nodeView)}
      </div>
    </div>
  );
}
