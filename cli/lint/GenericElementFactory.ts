import type { BpmnModdle } from 'bpmn-moddle';

/** What moddle's (7.x) createAny gives an element of an unknown namespace. */
interface GenericElement {
  $type: string;
  $instanceOf(type: string): boolean;
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  [key: string]: unknown;
}

type CreateAny = (name: string, nsUri: string, properties?: Record<string, unknown>) => GenericElement;

/**
 * Builds the generic elements of one moddle instance — those of namespaces it has no package
 * for, such as the vendor extensions (adonis:, signavio:, w4graph:, …) that tool exports carry
 * by the hundred — the way moddle's createAny does, for less.
 *
 * moddle's createAny makes three closures and a descriptor per element, then defines six
 * properties one by one, two of them as getters wrapping a new closure each, and three of them
 * redefined (made non-enumerable) after the object literal made them — each such change gives
 * the object a map of its own. Here the element gets the same own properties, in the same
 * order and with the same enumerability, writability and configurability, from its `$type`
 * literal and one `Object.defineProperties` call that only adds properties, with property
 * descriptors shared by the elements of one name and namespace: moddle's descriptor (nothing
 * writes to it) and its `$instanceOf`, `get` and `set` functions (they read only `this`). As
 * DataPropertyElementFactory does for typed elements, the read-only `$descriptor` and `$model`
 * are held as read-only data properties rather than getters (moddle's getters are for
 * bpmn-js's ES6 proxies; lint never proxies). The equivalence tests of
 * DataPropertyElementFactory and DiagramXmlReader compare the trees.
 */
export class GenericElementFactory {
  private static readonly installed = new WeakMap<object, GenericElementFactory>();
  /** Shared property descriptors, by namespace URI and then by name. */
  private readonly shapes = new Map<string | undefined, Map<string, PropertyDescriptorMap>>();

  private constructor(
    private readonly model: BpmnModdle,
    private readonly original: CreateAny,
  ) {}

  /** Makes `moddle` build its generic elements with this factory; answers the same moddle. */
  static install(moddle: BpmnModdle): BpmnModdle {
    const target = moddle as unknown as { createAny: CreateAny };
    const factory = new GenericElementFactory(moddle, target.createAny.bind(moddle));
    target.createAny = (name, nsUri, properties) => factory.create(name, nsUri, properties);
    GenericElementFactory.installed.set(moddle, factory);
    return moddle;
  }

  /** The factory installed on `moddle`, if there is one. */
  static of(moddle: BpmnModdle): GenericElementFactory | undefined {
    return GenericElementFactory.installed.get(moddle);
  }

  create(name: string, nsUri: string | undefined, properties?: Record<string, unknown>): GenericElement {
    const element = this.element(name, nsUri);
    // As moddle copies them: a { name, value } entry by its name, anything else by its key.
    for (const key in properties) {
      if (!Object.prototype.hasOwnProperty.call(properties, key)) continue;
      const value = properties[key];
      if (Object.prototype.toString.call(value) === '[object Object]' && (value as { value?: unknown }).value !== undefined) {
        element[(value as { name: string }).name] = (value as { value: unknown }).value;
      } else {
        element[key] = value;
      }
    }
    return element;
  }

  /**
   * What `create` makes of string attributes, given as two lists (names, values) rather than
   * an object: DiagramXmlReader reads a tag's attributes into lists.
   */
  createWithAttributes(name: string, nsUri: string | undefined, names: readonly string[], values: readonly string[], count: number): GenericElement {
    const element = this.element(name, nsUri);
    for (let k = 0; k < count; k++) element[names[k]] = values[k];
    return element;
  }

  private element(name: string, nsUri: string | undefined): GenericElement {
    const element = { $type: name } as GenericElement;
    Object.defineProperties(element, this.shape(name, nsUri));
    return element;
  }

  /**
   * The properties moddle defines after `$type`, in its order: `$instanceOf`, `get` and `set`
   * hidden, writable and configurable (moddle makes them enumerable first, then hides them),
   * `$descriptor` and `$model` read-only, `$parent` hidden and writable. The descriptor and
   * functions are those of moddle's own element of that name, made once (a name moddle
   * refuses throws there).
   */
  private shape(name: string, nsUri: string | undefined): PropertyDescriptorMap {
    let byName = this.shapes.get(nsUri);
    if (!byName) {
      byName = new Map();
      this.shapes.set(nsUri, byName);
    }
    let shape = byName.get(name);
    if (!shape) {
      const sample = this.original(name, nsUri as string);
      const method = (value: unknown): PropertyDescriptor => ({ value, enumerable: false, writable: true, configurable: true });
      shape = {
        $instanceOf: method(sample.$instanceOf),
        get: method(sample.get),
        set: method(sample.set),
        $descriptor: { value: sample.$descriptor },
        $model: { value: this.model },
        $parent: { value: undefined, enumerable: false, writable: true },
      };
      byName.set(name, shape);
    }
    return shape;
  }
}
