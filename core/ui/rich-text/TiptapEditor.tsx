import { useEffect, useMemo, useRef } from 'react';
import { EditorContent, useEditor, type JSONContent } from '@tiptap/react';
import { isEmptyRichText, type RichTextDocument } from '../../../contracts/richtext/RichTextDocument.ts';
import { DEFAULT_RICH_TEXT_LIMITS, RichTextDocumentCheck } from '../../../contracts/richtext/RichTextDocumentCheck.ts';
import { richTextExtensions } from './RichTextExtensions.ts';
import './RichText.css';
import { RichTextToolbar } from './RichTextToolbar.tsx';

export interface TiptapEditorProps {
  value: RichTextDocument | null | undefined;
  onChange?: (value: RichTextDocument | null) => void;
  editable: boolean;
  placeholder: string;
  ariaLabel?: string;
  minHeight: number;
}

const EMPTY: JSONContent = { type: 'doc', content: [{ type: 'paragraph' }] };

/**
 * What the form holds for a document: in the canonical form the server stores (no null
 * attributes), null when nothing is written (a required rule then says so). A document the
 * allowlist refuses (too long, say) is handed on as it is, for the form's rules to name.
 */
function formValueOf(document: JSONContent): RichTextDocument | null {
  const checked = new RichTextDocumentCheck({ ...DEFAULT_RICH_TEXT_LIMITS, maxTextLength: Number.MAX_SAFE_INTEGER }).check(document);
  if (checked.ok) return checked.document;
  return isEmptyRichText(document as RichTextDocument) ? null : (document as RichTextDocument);
}

/**
 * The Tiptap editor behind RichTextEditor, in a chunk of its own (only pages with rich text
 * load it). Editable: toolbar and a bordered writing area. Not editable: the same document
 * drawn by the same schema, so the read-only view shows exactly what was written — rendered
 * from the JSON by ProseMirror, never injected as HTML.
 */
export default function TiptapEditor({ value, onChange, editable, placeholder, ariaLabel, minHeight }: TiptapEditorProps) {
  const changed = useRef(onChange);
  changed.current = onChange;
  // The document last sent out (or taken in), so the form handing it back is not a new value.
  const known = useRef(JSON.stringify(value ?? null));
  const extensions = useMemo(() => richTextExtensions(placeholder), [placeholder]);
  const editor = useEditor({
    extensions,
    content: value ?? EMPTY,
    editable,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(editable ? {} : { 'aria-readonly': 'true' }),
        class: 'rh-rich-text-content',
        style: `min-height: ${editable ? minHeight : 0}px; outline: none; padding: ${editable ? '4px 11px' : '0'};`,
      },
    },
    onUpdate: ({ editor: current }) => {
      const next = formValueOf(current.getJSON());
      known.current = JSON.stringify(next);
      changed.current?.(next);
    },
  });

  useEffect(() => {
    const next = JSON.stringify(value ?? null);
    if (next === known.current) return;
    known.current = next;
    editor.commands.setContent(value ?? EMPTY, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(editable, false);
  }, [editor, editable]);

  if (!editable) return <EditorContent editor={editor} className="rh-rich-text" />;
  return (
    <div className="rh-rich-text" style={{ border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }}>
      <RichTextToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
