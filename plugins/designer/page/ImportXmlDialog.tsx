import { Modal, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { zhCN } from '../zhCN.ts';
import { isXmlFileName } from './XmlImport.ts';

interface ImportXmlDialogProps {
  open: boolean;
  onClose(): void;
  /** The chosen file (§2.2: one file, by click or drag), a .bpmn or .xml one. */
  onFile(file: File): void;
  /** A file of another type was chosen or dropped: nothing is imported. */
  onRefused(text: string): void;
}

/** 导入 XML: an upload box taking one file; nothing is uploaded, the file is read here. */
export function ImportXmlDialog({ open, onClose, onFile, onRefused }: ImportXmlDialogProps) {
  return (
    <Modal title={zhCN.importDialog.title} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Upload.Dragger
        accept=".bpmn,.xml"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          // `accept` filters the file chooser only: a dropped file of any type arrives here.
          if (isXmlFileName(file.name)) onFile(file);
          else onRefused(zhCN.importDialog.wrongType(file.name));
          // Read in the browser: never posted to an upload endpoint.
          return Upload.LIST_IGNORE;
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
