import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, App, Button, Result, Spin } from 'antd';
import { Navigate, useBlocker, useNavigate, useSearchParams } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { deployErrorLabel } from '../../../contracts/bpmn/DeployErrorCodes.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import {
  DEPLOY_ERROR_DICTIONARY,
  DESIGNER_SAVED_MESSAGE,
  PROCESS_LIST_PATH,
  type DesignerSavedMessage,
  type ProcessDefinition,
} from '../DesignerApi.ts';
import type { Modeler } from '../modeler/createModeler.ts';
import { ModelerFactoryId } from '../modeler/ModelerFactory.ts';
import { downloadXml } from '../XmlDownload.ts';
import type { DiagramElement, EventBus } from '../modeler/modules/DiagramServices.ts';
import { FINDINGS_CHANGED_EVENT, type DeployMarkers, type Finding } from '../modeler/modules/markers/index.ts';
import { zhCN } from '../zhCN.ts';
import { isProcessAdministrator } from './AdminGate.ts';
import { defaultDiagramXml } from './DefaultDiagram.ts';
import { baseOf, NEW_PROCESS_BASE, newestOf, type DesignerBase } from './DesignerBase.ts';
import { DesignerFormCatalog } from './DesignerFormCatalog.ts';
import { DesignerFormContextSync } from './DesignerFormContextSync.ts';
import { DesignerSubmit, type SubmitKind } from './DesignerSubmit.ts';
import { DesignerToolbar, type Alignment, type ToolbarActions } from './DesignerToolbar.tsx';
import { ImportXmlDialog } from './ImportXmlDialog.tsx';
import { SubmitLock } from './SubmitLock.ts';
import { toolbarAvailability } from './ToolbarAvailability.ts';
import { XmlImport, readXmlFile } from './XmlImport.ts';
import { XmlPreviewModal } from './XmlPreviewModal.tsx';
import { rhTranslate } from '../modeler/modules/translate/RhTranslate.ts';
import { fitDiagram, type FitCanvas } from './ViewportFit.ts';
import { zoomedIn, zoomedOut } from './ZoomLevel.ts';
import './DesignerPage.css';

/** What the properties panel receives (plugins/designer/panel/PropertiesPanel.tsx). */
export interface DesignerPanelProps {
  modeler: Modeler;
  processName: string;
  /** The company's forms, for the condition editor's 插入字段; `revision` changes when more arrived. */
  forms?: { catalog: DesignerFormCatalog; revision: number };
}

export interface DesignerPageProps {
  /** The properties panel, drawn in the collapsible right-hand area. */
  panel?: (props: DesignerPanelProps) => ReactNode;
}

interface Canvas {
  zoom(level?: number): number;
}
interface CommandStack {
  canUndo(): boolean;
  canRedo(): boolean;
  undo(): void;
  redo(): void;
}
interface Selection {
  get(): DiagramElement[];
}
interface AlignElements {
  trigger(elements: DiagramElement[], type: Alignment): void;
}
interface DirectEditing {
  isActive(): boolean;
  complete(): void;
}

/** The route's source, except that a draft not (or no longer) loaded is not named. */
function deploySource(source: string | null, loadedDraft: boolean): string | null {
  if (loadedDraft) return 'draft';
  return source === 'draft' ? null : source;
}

/**
 * The process designer (spec 002 §2.1–§2.4, §8): loads the draft or the deployed definition
 * (a new process when there is none), edits it with the product's bpmn-js modules, shows the
 * deploy findings live, and saves or deploys it under the submit lock.
 */
export function DesignerPage({ panel }: DesignerPageProps) {
  const [query] = useSearchParams();
  const key = query.get('processDefinitionKey') ?? '';
  const processName = query.get('processName') ?? '';
  const source = query.get('source');
  const { userInfo } = useSessionSnapshot();
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const admin = isProcessAdministrator(userInfo);

  const canvasBox = useRef<HTMLDivElement>(null);
  const [modeler, setModeler] = useState<Modeler | null>(null);
  const [ready, setReady] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [history, setHistory] = useState({ canUndo: false, canRedo: false });
  const [zoom, setZoom] = useState(1);
  const [findings, setFindings] = useState<readonly Finding[]>([]);
  const [importing, setImporting] = useState(false);
  const [importWarnings, setImportWarnings] = useState<readonly string[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(true);
  const [saving, setSaving] = useState(false);
  const lock = useMemo(() => new SubmitLock(), []);
  const submitter = useMemo(() => new DesignerSubmit(api), [api]);
  // Until a save or deploy succeeds, leaving loses the work (§2.1, §8) — when there is work to
  // lose (issue 26): an edit not undone since loading, or another diagram imported or redrawn.
  const saved = useRef(false);
  const edited = useRef(false);
  const replaced = useRef(false);
  const unsaved = useCallback(() => !saved.current && (edited.current || replaced.current), []);
  const dictionary = useRef<Promise<Map<string, string>> | null>(null);
  // What was loaded: every save and deploy is made on it (issue 10).
  const base = useRef<DesignerBase>(NEW_PROCESS_BASE);
  // A deploy names the draft as its source only when a draft was loaded: the server deletes it.
  const loadedDraft = useRef(false);

  useEffect(() => lock.subscribe(setSaving), [lock]);
  useEffect(() => () => lock.release(), [lock]);

  /** One stored definition, the draft or the deployed one, or undefined when there is none (404). */
  const fetchDefinition = useCallback(
    async (which: 'draft' | 'deployed'): Promise<ProcessDefinition | undefined> => {
      const request = { query: { processDefKey: key }, silent: true };
      try {
        return (which === 'draft' ? await api.get('/workflow/processDef/draft', request) : await api.get('/workflow/processDef', request)).data;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return undefined;
        throw error;
      }
    },
    [api, key],
  );

  /**
   * Loads the draft (source=draft) or the deployed definition; a draft deployed and deleted
   * meanwhile falls back to the deployed one. After a conflict (`newest`), whichever of the two
   * is newer: what the other administrator wrote.
   */
  const load = useCallback(
    async (instance: Modeler, newest = false) => {
      setLoading(true);
      setLoadError(null);
      let xml: string;
      try {
        let loaded: ProcessDefinition | undefined;
        if (newest) loaded = newestOf(await fetchDefinition('draft'), await fetchDefinition('deployed'));
        else if (source === 'draft') loaded = (await fetchDefinition('draft')) ?? (await fetchDefinition('deployed'));
        else loaded = await fetchDefinition('deployed');
        // Never saved nor deployed: a new process (B9).
        xml = loaded?.bpmnData ?? defaultDiagramXml(key, processName);
        base.current = loaded ? baseOf(loaded) : NEW_PROCESS_BASE;
        loadedDraft.current = loaded !== undefined && loaded.version == null;
      } catch (error) {
        setLoading(false);
        setLoadError(error instanceof HttpError ? error.msg : zhCN.loadFailed);
        return;
      }
      try {
        await instance.importXML(xml);
        replaced.current = false;
        fitDiagram(instance.get<FitCanvas>('canvas'), true);
        setReady(true);
      } catch (error) {
        // bpmn-js throws its import errors in English, past its own translate (§8 N7).
        setLoadError(error instanceof Error ? rhTranslate(error.message) : zhCN.loadFailed);
      } finally {
        setLoading(false);
      }
    },
    [fetchDefinition, key, processName, source],
  );

  // The company's forms: the live markers judge bound forms and conditions against them (issue 23).
  const formCatalog = useMemo(() => new DesignerFormCatalog(api), [api]);
  const [formsRevision, setFormsRevision] = useState(0);
  useEffect(() => {
    if (!modeler) return;
    return new DesignerFormContextSync(modeler, formCatalog, () => setFormsRevision((revision) => revision + 1)).start();
  }, [modeler, formCatalog]);

  const modelerFactory = useService(ModelerFactoryId);
  useEffect(() => {
    const container = canvasBox.current;
    if (!admin || !key || !container) return;
    let instance: Modeler | undefined;
    let gone = false;
    void modelerFactory.create({ container }).then((created) => {
      if (gone) return created.destroy();
      instance = created;
      const eventBus = created.get<EventBus>('eventBus');
      const commandStack = created.get<CommandStack>('commandStack');
      eventBus.on('commandStack.changed', () => {
        // Undoing every edit leaves the diagram as it was loaded: nothing to lose.
        edited.current = commandStack.canUndo();
        setHistory({ canUndo: commandStack.canUndo(), canRedo: commandStack.canRedo() });
      });
      eventBus.on('import.done', () => setHistory({ canUndo: false, canRedo: false }));
      eventBus.on('canvas.viewbox.changed', (event: { viewbox: { scale: number } }) => setZoom(event.viewbox.scale));
      eventBus.on(FINDINGS_CHANGED_EVENT, (event: { findings: readonly Finding[] }) => setFindings(event.findings));
      setModeler(created);
      void load(created);
    });
    return () => {
      gone = true;
      setModeler(null);
      setReady(false);
      instance?.destroy();
    };
  }, [admin, key, load, modelerFactory]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      event.preventDefault();
      event.returnValue = zhCN.confirm.unsaved;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => admin && unsaved() && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: zhCN.confirm.title,
      content: zhCN.confirm.unsaved,
      okText: zhCN.confirm.ok,
      cancelText: zhCN.confirm.cancel,
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);

  const labels = useCallback(() => {
    dictionary.current ??= api
      .get('/admin/dict/type/{dictType}', { path: { dictType: DEPLOY_ERROR_DICTIONARY }, silent: true })
      .then(({ data }) => new Map(data.map((item) => [item.value, item.label])))
      .catch(() => new Map<string, string>());
    return dictionary.current;
  }, [api]);

  const finish = useCallback((kind: SubmitKind) => {
    saved.current = true;
    if (window.opener) {
      const message: DesignerSavedMessage = { type: DESIGNER_SAVED_MESSAGE, processDefinitionKey: key, processName, kind };
      (window.opener as Window).postMessage(message, window.location.origin);
      window.close();
      return;
    }
    void navigate(PROCESS_LIST_PATH);
  }, [key, navigate, processName]);

  const submit = useCallback(
    async function run(kind: SubmitKind, overwrite = false): Promise<void> {
      if (!modeler || !lock.acquire()) return;
      try {
        const { xml } = await modeler.saveXML({ format: true });
        const outcome = await submitter.submit(
          kind,
          { processDefinitionKey: key, processName, bpmnData: xml ?? '', base: base.current, ...(kind === 'deploy' ? { source: deploySource(source, loadedDraft.current) } : {}) },
          overwrite,
        );
        if (outcome.kind === 'done') {
          notifier.success(kind === 'save' ? zhCN.submit.saved : zhCN.submit.deployed);
          finish(kind);
          return;
        }
        lock.release();
        if (outcome.kind === 'failed') notifier.error(outcome.msg);
        if (outcome.kind === 'illegal') {
          const painted = modeler.get<DeployMarkers>('deployMarkers').showServerFindings(outcome.illegalNodeList);
          const dictionaryLabels = await labels();
          for (const finding of painted) {
            notifier.error(zhCN.submit.illegalNode(finding.name, dictionaryLabels.get(finding.errCode) || zhCN.submit.unknownCode));
          }
        }
        if (outcome.kind === 'conflict') {
          modal.confirm({
            title: zhCN.submit.conflictTitle,
            content: outcome.msg,
            okText: zhCN.submit.overwrite,
            cancelText: zhCN.submit.reload,
            keyboard: false,
            mask: { closable: false },
            onOk: () => run(kind, true),
            onCancel: () => load(modeler, true),
          });
        }
      } catch (error) {
        // Answers of the server are outcomes above; this is anything else, which must not pass unseen.
        lock.release();
        notifier.error(zhCN.submit.unexpected(error instanceof Error ? error.message : String(error)));
      }
    },
    [finish, key, labels, load, lock, modal, modeler, notifier, processName, source, submitter],
  );

  const xmlImport = useMemo(() => new XmlImport(api), [api]);
  const importFile = useCallback(
    async (file: File) => {
      if (!modeler) return;
      setImporting(false);
      setLoading(true);
      setImportWarnings([]);
      try {
        const { text, warnings: reading } = await readXmlFile(file);
        const outcome = await xmlImport.run(modeler, text, key, processName);
        if (outcome.kind === 'failed') {
          notifier.error(outcome.msg);
          return;
        }
        fitDiagram(modeler.get<FitCanvas>('canvas'), true);
        // Another diagram than the one loaded: unsaved until saved.
        replaced.current = true;
        if (outcome.renamedFrom) notifier.info(zhCN.importResult.renamed(outcome.renamedFrom.id, outcome.renamedFrom.name, key, processName));
        setImportWarnings([...reading, ...outcome.warnings]);
      } finally {
        setLoading(false);
      }
    },
    [key, modeler, notifier, processName, xmlImport],
  );

  /**
   * Issue 26: bpmn-js opens a new node's label for typing. Left open, it ends when the panel takes
   * the focus, and the label's command re-mounts the panel's sections under the click, which was
   * lost. It ends as the pointer comes over the panel (or the keyboard brings the focus in) instead.
   */
  const leaveLabelEditing = useCallback(() => {
    const directEditing = modeler?.get<DirectEditing>('directEditing');
    if (directEditing?.isActive()) directEditing.complete();
  }, [modeler]);

  const actions: ToolbarActions | null = modeler
    ? {
        undo: () => modeler.get<CommandStack>('commandStack').undo(),
        redo: () => modeler.get<CommandStack>('commandStack').redo(),
        zoomIn: () => {
          const canvas = modeler.get<Canvas>('canvas');
          canvas.zoom(zoomedIn(canvas.zoom()));
        },
        zoomOut: () => {
          const canvas = modeler.get<Canvas>('canvas');
          canvas.zoom(zoomedOut(canvas.zoom()));
        },
        fit: () => fitDiagram(modeler.get<FitCanvas>('canvas'), false),
        resetView: () => fitDiagram(modeler.get<FitCanvas>('canvas'), true),
        redraw: () =>
          modal.confirm({
            title: zhCN.confirm.title,
            content: zhCN.confirm.redraw,
            okText: zhCN.confirm.ok,
            cancelText: zhCN.confirm.cancel,
            onOk: async () => {
              await modeler.importXML(defaultDiagramXml(key, processName));
              replaced.current = true;
              fitDiagram(modeler.get<FitCanvas>('canvas'), true);
            },
          }),
        align: (alignment) => {
          const selected = modeler.get<Selection>('selection').get();
          if (selected.length < 2) {
            notifier.warning(zhCN.confirm.alignNeedsMany);
            return;
          }
          modal.confirm({
            title: zhCN.confirm.title,
            content: zhCN.confirm.align,
            okText: zhCN.confirm.ok,
            cancelText: zhCN.confirm.cancel,
            onOk: () => modeler.get<AlignElements>('alignElements').trigger(selected, alignment),
          });
        },
        importXml: () => setImporting(true),
        exportXml: () => void modeler.saveXML({ format: true }).then(({ xml }) => downloadXml(`${processName}.xml`, xml ?? '')),
        previewXml: () => void modeler.saveXML({ format: true }).then(({ xml }) => setPreview(xml ?? '')),
        save: () => void submit('save'),
        deploy: () => void submit('deploy'),
      }
    : null;

  if (!admin) return userInfo ? <Result status="403" title="403" subTitle={zhCN.notAdmin} /> : <Navigate to="/login" replace />;
  if (!key) return <Result status="warning" subTitle={zhCN.keyMissing} />;

  const availability = toolbarAvailability({ ...history, zoom, saving, ready });
  const processFindings = findings.filter((finding) => finding.processLevel);
  return (
    <div className="rh-designer">
      {actions && <DesignerToolbar availability={availability} zoom={zoom} actions={actions} />}
      {processFindings.length > 0 && (
        <div className="rh-designer-findings">
          <Alert
            type="warning"
            showIcon
            title={zhCN.panel.processFindings}
            description={
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {processFindings.map((finding) => (
                  <li key={`${finding.nodeId}:${finding.errCode}`}>{deployErrorLabel(finding.errCode) ?? finding.errCode}</li>
                ))}
              </ul>
            }
          />
        </div>
      )}
      {loadError && <Alert type="error" showIcon title={loadError} />}
      {importWarnings.length > 0 && (
        <div className="rh-designer-findings">
          <Alert
            type="warning"
            showIcon
            closable={{ onClose: () => setImportWarnings([]) }}
            title={zhCN.importResult.warningsTitle(importWarnings.length)}
            description={
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {importWarnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            }
          />
        </div>
      )}
      <div className="rh-designer-body">
        <div className="rh-designer-canvas">
          <div ref={canvasBox} style={{ position: 'absolute', inset: 0 }} data-testid="designer-canvas" />
          {loading && <Spin style={{ position: 'absolute', top: '50%', left: '50%' }} />}
        </div>
        {panel && modeler && (
          <aside className="rh-designer-panel" onPointerEnter={leaveLabelEditing} onFocusCapture={leaveLabelEditing}>
            <Button className="rh-designer-panel-toggle" type="text" onClick={() => setPanelOpen((open) => !open)}>
              {panelOpen ? zhCN.panel.collapse : zhCN.panel.expand}
            </Button>
            {panelOpen && <div className="rh-designer-panel-body">{panel({ modeler, processName, forms: { catalog: formCatalog, revision: formsRevision } })}</div>}
          </aside>
        )}
      </div>
      <ImportXmlDialog open={importing} onClose={() => setImporting(false)} onFile={(file) => void importFile(file)} onRefused={(text) => notifier.error(text)} />
      <XmlPreviewModal xml={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
