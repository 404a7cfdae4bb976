import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Alert, Modal, Segmented, Spin } from 'antd';
import { DesignedFormRendererId, type DesignedFieldRule, type DesignedFormPreviewProps } from '../../../contracts/workbench/DesignedForms.ts';
import { FormDefinitionCheck } from '../../../contracts/forms/index.ts';
import { PluginBoundary, useWorkbench } from '../../../core/react/index.ts';
import type { FormDefinition } from './FormDesignApi.ts';
import { zhCN } from './zhCN.ts';

/** The phone the preview stands for: the width of a common phone's viewport in CSS pixels. */
export const PHONE_WIDTH = 390;

type Renderer = ComponentType<DesignedFormPreviewProps>;

/**
 * The process centre's renderer of designed forms (contracts/workbench/DesignedForms.ts), loaded
 * on first use; null while it loads, and when the process centre is not mounted (the designer
 * then says so instead of drawing a form of its own).
 */
export function useDesignedFormRenderer(): { Renderer: Renderer | null; missing: boolean } {
  const renderer = useWorkbench().getOptional(DesignedFormRendererId);
  const [Renderer, setRenderer] = useState<Renderer | null>(null);
  useEffect(() => {
    if (!renderer) return;
    let live = true;
    void renderer.load().then((component) => {
      if (live) setRenderer(() => component);
    });
    return () => {
      live = false;
    };
  }, [renderer]);
  return { Renderer, missing: !renderer };
}

export interface FormPreviewProps {
  definition: FormDefinition;
  /** Shown as a handler who may change nothing sees it (a version's 查看). */
  readOnly?: boolean;
}

/** The form as staff will fill it in, at the window's width or at a phone's. */
export function FormPreview({ definition, readOnly = false }: FormPreviewProps) {
  const { Renderer, missing } = useDesignedFormRenderer();
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  // The renderer draws a definition whose structure holds (other findings it shows around); a broken one waits for its fix.
  const drawable = useMemo(() => new FormDefinitionCheck().check(definition).definition !== null, [definition]);
  if (missing) return <Alert type="warning" showIcon title={zhCN.versions.noRenderer} />;
  if (!drawable) return <Alert type="error" showIcon title={zhCN.preview.broken} />;
  const rules = readOnly ? Object.fromEntries(definition.fields.map((field): [string, DesignedFieldRule] => [field.key, { hidden: false, editable: false, required: false }])) : undefined;
  return (
    <div className="rh-form-preview">
      <Segmented
        value={device}
        options={[
          { label: zhCN.preview.desktop, value: 'desktop' },
          { label: zhCN.preview.phone, value: 'phone' },
        ]}
        onChange={(value) => setDevice(value as 'desktop' | 'phone')}
      />
      <div className={device === 'phone' ? 'rh-form-preview-phone' : 'rh-form-preview-desktop'} style={device === 'phone' ? { width: PHONE_WIDTH } : undefined} data-testid={`preview-${device}`}>
        {Renderer ? (
          <PluginBoundary plugin="process-centre">
            <Renderer definition={definition} rules={rules} width={device === 'phone' ? PHONE_WIDTH : undefined} />
          </PluginBoundary>
        ) : (
          <Spin description={zhCN.preview.loading} />
        )}
      </div>
    </div>
  );
}

export interface FormPreviewModalProps extends FormPreviewProps {
  open: boolean;
  title?: string;
  onClose(): void;
}

export function FormPreviewModal({ open, title = zhCN.preview.title, onClose, ...preview }: FormPreviewModalProps) {
  return (
    <Modal open={open} title={title} width={1000} footer={null} onCancel={onClose} destroyOnHidden>
      {open && <FormPreview {...preview} />}
    </Modal>
  );
}
