import { Suspense, lazy, useState } from 'react';
import { Skeleton, Typography } from 'antd';
import { isEmptyRichText, type RichTextDocument } from '../../../contracts/richtext/RichTextDocument.ts';
import { zhCN } from '../zhCN.ts';

import { TiptapEditorCode } from './TiptapEditorCode.ts';

// Tiptap and ProseMirror stay out of the first load: only a page that shows rich text fetches them.
const LazyTiptapEditor = lazy(() => TiptapEditorCode.load());

export interface RichTextEditorProps {
  /** The document (contracts/richtext), null or absent when empty. */
  value?: RichTextDocument | null;
  /** Called with the new document, or null once nothing visible is left. */
  onChange?: (value: RichTextDocument | null) => void;
  /** The read-only view: the document as written, 暂无 when empty. */
  readOnly?: boolean;
  /** As in antd forms: a disabled field shows its value and takes no edits (the read-only view). */
  disabled?: boolean;
  /** 请输入正文 unless given. */
  placeholder?: string;
  /** The writing area's accessible name (its field label). */
  'aria-label'?: string;
  /** Set by Form.Item: the form scrolls to this id on an error. */
  id?: string;
  /** Height of the writing area, in px. */
  minHeight?: number;
}

/**
 * The shared rich-text field (spec part 1 §5, part 2 §5): fonts 宋体, 黑体, 微软雅黑, 楷体 and
 * 仿宋, sizes 12 to 36 px, headings 1 to 6, placeholder 请输入正文; read-only it shows 暂无 when
 * empty. A controlled antd form control (value / onChange), so it sits in a Form.Item like
 * an Input. Its value is the Tiptap JSON document the server checks (never HTML).
 */
export function RichTextEditor({ value, onChange, readOnly = false, disabled = false, placeholder = zhCN.richText.placeholder, id, minHeight = 160, ...rest }: RichTextEditorProps) {
  const editable = !readOnly && !disabled;
  // Chosen once: code fetched ahead (TiptapEditorCode.load) is drawn at once; switching later would remount the editor.
  const [TiptapEditor] = useState(() => TiptapEditorCode.arrived ?? LazyTiptapEditor);
  if (!editable && isEmptyRichText(value)) {
    return (
      <Typography.Text id={id} type="secondary">
        {zhCN.richText.empty}
      </Typography.Text>
    );
  }
  return (
    <div id={id}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: editable ? 4 : 2 }} title={false} aria-label={zhCN.richText.loading} />}>
        <TiptapEditor value={value} onChange={onChange} editable={editable} placeholder={placeholder} ariaLabel={rest['aria-label']} minHeight={minHeight} />
      </Suspense>
    </div>
  );
}
