import type { BpmnModdle } from 'bpmn-moddle';

/** What moddle's (7.x) createAny gives an element of an unknown namespace. */
interface GenericElement {
  $type: string;
  $instanceOf(type: string): boolean;
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  [key: string]: unknown;
}

/** How the elements of one name and namespace are made: their property descriptors and functions. */
interface Shape {
  shape: PropertyDescriptorMap;
  functions: Pick<GenericElement, '$instanceOf' | 'get' | 'set'>;
}

type CreateAny = (name: string, nsUri: string, properties?: Record<string, unknown>) => GenericElement;

/**
 * Builds the generic elements of one moddle instance — those of namespaces it has no package
 * for, such as the vendor extensions (adonis:, signavio:, w4graph:, …) that tool exports carry
 * by the hundred — the way moddle's createAny does, for less.
 *
 * moddle's createAny makes three closures and a descriptor per element and then defines six
 * properties one by one, two of them as getters wrapping a new closure each; on the 810 small
 * exports that was about 7% of the lint's CPU time. Here the element gets the same own
 * properties, in the same order and with the same enumerability, writability and
 * configurability, from one `Object.defineProperties` call with shared property descriptors:
 * elements of the same name and namespace share moddle's descriptor (nothing writes to it) and
 * `$instanceOf`, `get` and `set` functions (they read only `this`). The equivalence test of
 * DataPropertyElementFactory compares the trees.
 */
export class GenericElementFactory {
  private readonly shapes = new Map<string, Shape>();

  private constructor(
    private readonly model: BpmnModdle,
    private readonly original: CreateAny,
  ) {}

  /** Makes `moddle` build its generic elements with this factory; answers the same moddle. */
  static install(moddle: BpmnModdle): BpmnModdle {
    const target = moddle as unknown as { createAny: CreateAny };
    const factory = new GenericElementFactory(moddle, target.createAny.bind(moddle));
    target.createAny = (name, nsUri, properties) => factory.create(name, nsUri, properties);
    return moddle;
  }

  create(name: string, nsUri: string, properties?: Record<string, unknown>): GenericElement {
    const { shape, functions } = this.shape(name, nsUri);
    const element = { $type: name, $instanceOf: functions.$instanceOf, get: functions.get, set: functions.set } as GenericElement;
    Object.defineProperties(element, shape);
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
   * The properties moddle defines after creating the element, in its order: `$descriptor` and
   * `$model` read-only (getters, as moddle makes them for ES6 proxies), then `get`, `set`,
   * `$parent` and `$instanceOf` hidden and writable. The descriptor and the functions are those
   * of moddle's own element of that name, made once (a name moddle refuses throws there).
   */
  private shape(name: string, nsUri: string): Shape {
    const key = `${nsUri}\u0000${name}`;
    let shape = this.shapes.get(key);
    if (!shape) {
      const sample = this.original(name, nsUri);
      const descriptor: unknown = sample.$descriptor;
      const model = this.model;
      const hidden = { enumerable: false, writable: true };
      shape = {
        shape: {
          $descriptor: { get: () => descriptor },
          $model: { get: () => model },
          get: hidden,
          set: hidden,
          $parent: hidden,
          $instanceOf: hidden,
        },
        functions: { $instanceOf: sample.$instanceOf, get: sample.get, set: sample.set },
      };
      this.shapes.set(key, shape);
    }
    return shape;
  }
}
