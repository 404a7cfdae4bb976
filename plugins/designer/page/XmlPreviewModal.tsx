import { Modal } from 'antd';
import { zhCN } from '../zhCN.ts';

/** 预览 XML: the diagram's XML, read-only, in an 80 %-wide modal (§2.2). */
export function XmlPreviewModal({ xml, onClose }: { xml: string | null; onClose(): void }) {
  return (
    <Modal title={zhCN.toolbar.previewXml} open={xml !== null} onCancel={onClose} footer={null} width="80%">
      <pre className="rh-designer-preview" aria-readonly="true">
        {xml}
      </pre>
    </Modal>
  );
}
