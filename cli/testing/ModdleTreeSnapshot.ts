import type { ModdleElement } from 'bpmn-moddle';

const isElement = (value: unknown): value is ModdleElement => typeof value === 'object' && value !== null && typeof (value as { $type?: unknown }).$type === 'string';

/** How an own property is held, without its getter or value: enumerable, writable, configurable. */
function shape(target: object, key: string): string {
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  if (!descriptor) return 'absent';
  const writable = 'value' in descriptor ? descriptor.writable : descriptor.set !== undefined;
  return `${descriptor.enumerable ? 'enumerable' : 'hidden'} ${writable ? 'writable' : 'read-only'} ${descriptor.configurable ? 'configurable' : 'fixed'}`;
}

/**
 * Everything lint rules can see of a moddle tree, as plain data, for tests that compare a
 * reading with moddle's own: each element's type, own keys in order (with how they are held),
 * values, extension attributes, parent and supertypes; references become the referenced
 * element's id, so cycles end.
 */
export function moddleTreeSnapshot(element: ModdleElement, seen = new Set<unknown>()): unknown {
  seen.add(element);
  const record = element as unknown as Record<string, unknown>;
  const properties: Record<string, unknown> = {};
  for (const key of Object.getOwnPropertyNames(element)) {
    // Generic elements hold their moddle and descriptor as own members: compared by name only.
    const value = key === '$model' ? 'the moddle' : key === '$descriptor' ? (record[key] as { name: string }).name : record[key];
    const describe = (item: unknown): unknown =>
      // generic elements carry their own get, set and $instanceOf closures
      typeof item === 'function'
        ? `function ${item.name}`
        : isElement(item)
          ? seen.has(item) || key === '$parent'
            ? `→ ${String((item as { id?: unknown }).id ?? item.$type)}`
            : moddleTreeSnapshot(item, seen)
          : item;
    properties[key] = { shape: shape(element, key), value: Array.isArray(value) ? value.map(describe) : describe(value) };
  }
  // Generic (unknown-namespace) elements carry moddle's any-type descriptor, without supertypes.
  const descriptor = (element as unknown as { $descriptor: { name: string; allTypesByName?: Record<string, unknown>; ns?: unknown } }).$descriptor;
  return {
    type: element.$type,
    descriptor: descriptor.name,
    descriptorNs: descriptor.allTypesByName ? undefined : descriptor.ns,
    supertypes: descriptor.allTypesByName && Object.keys(descriptor.allTypesByName),
    instanceOfTask: element.$instanceOf('bpmn:Task'),
    defaults: { isInterrupting: element.get('isInterrupting'), isExecutable: element.get('isExecutable') },
    prototypeKeys: Object.keys(Object.getPrototypeOf(element) as object),
    properties,
    attrs: { ...(element.$attrs as Record<string, unknown>) },
  };
}
