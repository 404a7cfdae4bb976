import type { CSSProperties, ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Checkbox, DatePicker, Empty, Input, InputNumber, Radio, Select, Switch, TimePicker, Tooltip, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { LAYOUT_TYPES, spanOf } from './FieldCatalogue.ts';
import { CANVAS_DROP_ID } from './FormCanvasIds.ts';
import type { FormField } from './FormDesignApi.ts';
import type { FieldPath } from './FormDraft.ts';
import type { FormFinding } from './DesignerFindings.ts';
import { zhCN } from './zhCN.ts';

const t = zhCN.designer;


export interface FormCanvasProps {
  fields: FormField[];
  selected: FieldPath | null;
  findingsByKey: ReadonlyMap<string, FormFinding[]>;
  onSelect(path: FieldPath): void;
  onDuplicate(path: FieldPath): void;
  onRemove(path: FieldPath): void;
}

/**
 * The form as it will look, on the four-column grid: each field a card showing its control
 * (inert: the preview is where it is filled in), sortable by its handle; a card with findings
 * is outlined red. The page's DndContext holds both this and the palette.
 */
export function FormCanvas({ fields, selected, findingsByKey, onSelect, onDuplicate, onRemove }: FormCanvasProps) {
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_DROP_ID });
  return (
    <div ref={setNodeRef} className={`rh-form-canvas${isOver ? ' rh-form-canvas-over' : ''}`} data-testid="form-canvas">
      {fields.length === 0 ? (
        <Empty className="rh-form-canvas-empty" description={t.emptyCanvas} />
      ) : (
        <SortableContext items={fields.map((field) => field.key)} strategy={rectSortingStrategy}>
          <div className="rh-form-grid">
            {fields.map((field) => (
              <FieldCard
                key={field.key}
                field={field}
                selected={selected !== null && selected.table === undefined && selected.key === field.key}
                selectedColumn={selected?.table === field.key ? selected.key : null}
                findings={findingsByKey.get(field.key) ?? []}
                onSelect={onSelect}
                onDuplicate={() => onDuplicate({ key: field.key })}
                onRemove={() => onRemove({ key: field.key })}
              />
            ))}
          </div>
        </SortableContext>
      )}
    </div>
  );
}

interface FieldCardProps {
  field: FormField;
  selected: boolean;
  selectedColumn: string | null;
  findings: FormFinding[];
  onSelect(path: FieldPath): void;
  onDuplicate(): void;
  onRemove(): void;
}

function FieldCard({ field, selected, selectedColumn, findings, onSelect, onDuplicate, onRemove }: FieldCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: field.key });
  const style: CSSProperties = {
    gridColumn: `span ${spanOf(field)}`,
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: isDragging ? 0.4 : 1,
  };
  const classes = ['rh-form-card', selected ? 'rh-form-card-selected' : '', findings.length > 0 ? 'rh-form-card-invalid' : ''].filter(Boolean).join(' ');
  return (
    // The card is a group named by its field; its label is the button that selects it, beside the
    // drag handle and the actions rather than around them (a button inside a button is unreachable
    // to a screen reader). A click anywhere on the card selects it too.
    <div ref={setNodeRef} style={style} className={classes} data-field-key={field.key} role="group" aria-label={field.label} onClick={() => onSelect({ key: field.key })}>
      <div className="rh-form-card-head">
        <span ref={setActivatorNodeRef} className="rh-form-card-handle" aria-label={t.dragHandle} {...attributes} {...listeners} role="button" tabIndex={0}>
          <HolderOutlined />
        </span>
        <span
          role="button"
          tabIndex={0}
          aria-pressed={selected}
          className={field.type === 'section' ? 'rh-form-card-section' : 'rh-form-card-label'}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onSelect({ key: field.key });
            }
          }}
        >
          {field.required && field.type !== 'section' && (
            <span className="rh-form-card-required" aria-hidden>
              *
            </span>
          )}
          {field.label}
        </span>
        <span className="rh-form-card-key">{field.key}</span>
        <span className="rh-form-card-actions">
          <Tooltip title={t.duplicate}>
            <Button
              size="small"
              type="text"
              icon={<CopyOutlined />}
              aria-label={t.duplicate}
              onClick={(event) => {
                event.stopPropagation();
                onDuplicate();
              }}
            />
          </Tooltip>
          <Tooltip title={t.remove}>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t.remove}
              onClick={(event) => {
                event.stopPropagation();
                onRemove();
              }}
            />
          </Tooltip>
        </span>
      </div>
      {!LAYOUT_TYPES.has(field.type) || field.type === 'description' ? (
        <div className="rh-form-card-control">
          <ControlLook field={field} selectedColumn={selectedColumn} onSelectColumn={(key) => onSelect({ key, table: field.key })} />
        </div>
      ) : null}
      {findings.length > 0 && (
        <div className="rh-form-card-findings" role="alert">
          {findings.map((finding, index) => (
            <div key={index}>{finding.message}</div>
          ))}
        </div>
      )}
    </div>
  );
}

/** What the field's control looks like, inert. */
function ControlLook({ field, selectedColumn, onSelectColumn }: { field: FormField; selectedColumn: string | null; onSelectColumn(key: string): void }): ReactNode {
  const options = (field.options ?? []).map((option) => ({ label: option.label, value: option.value }));
  // Drawn, not used: out of the tab order, and named by the field for whoever reads the canvas.
  const inert = { disabled: true, tabIndex: -1, 'aria-label': field.label } as const;
  switch (field.type) {
    case 'input':
      return <Input {...inert} placeholder={field.placeholder} />;
    case 'textarea':
      return <Input.TextArea {...inert} placeholder={field.placeholder} rows={2} />;
    case 'number':
    case 'money':
      return <InputNumber {...inert} placeholder={field.placeholder} prefix={field.type === 'money' ? '¥' : undefined} style={{ width: '100%' }} />;
    case 'computed':
      return <Input {...inert} prefix="=" value={field.formula ?? ''} />;
    case 'date':
      return <DatePicker {...inert} placeholder={field.placeholder} style={{ width: '100%' }} />;
    case 'dateRange':
      return <DatePicker.RangePicker {...inert} allowEmpty={[true, true]} style={{ width: '100%' }} />;
    case 'time':
      return <TimePicker {...inert} placeholder={field.placeholder} format="HH:mm" style={{ width: '100%' }} />;
    case 'select':
      return <Select {...inert} placeholder={field.placeholder ?? (field.dictType !== undefined ? `${zhCN.properties.dictionary}：${field.dictType}` : zhCN.designer.selectLook)} style={{ width: '100%' }} />;
    case 'radio':
      return <Radio.Group {...inert} options={field.dictType ? [{ label: `${zhCN.properties.dictionary}：${field.dictType}`, value: '' }] : options} />;
    case 'checkbox':
      return <Checkbox.Group {...inert} options={field.dictType ? [{ label: `${zhCN.properties.dictionary}：${field.dictType}`, value: '' }] : options} />;
    case 'switch':
      return <Switch {...inert} size="small" />;
    case 'member':
      return <Select {...inert} placeholder={field.placeholder ?? zhCN.properties.memberKinds[field.memberKind ?? 'user']} style={{ width: '100%' }} />;
    case 'attachment':
      return <Button {...inert}>{zhCN.designer.uploadLook}</Button>;
    case 'richText':
      return <div className="rh-form-card-richtext" />;
    case 'description':
      return <Typography.Paragraph type="secondary" className="rh-form-card-text">{field.text}</Typography.Paragraph>;
    case 'table':
      return (
        <div className="rh-form-card-table">
          {(field.columns ?? []).map((column) => (
            <button
              type="button"
              key={column.key}
              className={`rh-form-card-column${selectedColumn === column.key ? ' rh-form-card-column-selected' : ''}`}
              onClick={(event) => {
                event.stopPropagation();
                onSelectColumn(column.key);
              }}
            >
              {column.required && <span className="rh-form-card-required">*</span>}
              {column.label}
            </button>
          ))}
        </div>
      );
    default:
      return null;
  }
}
