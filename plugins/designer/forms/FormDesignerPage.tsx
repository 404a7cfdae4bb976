import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Badge, Button, Input, Modal, Result, Select, Space, Spin, Tabs, Tooltip, Typography, Form } from 'antd';
import { ArrowLeftOutlined, EyeOutlined, RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Navigate, useBlocker, useNavigate, useSearchParams } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { isProcessAdministrator } from '../page/AdminGate.ts';
import { checkDefinition, fieldOfFinding, type PlacedFindings } from './DesignerFindings.ts';
import { MAX_FIELDS } from './FieldCatalogue.ts';
import { dropOnCanvas } from './CanvasDrop.ts';
import { FieldPalette } from './FieldPalette.tsx';
import { typeOfPaletteId } from './PaletteIds.ts';
import { FieldProperties } from './FieldProperties.tsx';
import { FormCanvas } from './FormCanvas.tsx';
import { CANVAS_DROP_ID } from './FormCanvasIds.ts';
import { FORM_KEY_MAX, FORM_KEY_PATTERN, FORM_LIST_PATH, FORM_NAME_MAX, type DictType, type FormDefinition } from './FormDesignApi.ts';
import { FormDraft, emptyDefinition, findField, type FieldPath } from './FormDraft.ts';
import { FormPreviewModal } from './FormPreview.tsx';
import { zhCN } from './zhCN.ts';
import './FormDesigner.css';

const t = zhCN.designer;
const NO_DICTIONARIES: readonly DictType[] = [];

/**
 * The form designer (/dev/activiti/form/designer?id=…, full-screen): admin-only like the process
 * designer. Without an id it designs a new form; the first save creates it and every later
 * save makes a new version.
 */
export function FormDesignerPage() {
  const { userInfo } = useSessionSnapshot();
  if (!isProcessAdministrator(userInfo)) return userInfo ? <Result status="403" title="403" subTitle={zhCN.notAdmin} /> : <Navigate to="/login" replace />;
  return <FormDesignerLoader />;
}

/** The saved form the designer edits: null id and version for a new one, whose key is still to be chosen. */
interface Stored {
  id: number | null;
  formKey: string;
  version: number | null;
}

function FormDesignerLoader() {
  const api = useService(ApiClientId);
  const [params] = useSearchParams();
  // Read once: the first save of a new form puts its id in the address without loading it again.
  const [initialId] = useState(() => (params.get('id') === null ? null : Number(params.get('id'))));
  const [loaded, setLoaded] = useState<{ draft: FormDraft; stored: Stored } | null>(() =>
    initialId === null ? { draft: new FormDraft({ name: '', definition: emptyDefinition() }), stored: { id: null, formKey: '', version: null } } : null,
  );
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (initialId === null) return;
    let live = true;
    api
      .get('/form/design/{id}', { path: { id: initialId } })
      .then(({ data }) => {
        if (live) setLoaded({ draft: new FormDraft({ name: data.formName, definition: data.definition }), stored: { id: data.id, formKey: data.formKey, version: data.version } });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [api, initialId]);

  if (failed) return <Result status="error" title={t.loadFailed} extra={<Button href={FORM_LIST_PATH}>{t.back}</Button>} />;
  if (!loaded) return <Spin style={{ display: 'block', marginTop: 120 }} />;
  return <FormDesigner draft={loaded.draft} initial={loaded.stored} />;
}

/** Findings first where the pointer is: a field under it, else the canvas; off the canvas, the nearest field. */
const collisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  const field = within.find((collision) => collision.id !== CANVAS_DROP_ID);
  if (field) return [field];
  if (within.length > 0) return within;
  return closestCenter(args);
};

function FormDesigner({ draft, initial }: { draft: FormDraft; initial: Stored }) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [modal, modalHolder] = Modal.useModal();
  const state = useSyncExternalStore(draft.subscribe, draft.getState);
  const [stored, setStored] = useState(initial);
  const [selected, setSelected] = useState<FieldPath | null>(null);
  const [tab, setTab] = useState<'field' | 'form'>('field');
  const [previewing, setPreviewing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [dragging, setDragging] = useState<string | null>(null);
  const loadDictTypes = useCallback(async () => (await api.get('/admin/dict/types', { silent: true }).catch(() => ({ data: [] }))).data, [api]);
  const { data: dictTypes } = useAsyncData(loadDictTypes);
  const { definition } = state;
  const findings: PlacedFindings = useMemo(() => checkDefinition(definition), [definition]);
  const nameMissing = state.name.trim() === '';
  const keyProblem = stored.id !== null ? null : !stored.formKey ? t.keyRequired : !FORM_KEY_PATTERN.test(stored.formKey) ? t.keyFormat : null;

  const select = useCallback((path: FieldPath | null) => {
    setSelected(path);
    if (path) setTab('field');
  }, []);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const dropped = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const added = dropOnCanvas(draft, definition.fields, String(active.id), over ? String(over.id) : null);
    if (added) select(added);
  };

  // Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) outside text fields, whose own undo is the one people expect there.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) draft.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') draft.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [draft]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (draft.dirty) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [draft]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => draft.dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void modal.confirm({
      title: zhCN.designer.title,
      content: t.unsaved,
      okText: t.ok,
      cancelText: t.cancel,
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);

  const save = async () => {
    if (nameMissing || keyProblem) {
      notifier.warning(nameMissing ? t.nameRequired : keyProblem!);
      return;
    }
    if (findings.all.length > 0) {
      notifier.warning(t.savingRefused);
      return;
    }
    setSaving(true);
    try {
      const formName = state.name.trim();
      const { data } =
        stored.id === null
          ? await api.post('/form/design', { body: { formKey: stored.formKey, formName, definition } })
          : await api.put('/form/design/{id}', { path: { id: stored.id }, body: { formName, definition, baseVersion: stored.version } });
      draft.markSaved();
      notifier.success(t.saved(data.version));
      setStored({ id: data.id, formKey: data.formKey, version: data.version });
      if (stored.id === null) setParams({ id: String(data.id) }, { replace: true });
    } catch {
      // The client showed the server's message (a key taken, a newer version saved meanwhile); the draft stays as it is.
    } finally {
      setSaving(false);
    }
  };

  const selectedField = selected ? findField(definition, selected) : undefined;
  const titleCandidates = definition.fields.filter((field) => field.type === 'input');

  return (
    <div className="rh-form-designer">
      {modalHolder}
      <header className="rh-form-designer-toolbar">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(FORM_LIST_PATH)}>
          {t.back}
        </Button>
        <Typography.Text strong>{t.title}</Typography.Text>
        <Input
          aria-label={t.name}
          className="rh-form-designer-name"
          placeholder={t.namePlaceholder}
          status={nameMissing ? 'error' : undefined}
          value={state.name}
          maxLength={FORM_NAME_MAX}
          onChange={(event) => draft.setName(event.target.value)}
        />
        {stored.id === null ? (
          <Tooltip title={keyProblem ?? t.keyHelp}>
            <Input
              aria-label={t.formKey}
              className="rh-form-designer-key"
              placeholder={t.formKeyPlaceholder}
              status={keyProblem && stored.formKey ? 'error' : undefined}
              value={stored.formKey}
              maxLength={FORM_KEY_MAX}
              onChange={(event) => setStored({ ...stored, formKey: event.target.value.trim() })}
            />
          </Tooltip>
        ) : (
          <Typography.Text type="secondary" className="rh-form-designer-stored">
            {t.stored(stored.formKey, stored.version ?? 0)}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">{t.fieldCount(definition.fields.length, MAX_FIELDS)}</Typography.Text>
        <span className="rh-form-designer-spacer" />
        <Space>
          <Tooltip title="Ctrl+Z">
            <Button icon={<UndoOutlined />} disabled={!draft.canUndo} onClick={() => draft.undo()}>
              {t.undo}
            </Button>
          </Tooltip>
          <Tooltip title="Ctrl+Shift+Z">
            <Button icon={<RedoOutlined />} disabled={!draft.canRedo} onClick={() => draft.redo()}>
              {t.redo}
            </Button>
          </Tooltip>
          <Button icon={<EyeOutlined />} onClick={() => setPreviewing(true)}>
            {t.preview}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
            {t.save}
          </Button>
        </Space>
      </header>
      <DndContext sensors={sensors} collisionDetection={collisions} onDragStart={({ active }: DragStartEvent) => setDragging(String(active.id))} onDragEnd={dropped} onDragCancel={() => setDragging(null)}>
        <div className="rh-form-designer-body">
          <aside className="rh-form-designer-palette">
            <FieldPalette
              full={definition.fields.length >= MAX_FIELDS}
              onAdd={(type) => {
                const added = draft.add(type);
                if (added) select(added);
              }}
            />
          </aside>
          <main className="rh-form-designer-canvas">
            <FindingsList findings={findings} definition={definition} onPick={(path) => select(path)} />
            <FormCanvas
              fields={definition.fields}
              selected={selected}
              findingsByKey={findings.byKey}
              onSelect={select}
              onDuplicate={(path) => {
                const copy = draft.duplicate(path);
                if (copy) select(copy);
              }}
              onRemove={(path) => {
                draft.remove(path);
                if (selected && (selected.key === path.key || selected.table === path.key)) setSelected(null);
              }}
            />
          </main>
          <aside className="rh-form-designer-panel">
            <Tabs
              activeKey={tab}
              onChange={(key) => setTab(key as 'field' | 'form')}
              items={[
                {
                  key: 'field',
                  label: t.fieldTab,
                  children:
                    selected && selectedField ? (
                      <FieldProperties draft={draft} dictTypes={dictTypes ?? NO_DICTIONARIES} definition={definition} path={selected} findings={findings.all} onSelect={select} />
                    ) : (
                      <Typography.Text type="secondary">{t.noField}</Typography.Text>
                    ),
                },
                {
                  key: 'form',
                  label: t.settingsTab,
                  children: (
                    <Form layout="vertical" size="small">
                      <Form.Item label={t.name} required validateStatus={nameMissing ? 'error' : undefined} help={nameMissing ? t.nameRequired : undefined}>
                        <Input value={state.name} maxLength={FORM_NAME_MAX} onChange={(event) => draft.setName(event.target.value)} />
                      </Form.Item>
                      <Form.Item label={t.titleField} extra={t.titleFieldHelp}>
                        <Select
                          aria-label={t.titleField}
                          value={definition.titleField ?? ''}
                          options={[{ value: '', label: t.titleFieldNone }, ...titleCandidates.map((field) => ({ value: field.key, label: `${field.label}（${field.key}）` }))]}
                          onChange={(key: string) => draft.setTitleField(key === '' ? null : key)}
                        />
                      </Form.Item>
                    </Form>
                  ),
                },
              ]}
            />
          </aside>
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging && typeOfPaletteId(dragging) ? <div className="rh-form-palette-item rh-form-palette-ghost">{zhCN.types[typeOfPaletteId(dragging)!]}</div> : null}
        </DragOverlay>
      </DndContext>
      <FormPreviewModal open={previewing} definition={definition} onClose={() => setPreviewing(false)} />
    </div>
  );
}

function FindingsList({ findings, definition, onPick }: { findings: PlacedFindings; definition: FormDefinition; onPick(path: FieldPath): void }) {
  return (
    <section className={`rh-form-designer-findings${findings.all.length > 0 ? ' rh-form-designer-findings-open' : ''}`} aria-label={t.findingsTitle}>
      <Typography.Text strong>
        <Badge status={findings.all.length > 0 ? 'error' : 'success'} /> {findings.all.length > 0 ? t.findings(findings.all.length) : t.noFindings}
      </Typography.Text>
      <ul>
        {findings.all.map((finding, index) => {
          const path = fieldOfFinding(finding, definition);
          const field = path ? findField(definition, path) : undefined;
          const text = field ? `${field.label}：${finding.message}` : finding.message;
          return (
            <li key={index}>
              {path ? (
                <Button type="link" size="small" danger onClick={() => onPick(path)}>
                  {text}
                </Button>
              ) : (
                <Typography.Text type="danger">{text}</Typography.Text>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
