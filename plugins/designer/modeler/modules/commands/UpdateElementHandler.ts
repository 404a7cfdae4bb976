import type { DiagramElement, ModdleElement } from '../DiagramServices.ts';

/** The command the properties panel writes rh settings with: one user action, one undo step. */
export const UPDATE_ELEMENT_COMMAND = 'rh.element.update';

export interface UpdateElementContext {
  element: DiagramElement;
  /**
   * Extension elements by type (e.g. 'rh:Buttons'): what is given replaces every element of
   * that type where the first one stood — one element, a list (listeners), or null for none.
   */
  extensions?: Record<string, ModdleElement | ModdleElement[] | null>;
  /** Attributes of the business object (e.g. 'rh:noManager'); undefined removes one. */
  attributes?: Record<string, unknown>;
}

interface Saved {
  extensionElements: ModdleElement | undefined;
  values: ModdleElement[] | undefined;
  attributes: Record<string, unknown>;
}

interface Moddle {
  create(type: string, attrs?: Record<string, unknown>): ModdleElement;
}

type Context = UpdateElementContext & { saved?: Saved };

const valuesOf = (holder: ModdleElement | undefined): ModdleElement[] | undefined => holder?.get('values') as ModdleElement[] | undefined;

/**
 * Replaces rh extension elements and attributes of one element in a single command, so a panel
 * action that touches several (handling method and the add-sign button, say) undoes at once.
 * Revert puts back the very objects it replaced; an extensionElements it had to create goes
 * again when it ends up empty.
 */
export class UpdateElementHandler {
  static $inject = ['moddle'];

  constructor(private readonly moddle: Moddle) {}

  execute(context: Context): DiagramElement[] {
    const { element, extensions = {}, attributes = {} } = context;
    const owner = element.businessObject;
    const holder = owner.get('extensionElements') as ModdleElement | undefined;
    context.saved = {
      extensionElements: holder,
      values: valuesOf(holder) ? [...(valuesOf(holder) as ModdleElement[])] : undefined,
      attributes: Object.fromEntries(Object.keys(attributes).map((name) => [name, owner.get(name)])),
    };

    if (Object.keys(extensions).length > 0) {
      const target = holder ?? this.moddle.create('bpmn:ExtensionElements', { values: [] });
      let values = [...(valuesOf(target) ?? [])];
      for (const [type, replacement] of Object.entries(extensions)) {
        const at = values.findIndex((value) => value.$instanceOf(type));
        values = values.filter((value) => !value.$instanceOf(type));
        const added = replacement === null ? [] : Array.isArray(replacement) ? replacement : [replacement];
        for (const element of added) element.$parent = target;
        values.splice(at < 0 ? values.length : at, 0, ...added);
      }
      target.set('values', values);
      if (values.length === 0) owner.set('extensionElements', undefined);
      else if (!holder) {
        target.$parent = owner;
        owner.set('extensionElements', target);
      }
    }
    for (const [name, value] of Object.entries(attributes)) owner.set(name, value);
    return [element];
  }

  revert(context: Context): DiagramElement[] {
    const { element, saved } = context;
    if (!saved) return [element];
    const owner = element.businessObject;
    if (saved.extensionElements) saved.extensionElements.set('values', saved.values ?? []);
    owner.set('extensionElements', saved.extensionElements);
    for (const [name, value] of Object.entries(saved.attributes)) owner.set(name, value);
    return [element];
  }
}
