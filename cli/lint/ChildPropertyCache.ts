import type { BpmnModdle } from 'bpmn-moddle';
import { Reader } from 'moddle-xml';

/** The parts of moddle's property descriptor this cache reads. */
interface PropertyDescriptor {
  isAttr?: boolean;
  xml?: { serialize?: string };
}

/** What moddle-xml's ElementHandler (12.x) holds while it reads one element's children. */
interface ElementHandler {
  model: unknown;
  type: { $descriptor: { propertiesByName: Record<string, PropertyDescriptor | undefined> } };
}

type PropertyForNode = (this: ElementHandler, node: { name: string }) => unknown;

interface HandlerPrototype {
  getPropertyForNode: PropertyForNode;
}

/** Elements whose type an attribute may choose (xsi:type): their answer depends on the node. */
const SERIALIZE_AS_PROPERTY = 'property';

/**
 * Remembers, per element type and child element name, which property moddle-xml's reader
 * puts a child element in. The reader works it out anew for every child: parse the name,
 * look the package up, then search the parent's properties for the first one the child's
 * type fits — on the lint benchmark about a fifth of the time spent reading, for the same
 * few hundred (type, name) pairs over and over. The answer depends only on the moddle's type
 * registry and the name (prefixes are the registry's, mapped by the reader), except where
 * the child's type comes from an xsi:type attribute: those are never cached.
 *
 * Lint reads most texts with DiagramXmlReader, which keeps such answers itself (and asks the
 * lookup through this cache once per pair); this speeds up the texts it leaves to moddle-xml.
 *
 * moddle-xml does not let a caller replace the lookup, so `install` wraps it on the shared
 * handler prototype; the wrapper caches only for moddles registered here (the lint moddles)
 * and hands every other moddle straight to the original. Answers are shared between children
 * of the same name; the reader only reads them. The equivalence test compares trees, warnings
 * and lint results with moddle's own reading on every fixture.
 */
export class ChildPropertyCache {
  private static readonly moddles = new WeakSet<object>();
  private static readonly answers = new WeakMap<object, Map<string, unknown>>();
  private static installed = false;

  /** Caches child property lookups while `moddle` reads XML; answers the same moddle. */
  static install(moddle: BpmnModdle): BpmnModdle {
    ChildPropertyCache.moddles.add(moddle);
    if (!ChildPropertyCache.installed) {
      // The reader's root handler inherits getPropertyForNode from ElementHandler.
      const root = new Reader({ model: moddle }).handler('bpmn:Definitions') as object;
      const prototype = Object.getPrototypeOf(Object.getPrototypeOf(root)) as HandlerPrototype;
      prototype.getPropertyForNode = ChildPropertyCache.wrap(prototype.getPropertyForNode);
      ChildPropertyCache.installed = true;
    }
    return moddle;
  }

  private static wrap(original: PropertyForNode): PropertyForNode {
    const { moddles, answers } = ChildPropertyCache;
    return function getPropertyForNode(this: ElementHandler, node: { name: string }): unknown {
      if (!moddles.has(this.model as object)) return original.call(this, node);
      const descriptor = this.type.$descriptor;
      let byName = answers.get(descriptor);
      if (!byName) {
        byName = new Map();
        answers.set(descriptor, byName);
      }
      if (byName.has(node.name)) return byName.get(node.name);
      // Unknown children throw: nothing is cached, the next one throws again.
      const answer = original.call(this, node);
      // The reader looks the property up by the prefixed name; the plain one is checked too.
      const typedByAttribute = [node.name, node.name.slice(node.name.indexOf(':') + 1)].some((name) => {
        const declared = descriptor.propertiesByName[name];
        const serialize = declared && !declared.isAttr ? declared.xml?.serialize : undefined;
        return serialize !== undefined && serialize !== SERIALIZE_AS_PROPERTY;
      });
      if (!typedByAttribute) byName.set(node.name, answer);
      return answer;
    };
  }
}
