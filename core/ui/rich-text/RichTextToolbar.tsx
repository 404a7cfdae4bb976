import type { ReactNode } from 'react';
import { Button, Divider, Select, Space, Tooltip } from 'antd';
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { RICH_TEXT_FONTS, RICH_TEXT_HEADING_LEVELS, fontSizeOf, fontSizeValue, type RichTextFont } from '../../../contracts/richtext/RichTextDocument.ts';
import { zhCN } from '../zhCN.ts';
import { FONT_STACKS } from './RichTextExtensions.ts';

const texts = zhCN.richText;

/** The sizes offered, every other pixel from 12 to 36 (the server takes any whole size in between). */
export const TOOLBAR_FONT_SIZES = [12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36] as const;

const PARAGRAPH = 0;

interface ToolButtonProps {
  title: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
}

function ToolButton({ title, icon, active = false, disabled = false, onClick }: ToolButtonProps) {
  return (
    <Tooltip title={title}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        // Keeps the selection in the editor: a button that took focus would lose what it formats.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** Font, size, paragraph format, marks, lists, alignment, undo and redo, each showing where the cursor is. */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const style = current.getAttributes('textStyle');
      const level = RICH_TEXT_HEADING_LEVELS.find((candidate) => current.isActive('heading', { level: candidate }));
      return {
        font: RICH_TEXT_FONTS.includes(style.fontFamily as RichTextFont) ? (style.fontFamily as RichTextFont) : undefined,
        size: fontSizeOf(style.fontSize) ?? undefined,
        block: level ?? PARAGRAPH,
        bold: current.isActive('bold'),
        italic: current.isActive('italic'),
        underline: current.isActive('underline'),
        strike: current.isActive('strike'),
        orderedList: current.isActive('orderedList'),
        bulletList: current.isActive('bulletList'),
        center: current.isActive({ textAlign: 'center' }),
        right: current.isActive({ textAlign: 'right' }),
        canUndo: current.can().undo(),
        canRedo: current.can().redo(),
      };
    },
  });
  const chain = () => editor.chain().focus();

  return (
    <Space wrap size={4} role="toolbar" aria-label={texts.toolbar} style={{ padding: '4px 8px', borderBottom: '1px solid #f0f0f0', width: '100%' }}>
      <Select<RichTextFont>
        size="small"
        // A dozen options: drawn all at once, so every size is in the page (and in tests).
        virtual={false}
        aria-label={texts.fontFamily}
        placeholder={texts.fontFamily}
        allowClear
        style={{ width: 104 }}
        value={state.font}
        options={RICH_TEXT_FONTS.map((font) => ({ value: font, label: <span style={{ fontFamily: FONT_STACKS[font] }}>{texts.fonts[font]}</span>, title: texts.fonts[font] }))}
        onChange={(font) => (font ? chain().setFontFamily(font).run() : chain().unsetFontFamily().run())}
      />
      <Select<number>
        size="small"
        virtual={false}
        aria-label={texts.fontSize}
        placeholder={texts.fontSize}
        allowClear
        style={{ width: 84 }}
        value={state.size}
        options={TOOLBAR_FONT_SIZES.map((px) => ({ value: px, label: texts.fontSizeOf(px), title: texts.fontSizeOf(px) }))}
        onChange={(px) => (px ? chain().setFontSize(fontSizeValue(px)).run() : chain().unsetFontSize().run())}
      />
      <Select<number>
        size="small"
        aria-label={texts.block}
        style={{ width: 88 }}
        value={state.block}
        options={[
          { value: PARAGRAPH, label: texts.paragraph, title: texts.paragraph },
          ...RICH_TEXT_HEADING_LEVELS.map((level) => ({ value: level, label: texts.heading(level), title: texts.heading(level) })),
        ]}
        onChange={(level) => {
          const heading = RICH_TEXT_HEADING_LEVELS.find((candidate) => candidate === level);
          if (heading) chain().setHeading({ level: heading }).run();
          else chain().setParagraph().run();
        }}
      />
      <Divider orientation="vertical" />
      <ToolButton title={texts.bold} icon={<BoldOutlined />} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton title={texts.italic} icon={<ItalicOutlined />} active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolButton title={texts.underline} icon={<UnderlineOutlined />} active={state.underline} onClick={() => chain().toggleUnderline().run()} />
      <ToolButton title={texts.strike} icon={<StrikethroughOutlined />} active={state.strike} onClick={() => chain().toggleStrike().run()} />
      <Divider orientation="vertical" />
      <ToolButton title={texts.orderedList} icon={<OrderedListOutlined />} active={state.orderedList} onClick={() => chain().toggleOrderedList().run()} />
      <ToolButton title={texts.bulletList} icon={<UnorderedListOutlined />} active={state.bulletList} onClick={() => chain().toggleBulletList().run()} />
      <Divider orientation="vertical" />
      <ToolButton title={texts.alignLeft} icon={<AlignLeftOutlined />} active={!state.center && !state.right} onClick={() => chain().setTextAlign('left').run()} />
      <ToolButton title={texts.alignCenter} icon={<AlignCenterOutlined />} active={state.center} onClick={() => chain().setTextAlign('center').run()} />
      <ToolButton title={texts.alignRight} icon={<AlignRightOutlined />} active={state.right} onClick={() => chain().setTextAlign('right').run()} />
      <Divider orientation="vertical" />
      <ToolButton title={texts.undo} icon={<UndoOutlined />} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton title={texts.redo} icon={<RedoOutlined />} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
    </Space>
  );
}
