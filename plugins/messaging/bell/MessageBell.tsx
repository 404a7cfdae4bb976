import { useEffect, useState, useSyncExternalStore } from 'react';
import { Badge, Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useService } from '../../../core/react/index.ts';
import { MessageStoreId } from '../MessageStore.ts';
import { zhCN } from '../zhCN.ts';
import { MessagePopover } from './MessagePopover.tsx';

/** Part 1 §2, §9: the count shows at most 99 (then 99+); the popover closes 500 ms after the pointer leaves. */
export const BELL_MAX_COUNT = 99;
export const POPOVER_CLOSE_DELAY_MS = 500;

/** The message bell in the main layout's top bar: unread count and the message popover. */
export function MessageBell() {
  const store = useService(MessageStoreId);
  const { unread } = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.state,
  );
  const [open, setOpen] = useState(false);
  // After a message opens, the pointer still rests on the closing popover; the hover that
  // Chromium reports there as the page changes under it would open the popover again over the
  // drawer or modal the message opened. Only the pointer coming back to the bell reopens it.
  const [openedMessage, setOpenedMessage] = useState(false);

  useEffect(() => {
    void store.refreshCounters();
  }, [store]);

  return (
    <Popover
      trigger="hover"
      placement="bottomRight"
      // On a phone the popover moves left as far as the window needs rather than past its edge.
      align={{ overflow: { adjustX: true, adjustY: true, shiftX: true } }}
      open={open}
      onOpenChange={(next) => {
        if (!next || !openedMessage) setOpen(next);
      }}
      mouseLeaveDelay={POPOVER_CLOSE_DELAY_MS / 1000}
      // Mounted only while open, so every opening shows fresh lists.
      destroyOnHidden
      content={
        <MessagePopover
          onLeave={() => setOpen(false)}
          onOpenMessage={() => {
            setOpenedMessage(true);
            setOpen(false);
          }}
        />
      }
    >
      <Badge count={unread ?? 0} overflowCount={BELL_MAX_COUNT} size="small">
        <Button
          type="text"
          aria-label={zhCN.bell.label}
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          onMouseEnter={() => {
            if (!openedMessage) return;
            setOpenedMessage(false);
            setOpen(true);
          }}
        />
      </Badge>
    </Popover>
  );
}
