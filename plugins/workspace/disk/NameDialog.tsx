import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { zhCN } from '../zhCN.ts';
import { diskNameProblem } from './DiskNameRule.ts';

interface NameDialogProps {
  title: string;
  label: string;
  /** The name shown at first (a rename starts from the current one). */
  initial: string;
  open: boolean;
  onCancel(): void;
  /** Rejects to keep the dialog open (the server refused: a clash, say). */
  onSubmit(name: string): Promise<void>;
}

/** Asks for a folder's or file's name, with the disk's name rule checked as the user types. */
export function NameDialog({ title, label, initial, open, onCancel, onSubmit }: NameDialogProps) {
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initial);
      setTouched(false);
    }
  }, [open, initial]);
  const problem = diskNameProblem(name);

  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    try {
      await onSubmit(name.trim());
    } catch {
      // The server's message was shown; the dialog stays for another name.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={title} open={open} onCancel={onCancel} onOk={submit} okButtonProps={{ loading: busy }} okText={zhCN.confirm} cancelText={zhCN.cancel} destroyOnHidden>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={label} htmlFor="disk-name" validateStatus={touched && problem ? 'error' : undefined} help={touched ? problem : undefined}>
          <Input id="disk-name" autoFocus value={name} maxLength={255} onChange={(event) => setName(event.target.value)} onPressEnter={submit} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
