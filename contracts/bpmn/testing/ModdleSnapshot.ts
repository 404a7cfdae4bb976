import type { ModdleElement } from 'bpmn-moddle';

interface Property {
  name: string;
  isMany?: boolean;
  isReference?: boolean;
  isAttr?: boolean;
  isBody?: boolean;
}

/*
 * A moddle tree as plain data, for tests that say a diagram survived a load and save
 * "semantically unchanged": every set property by name (references as the ids they point to),
 * unknown attributes, and generic elements, in document order. Formatting, namespace prefixes
 * and attribute order do not show, which is what "semantically" means here.
 */
export function moddleSnapshot(element: unknown): unknown {
  if (element === null || typeof element !== 'object') return element;
  if (Array.isArray(element)) return element.map(moddleSnapshot);
  const node = element as ModdleElement & { $descriptor?: { isGeneric?: boolean; properties?: Property[] }; $attrs?: Record<string, string> };
  const snapshot: Record<string, unknown> = { $type: node.$type };
  const attrs = Object.entries(node.$attrs ?? {})
    // the declarations only say which prefix a namespace got, which a writer may choose again
    .filter(([name]) => name !== 'xmlns' && !name.startsWith('xmlns:'))
    .sort(([a], [b]) => a.localeCompare(b));
  if (attrs.length > 0) snapshot.$attrs = Object.fromEntries(attrs);
  const descriptor = node.$descriptor;
  if (!descriptor || descriptor.isGeneric) {
    for (const [key, value] of Object.entries(node)) if (!key.startsWith('$')) snapshot[key] = moddleSnapshot(value);
    return snapshot;
  }
  for (const property of descriptor.properties ?? []) {
    if (!Object.prototype.hasOwnProperty.call(node, property.name)) continue;
    const value = (node as unknown as Record<string, unknown>)[property.name];
    if (value === undefined) continue;
    if (property.isReference) {
      const ids = (list: unknown) => (list as Array<{ id?: string }>).map((target) => target?.id);
      snapshot[property.name] = property.isMany ? ids(value) : (value as { id?: string })?.id;
    } else {
      snapshot[property.name] = moddleSnapshot(value);
    }
  }
  return snapshot;
}
