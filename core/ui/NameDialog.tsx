import { useEffect, useState } from 'react';
import { Form, Input, Modal, type InputProps } from 'antd';
import { zhCN } from './zhCN.ts';

export interface NameDialogProps {
  title: string;
  label: string;
  /** Ties the label to the input (an id of the page's own). */
  inputId: string;
  /** The name shown at first (a rename starts from the current one). */
  initial: string;
  open: boolean;
  /** The rule the server holds the name to, as the user types: what is wrong, or null. */
  problemOf(name: string): string | null;
  /** What the input adds: a placeholder, its length limit, a counter. */
  input?: Pick<InputProps, 'placeholder' | 'maxLength' | 'showCount'>;
  onCancel(): void;
  /** Rejects to keep the dialog open (the server refused: a clash, too many, say). */
  onSubmit(name: string): Promise<void>;
}

/**
 * Asks for one name — a folder's, a file's, a personal portal's — with its rule checked as the
 * user types (shown once they tried to confirm) and the name sent trimmed.
 */
export function NameDialog({ title, label, inputId, initial, open, problemOf, input, onCancel, onSubmit }: NameDialogProps) {
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initial);
      setTouched(false);
    }
  }, [open, initial]);
  const problem = problemOf(name);

  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    try {
      await onSubmit(name.trim());
    } catch {
      // The client has shown the server's message; the dialog stays for another name.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={title} open={open} onCancel={onCancel} onOk={submit} okButtonProps={{ loading: busy }} okText={zhCN.confirm.ok} cancelText={zhCN.confirm.cancel} destroyOnHidden>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={label} htmlFor={inputId} validateStatus={touched && problem ? 'error' : undefined} help={touched ? problem : undefined}>
          <Input id={inputId} autoFocus {...input} value={name} onChange={(event) => setName(event.target.value)} onPressEnter={submit} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
