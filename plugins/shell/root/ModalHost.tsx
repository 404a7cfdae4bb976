import { useEffect } from 'react';
import { Modal } from 'antd';
import type { ModalApi } from './LazyModal.tsx';

export interface ModalHostProps {
  onReady: (modal: ModalApi) => void;
}

/** antd's modal hook and the holder its dialogs render in; loaded with the first dialog asked for (useLazyModal). */
export function ModalHost({ onReady }: ModalHostProps) {
  const [modal, holder] = Modal.useModal();
  useEffect(() => onReady(modal), [modal, onReady]);
  return holder;
}
