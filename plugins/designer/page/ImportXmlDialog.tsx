import { Modal, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { zhCN } from '../zhCN.ts';

interface ImportXmlDialogProps {
  open: boolean;
  onClose(): void;
  /** The chosen file's text (§2.2: one file, by click or drag, read as text). */
  onText(text: string): void;
}

/** 导入 XML: an upload box taking one file; nothing is uploaded, the file is read here. */
export function ImportXmlDialog({ open, onClose, onText }: ImportXmlDialogProps) {
  return (
    <Modal title={zhCN.importDialog.title} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Upload.Dragger
        accept=".bpmn,.xml"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void file.text().then(onText);
          // Read in the browser: never posted to an upload endpoint.
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{zhCN.importDialog.hint}</p>
        <p className="ant-upload-hint">{zhCN.importDialog.accept}</p>
      </Upload.Dragger>
    </Modal>
  );
}
