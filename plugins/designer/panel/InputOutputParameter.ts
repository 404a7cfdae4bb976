import type { ModdleElement } from '../modeler/modules/DiagramServices.ts';

export type ParameterType = 'stringOrExpression' | 'script' | 'list' | 'map';
export const PARAMETER_TYPES: readonly ParameterType[] = ['stringOrExpression', 'script', 'list', 'map'];

/** One input or output parameter as the panel edits it (spec 002 §3 Input/output parameter). */
export interface Parameter {
  name: string;
  type: ParameterType;
  value: string;
  scriptFormat: string;
  scriptType: 'inline' | 'external';
  resource: string;
  items: Array<{ value: string }>;
  entries: Array<{ key: string; value: string }>;
}

export const emptyParameter = (): Parameter => ({ name: '', type: 'stringOrExpression', value: '', scriptFormat: '', scriptType: 'inline', resource: '', items: [], entries: [] });

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
/** A list item or map value: its text, or '' for a nested list, map or script the panel does not edit. */
const valueText = (definition: ModdleElement | undefined, plain: unknown) => (definition?.$instanceOf('camunda:Value') ? text(definition.get('value')) : text(plain));

/** camunda:InputParameter / OutputParameter → the panel's shape. */
export function parameterOf(source: ModdleElement): Parameter {
  const parameter = { ...emptyParameter(), name: text(source.get('name')) };
  const definition = source.get('definition') as ModdleElement | undefined;
  if (!definition) return { ...parameter, value: text(source.get('value')) };
  if (definition.$instanceOf('camunda:Script')) {
    const resource = definition.get('resource');
    return {
      ...parameter,
      type: 'script',
      scriptFormat: text(definition.get('scriptFormat')),
      scriptType: resource !== undefined ? 'external' : 'inline',
      value: text(definition.get('value')),
      resource: text(resource),
    };
  }
  if (definition.$instanceOf('camunda:List')) {
    const items = (definition.get('items') as ModdleElement[] | undefined) ?? [];
    return { ...parameter, type: 'list', items: items.map((item) => ({ value: valueText(item, undefined) })) };
  }
  const entries = (definition.get('entries') as ModdleElement[] | undefined) ?? [];
  return { ...parameter, type: 'map', entries: entries.map((entry) => ({ key: text(entry.get('key')), value: valueText(entry.get('definition') as ModdleElement | undefined, entry.get('value')) })) };
}

/** The panel's shape → a camunda:InputParameter or OutputParameter (`type`). */
export function parameterElement(create: (type: string, attrs?: Record<string, unknown>) => ModdleElement, type: string, parameter: Parameter): ModdleElement {
  const name = parameter.name.trim();
  switch (parameter.type) {
    case 'stringOrExpression':
      return create(type, { name, ...(parameter.value ? { value: parameter.value } : {}) });
    case 'script':
      return create(type, {
        name,
        definition: create('camunda:Script', {
          ...(parameter.scriptFormat.trim() ? { scriptFormat: parameter.scriptFormat.trim() } : {}),
          ...(parameter.scriptType === 'external' ? { resource: parameter.resource.trim() } : { value: parameter.value }),
        }),
      });
    case 'list':
      return create(type, { name, definition: create('camunda:List', { items: parameter.items.map((item) => create('camunda:Value', { value: item.value ?? '' })) }) });
    case 'map':
      return create(type, {
        name,
        definition: create('camunda:Map', { entries: parameter.entries.map((entry) => create('camunda:Entry', { key: entry.key.trim(), value: entry.value ?? '' })) }),
      });
  }
}
