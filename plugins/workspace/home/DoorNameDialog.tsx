import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { zhCN } from '../zhCN.ts';
import { DOOR_NAME_MAX, doorNameProblem } from './DoorNameRule.ts';

const texts = zhCN.home.door;

interface DoorNameDialogProps {
  /** 新建门户 or 重命名门户. */
  title: string;
  open: boolean;
  /** The name shown at first (a rename starts from the current one). */
  initial: string;
  /** The other portals' names in the user's list: a new name must differ from each. */
  takenNames: readonly string[];
  onCancel(): void;
  /** Rejects to keep the dialog open (the server refused: too many portals, say). */
  onSubmit(name: string): Promise<void>;
}

/** Asks for a personal portal's name, with the server's name rule checked as the user types. */
export function DoorNameDialog({ title, open, initial, takenNames, onCancel, onSubmit }: DoorNameDialogProps) {
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initial);
      setTouched(false);
    }
  }, [open, initial]);
  const problem = doorNameProblem(name, takenNames);

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
    <Modal title={title} open={open} onCancel={onCancel} onOk={submit} okButtonProps={{ loading: busy }} okText={texts.confirm} cancelText={texts.cancel} destroyOnHidden>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={texts.name} htmlFor="door-name" validateStatus={touched && problem ? 'error' : undefined} help={touched ? problem : undefined}>
          <Input
            id="door-name"
            autoFocus
            placeholder={texts.namePlaceholder}
            value={name}
            // Room for a few spaces the server trims; the rule above counts what is left.
            maxLength={DOOR_NAME_MAX + 10}
            showCount={{ formatter: ({ value }) => `${[...value.trim()].length} / ${DOOR_NAME_MAX}` }}
            onChange={(event) => setName(event.target.value)}
            onPressEnter={submit}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
