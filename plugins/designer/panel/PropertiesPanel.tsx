import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Collapse, Empty, Form, Tabs } from 'antd';
import type { DesignerPanelProps } from '../page/DesignerPage.tsx';
import type { DiagramElement, EventBus } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { AssigneeSection } from './AssigneeSection.tsx';
import { AsyncSection, hasAsyncSection } from './AsyncSection.tsx';
import { ButtonsSection } from './ButtonsSection.tsx';
import { CamundaFieldsSection } from './CamundaFieldsSection.tsx';
import { CamundaProcessSection } from './CamundaProcessSection.tsx';
import { ExtensionPropertiesSection } from './ExtensionPropertiesSection.tsx';
import { InputOutputSection, hasInputOutput } from './InputOutputSection.tsx';
import { LinkSection, hasLinkSection } from './LinkSection.tsx';
import { ListenersSection } from './ListenersSection.tsx';
import { ConditionSection, hasConditionSection, type ConditionVariable } from './ConditionSection.tsx';
import { processFormKeys } from '../../../contracts/bpmn/DeployFormContext.ts';
import { isBpmn, type BpmnProcess, type ModdleElement } from '../../../contracts/bpmn/BpmnElements.ts';
import type { DesignerFormCatalog } from '../page/DesignerFormCatalog.ts';
import { DefinitionRefSection, referenceKindOf } from './DefinitionRefSection.tsx';
import { DefinitionsSection } from './DefinitionsSection.tsx';
import { FlowKeySection, hasFlowKeySection } from './FlowKeySection.tsx';
import { FormSection } from './FormSection.tsx';
import { GatewaySection } from './GatewaySection.tsx';
import { GeneralSection } from './GeneralSection.tsx';
import { HandlingSection } from './HandlingSection.tsx';
import { NoticeSection } from './NoticeSection.tsx';
import { ModelerPanelEditor, type PanelEditor } from './PanelEditor.ts';
import { ProcessSection, useFormDefs } from './ProcessSection.tsx';
import { DEFINITION_KINDS } from './RootDefinitions.ts';
import { ScriptTaskSection } from './ScriptTaskSection.tsx';
import { TaskImplementationSection, hasTaskImplementation } from './TaskImplementationSection.tsx';
import { TimerSection, hasTimerSection } from './TimerSection.tsx';
import { useDiagramSelection } from './useDiagramSelection.ts';
import type { FormDef } from '../DesignerApi.ts';
import { ASSIGNEE_CLICK_EVENT } from '../modeler/modules/renderer/AssigneeClick.ts';

const GATEWAYS = ['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway', 'bpmn:ParallelGateway', 'bpmn:ComplexGateway'];

interface Fold {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 扩展设置: the Camunda-style fields, folded away, under the note that the engine does not run
 * them. Whether it is open is the panel's (`fold`), not the section's: the sections re-mount
 * after every command, and an edit in it must not fold it away.
 */
function MoreSettings({ children, fold }: { children: ReactNode; fold: Fold }) {
  return (
    <Collapse
      size="small"
      activeKey={fold.open ? ['camunda'] : []}
      onChange={(keys) => fold.onOpenChange((Array.isArray(keys) ? keys : [keys]).includes('camunda'))}
      items={[
        {
          key: 'camunda',
          label: zhCN.panel.more,
          children: (
            <>
              <Alert type="info" showIcon title={zhCN.camunda.hint} style={{ marginBottom: 12 }} />
              {children}
            </>
          ),
        },
      ]}
    />
  );
}

export interface NodeSectionsProps {
  element: DiagramElement;
  editor: PanelEditor;
  forms: FormDef[];
  /** What a condition may read: the bound designed forms' fields and the start's variables. */
  variables?: readonly ConditionVariable[];
  pickerOpen: boolean;
  onPickerOpenChange: (open: boolean) => void;
  fold: Fold;
}

/** What a condition on this element may read: the forms its process binds, and the start's variables. */
function conditionVariables(element: DiagramElement, catalog: DesignerFormCatalog | undefined): readonly ConditionVariable[] | undefined {
  if (!catalog || element.type !== 'bpmn:SequenceFlow') return undefined;
  let at = element.businessObject as unknown as ModdleElement | undefined;
  while (at && !isBpmn<BpmnProcess>(at, 'bpmn:Process')) at = at.$parent;
  return at ? catalog.variables(processFormKeys(at as BpmnProcess)) : undefined;
}

/** The sections of 节点属性 for the element's type (spec 002 §2.5, §2.7). */
export function NodeSections({ element, editor, forms, variables, pickerOpen, onPickerOpenChange, fold }: NodeSectionsProps) {
  return (
    <Form layout="vertical" size="small">
      <GeneralSection element={element} editor={editor} />
      {hasConditionSection(element) && <ConditionSection flow={element} editor={editor} variables={variables} />}
      {hasFlowKeySection(element) && <FlowKeySection flow={element} editor={editor} />}
      {GATEWAYS.includes(element.type) && <GatewaySection gateway={element} editor={editor} />}
      {element.type === 'bpmn:UserTask' && (
        <>
          <AssigneeSection task={element} editor={editor} pickerOpen={pickerOpen} onPickerOpenChange={onPickerOpenChange} />
          <HandlingSection task={element} editor={editor} />
        </>
      )}
      {(element.type === 'bpmn:UserTask' || element.type === 'bpmn:StartEvent') && <FormSection node={element} editor={editor} forms={forms} />}
      {/* Starting always offers the one button 提交 (spec 001): a start event has no button list to set. */}
      {element.type === 'bpmn:UserTask' && <ButtonsSection node={element} editor={editor} />}
      {element.type === 'bpmn:UserTask' && <NoticeSection task={element} editor={editor} />}
      <MoreSettings fold={fold}>
        {hasTaskImplementation(element) && <TaskImplementationSection element={element} editor={editor} />}
        {element.type === 'bpmn:ScriptTask' && <ScriptTaskSection task={element} editor={editor} />}
        {hasTimerSection(element) && <TimerSection event={element} editor={editor} />}
        {hasLinkSection(element) && <LinkSection event={element} editor={editor} />}
        {referenceKindOf(element) && <DefinitionRefSection event={element} editor={editor} />}
        <CamundaFieldsSection element={element} editor={editor} />
        {hasAsyncSection(element) && <AsyncSection element={element} editor={editor} />}
        {hasInputOutput(element) && <InputOutputSection element={element} editor={editor} />}
        <ListenersSection element={element} editor={editor} kind="execution" />
        {element.type === 'bpmn:UserTask' && <ListenersSection element={element} editor={editor} kind="task" />}
        <ExtensionPropertiesSection element={element} editor={editor} />
      </MoreSettings>
    </Form>
  );
}

/**
 * The designer's properties panel: 节点属性 for the selected element, 流程属性 for the process
 * (shown when nothing or the process is selected). Every write is a bpmn-js command, and every
 * command, undo and redo re-renders it.
 */
export function PropertiesPanel({ modeler, processName, forms: companyForms }: DesignerPanelProps) {
  const editor = useMemo(() => new ModelerPanelEditor(modeler), [modeler]);
  const { element, root, revision } = useDiagramSelection(modeler);
  const forms = useFormDefs();
  const [tab, setTab] = useState<'node' | 'process'>('process');
  useEffect(() => setTab(element ? 'node' : 'process'), [element]);
  // The member picker of a task stays open across the panel's re-renders; the people line of a task opens it (E26).
  const [pickerFor, setPickerFor] = useState<string | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  const fold: Fold = { open: moreOpen, onOpenChange: setMoreOpen };
  useEffect(() => {
    const eventBus = modeler.get<EventBus>('eventBus');
    const open = (event: { element: DiagramElement }) => {
      modeler.get<{ select(element: DiagramElement): void }>('selection').select(event.element);
      setPickerFor(event.element.id);
    };
    eventBus.on(ASSIGNEE_CLICK_EVENT, open);
    return () => eventBus.off(ASSIGNEE_CLICK_EVENT, open);
  }, [modeler]);

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as 'node' | 'process')}
      items={[
        {
          key: 'node',
          label: zhCN.panel.nodeTab,
          children: element ? <NodeSections
              key={`${element.id}-${revision}`}
              element={element}
              editor={editor}
              forms={forms}
              variables={conditionVariables(element, companyForms?.catalog)}
              pickerOpen={pickerFor === element.id}
              onPickerOpenChange={(open) => setPickerFor(open ? element.id : null)}
              fold={fold}
            /> : <Empty description={zhCN.panel.noNode} />,
        },
        {
          key: 'process',
          label: zhCN.panel.processTab,
          children: root ? (
            <Form layout="vertical" size="small" key={revision}>
              <ProcessSection process={root} processName={processName} editor={editor} forms={forms} />
              <MoreSettings fold={fold}>
                <CamundaProcessSection process={root} editor={editor} />
                {DEFINITION_KINDS.map((kind) => (
                  <DefinitionsSection key={kind} process={root} editor={editor} kind={kind} />
                ))}
                <ListenersSection element={root} editor={editor} kind="execution" />
                <ExtensionPropertiesSection element={root} editor={editor} />
              </MoreSettings>
            </Form>
          ) : null,
        },
      ]}
    />
  );
}
