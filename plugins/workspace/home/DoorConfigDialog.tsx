import { useEffect, useState } from 'react';
import { Button, Checkbox, Flex, Modal, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { CurrentDoorId, type DoorConfig } from './CurrentDoor.ts';

interface Row {
  id: number;
  name: string;
  shown: boolean;
}

/**
 * 配置门户: which cards the current portal shows and in which order — the shown ones first, in
 * their order, then the rest. Saved on the server for this user alone (door update).
 */
export function DoorConfigDialog({ open }: { open: boolean }) {
  const door = useService(CurrentDoorId);
  const [config, setConfig] = useState<DoorConfig | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    door.config().then(
      (answer) => {
        if (!current) return;
        const shown = answer.door?.cardIds ?? [];
        const name = (id: number) => answer.cards.find((card) => card.id === id)?.cardName ?? String(id);
        setConfig(answer);
        setRows([
          ...shown.map((id) => ({ id, name: name(id), shown: true })),
          ...answer.cards.filter((card) => !shown.includes(card.id)).map((card) => ({ id: card.id, name: card.cardName, shown: false })),
        ]);
      },
      // The client has said why; nothing to configure.
      () => current && door.configure(false),
    );
    return () => {
      current = false;
    };
  }, [open, door]);

  const move = (index: number, by: number) => {
    const next = [...rows];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    setRows(next);
  };

  const save = async () => {
    if (!config?.door) return;
    setSaving(true);
    try {
      await door.save(config.door, rows.filter((row) => row.shown).map((row) => row.id));
      door.configure(false);
    } catch {
      // The client has shown the server's message; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={zhCN.home.door.configTitle}
      open={open}
      onCancel={() => door.configure(false)}
      onOk={() => void save()}
      okText={zhCN.home.door.save}
      cancelText={zhCN.home.door.cancel}
      okButtonProps={{ disabled: !config?.door, loading: saving }}
      destroyOnHidden
    >
      {config && (
        <Flex vertical gap={8} role="list" aria-label={zhCN.home.door.configTitle}>
          <Typography.Text type="secondary">{zhCN.home.door.configHint(config.door?.doorName ?? '')}</Typography.Text>
          {rows.map((row, index) => (
            <Flex key={row.id} align="center" gap={8} role="listitem" aria-label={row.name}>
              <Checkbox checked={row.shown} onChange={(event) => setRows(rows.map((r) => (r.id === row.id ? { ...r, shown: event.target.checked } : r)))}>
                {row.name}
              </Checkbox>
              <span style={{ flex: 1 }} />
              <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={zhCN.home.door.up(row.name)} disabled={index === 0} onClick={() => move(index, -1)} />
              <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={zhCN.home.door.down(row.name)} disabled={index === rows.length - 1} onClick={() => move(index, 1)} />
            </Flex>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
