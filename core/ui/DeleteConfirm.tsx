import type { ReactElement, ReactNode } from 'react';
import { Modal } from 'antd';
import { zhCN } from './zhCN.ts';

export interface DeleteConfirmOptions {
  /** Defaults to the spec's text: deleted data cannot be recovered (part 1 §5). */
  content?: ReactNode;
  title?: ReactNode;
  /** Runs only after an explicit 确定; a rejected promise keeps the dialog open. */
  onOk(): unknown;
}

export interface DeleteConfirm {
  confirmDelete(options: DeleteConfirmOptions): void;
  /** Render this once where the hook is used: the dialog takes antd's theme and locale from there. */
  contextHolder: ReactElement;
}

/**
 * A delete confirmation that acts only on an explicit 确定: a click on the mask, Esc or 取消
 * closes it and nothing is deleted.
 */
export function useDeleteConfirm(): DeleteConfirm {
  const [modal, contextHolder] = Modal.useModal();
  return {
    contextHolder,
    confirmDelete({ content = zhCN.confirm.deleteContent, title = zhCN.confirm.title, onOk }) {
      void modal.confirm({
        title,
        content,
        okText: zhCN.confirm.ok,
        cancelText: zhCN.confirm.cancel,
        okButtonProps: { danger: true },
        mask: { closable: false },
        focusable: { autoFocusButton: 'cancel' },
        onOk,
      });
    },
  };
}
