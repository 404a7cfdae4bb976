import { useEffect, useState } from 'react';
import { Form, Input } from 'antd';

export interface RequiredInputProps {
  label: string;
  value: string;
  /** Shown under the field once it is left empty (spec 002 §5 "on blur"). */
  message: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  multiline?: boolean;
  /** Show the message at once when the diagram holds an empty value (a type just chosen, say). */
  eager?: boolean;
}

/**
 * A required text field of the panel: like CommittedInput it writes once, when left, but it
 * never writes an empty value. Leaving it empty shows `message` and keeps what the diagram had,
 * so the diagram never holds a value the panel refuses.
 */
export function RequiredInput({ label, value, message, onCommit, placeholder, multiline, eager }: RequiredInputProps) {
  const [draft, setDraft] = useState(value);
  const [left, setLeft] = useState(false);
  useEffect(() => setDraft(value), [value]);
  const empty = !draft.trim();
  const commit = () => {
    setLeft(true);
    const next = multiline ? draft : draft.trim();
    if (!empty && next !== value) onCommit(next);
  };
  const error = empty && (left || eager);
  const common = { 'aria-label': label, placeholder, value: draft, onBlur: commit };
  return (
    <Form.Item label={label} required validateStatus={error ? 'error' : undefined} help={error ? message : undefined}>
      {multiline ? (
        <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 8 }} onChange={(event) => setDraft(event.target.value)} />
      ) : (
        <Input {...common} onChange={(event) => setDraft(event.target.value)} onPressEnter={commit} />
      )}
    </Form.Item>
  );
}
