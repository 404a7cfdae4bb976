import { useEffect, useState } from 'react';
import { Input } from 'antd';

export interface CommittedInputProps {
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  multiline?: boolean;
  readOnly?: boolean;
  status?: 'error';
  'aria-label'?: string;
}

/**
 * A text field that writes the diagram once, when the user leaves it or presses Enter, not on
 * every keystroke: one edit is one undo step. It follows the diagram when undo changes it.
 */
export function CommittedInput({ value, onCommit, multiline, ...rest }: CommittedInputProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  if (multiline) {
    return <Input.TextArea {...rest} value={draft} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(event) => setDraft(event.target.value)} onBlur={commit} />;
  }
  return <Input {...rest} value={draft} onChange={(event) => setDraft(event.target.value)} onBlur={commit} onPressEnter={commit} />;
}
