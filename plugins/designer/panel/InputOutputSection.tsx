import { useState } from 'react';
import { App, Button, Form, Space, Table } from 'antd';
import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { emptyParameter, parameterElement, parameterOf, type Parameter } from './InputOutputParameter.ts';
import type { PanelEditor } from './PanelEditor.ts';
import { ParameterDialog } from './ParameterDialog.tsx';

type Direction = 'input' | 'output';
const TYPE: Record<Direction, string> = { input: 'camunda:InputParameter', output: 'camunda:OutputParameter' };

/**
 * Where Camunda allows input/output mapping: activities and intermediate and end events — not
 * start or boundary events, not gateways.
 */
export const hasInputOutput = (element: DiagramElement): boolean =>
  /Task$|SubProcess$|^bpmn:CallActivity$|^bpmn:Intermediate(Catch|Throw)Event$|^bpmn:EndEvent$/.test(element.type);

/**
 * 输入/输出参数 (spec 002 §2.7, §3): two tables over camunda:InputOutput, each parameter added
 * and edited in a modal and removed after a confirm. A parameter the user did not touch is
 * written back as it was (a nested list in a list stays intact).
 */
export function InputOutputSection({ element, editor }: { element: DiagramElement; editor: PanelEditor }) {
  const { modal } = App.useApp();
  const holder = editor.reader.extension(element.businessObject as never, 'camunda:InputOutput') as unknown as ModdleElement | undefined;
  const sources: Record<Direction, ModdleElement[]> = {
    input: (holder?.get('inputParameters') as ModdleElement[] | undefined) ?? [],
    output: (holder?.get('outputParameters') as ModdleElement[] | undefined) ?? [],
  };
  const [editing, setEditing] = useState<{ direction: Direction; index: number; parameter: Parameter } | null>(null);
  const texts = zhCN.camunda;

  const write = (direction: Direction, next: ModdleElement[]) => {
    const lists = { ...sources, [direction]: next };
    const empty = lists.input.length === 0 && lists.output.length === 0;
    editor.update(element, {
      extensions: { 'camunda:InputOutput': empty ? null : editor.create('camunda:InputOutput', { inputParameters: lists.input, outputParameters: lists.output }) },
    });
  };
  const table = (direction: Direction) => (
    <Form.Item label={direction === 'input' ? texts.inputParameters : texts.outputParameters} key={direction}>
      <Table
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={sources[direction].map((source, index) => ({ ...parameterOf(source), index }))}
        columns={[
          { title: texts.parameterName, dataIndex: 'name' },
          { title: texts.parameterType, dataIndex: 'type', render: (type: Parameter['type']) => texts.parameterTypes[type] },
          {
            key: 'actions',
            width: 110,
            render: (_: unknown, row: Parameter & { index: number }) => (
              <Space size={0}>
                <Button type="link" size="small" aria-label={`${texts.edit} ${row.name}`} onClick={() => setEditing({ direction, index: row.index, parameter: parameterOf(sources[direction][row.index]) })}>
                  {texts.edit}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  aria-label={`${texts.remove} ${row.name}`}
                  onClick={() =>
                    modal.confirm({
                      title: zhCN.confirm.title,
                      content: texts.confirmRemove,
                      okText: zhCN.confirm.ok,
                      cancelText: zhCN.confirm.cancel,
                      onOk: () => write(direction, sources[direction].filter((_, other) => other !== row.index)),
                    })
                  }
                >
                  {texts.remove}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Button size="small" style={{ marginTop: 8 }} aria-label={`${texts.add}${direction === 'input' ? texts.inputParameters : texts.outputParameters}`} onClick={() => setEditing({ direction, index: sources[direction].length, parameter: emptyParameter() })}>
        {texts.add}
      </Button>
    </Form.Item>
  );

  return (
    <>
      {table('input')}
      {table('output')}
      <ParameterDialog
        title={editing?.direction === 'output' ? texts.outputParameters : texts.inputParameters}
        parameter={editing?.parameter ?? null}
        onCancel={() => setEditing(null)}
        onOk={(parameter) => {
          if (!editing) return;
          const next = [...sources[editing.direction]];
          next.splice(editing.index, 1, parameterElement((type, attrs) => editor.create(type, attrs), TYPE[editing.direction], parameter));
          write(editing.direction, next);
          setEditing(null);
        }}
      />
    </>
  );
}
