import { useState } from 'react';
import { Input, Space, Tag, Tooltip } from 'antd';
import { zhCN } from './zhCN.ts';

/** Part 1 §9: tags show at most this many characters before an ellipsis. */
export const TAG_DISPLAY_LIMIT = 20;

export interface TagInputProps {
  value?: string[];
  onChange?(value: string[]): void;
  /** Characters a tag shows before it is cut with an ellipsis (the whole text in a tooltip). */
  displayLimit?: number;
  placeholder?: string;
  disabled?: boolean;
}

/** The tags after adding `text`: trimmed, and nothing added when it is empty or already there (part 1 §5). */
export function withTag(tags: readonly string[], text: string): string[] {
  const tag = text.trim();
  return tag === '' || tags.includes(tag) ? [...tags] : [...tags, tag];
}

/** A list of short texts typed one by one (Enter or leaving the field adds one), each removable. */
export function TagInput({ value = [], onChange, displayLimit = TAG_DISPLAY_LIMIT, placeholder = zhCN.tagInput.placeholder, disabled }: TagInputProps) {
  const [text, setText] = useState('');
  const add = () => {
    const next = withTag(value, text);
    setText('');
    if (next.length !== value.length) onChange?.(next);
  };
  return (
    <Space wrap size={[4, 4]}>
      {value.map((tag) => {
        const long = tag.length > displayLimit;
        const shown = (
          <Tag key={tag} closable={!disabled} onClose={() => onChange?.(value.filter((other) => other !== tag))}>
            {long ? `${tag.slice(0, displayLimit)}…` : tag}
          </Tag>
        );
        return long ? (
          <Tooltip key={tag} title={tag}>
            {shown}
          </Tooltip>
        ) : (
          shown
        );
      })}
      {!disabled && (
        // Keyed, so adding a tag does not remount the field (and lose its focus).
        <Input
          key="input"
          size="small"
          style={{ width: 120 }}
          aria-label={placeholder}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={(event) => {
            event.preventDefault();
            add();
          }}
          onBlur={add}
        />
      )}
    </Space>
  );
}
