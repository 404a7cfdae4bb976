import type { BusinessFormMode } from '../../../contracts/workbench/ProcessCentre.ts';
import type { FormFieldSetting } from '../ProcessCentreApi.ts';

/** What one field of a business form may do at the current node. */
export interface FieldState {
  hidden: boolean;
  editable: boolean;
  required: boolean;
}

/**
 * Reads a node's form settings (part 2 §2: key, hidden, readonly, operable, required, each
 * 'true', 'false' or 'default'). 'default' leaves the form's own behaviour: every field editable
 * while starting, read-only while handling, and required as the form declares. Read-only
 * ('true') or not in use (operable 'false') wins over anything that would allow edits;
 * interactive (readonly 'false') or in use (operable 'true') lets the handler edit the field.
 * A task the caller no longer holds ('view') is read-only whatever the settings say.
 */
export class FieldAccess {
  readonly #settings: ReadonlyMap<string, FormFieldSetting>;

  constructor(
    private readonly mode: BusinessFormMode,
    settings: readonly FormFieldSetting[] = [],
  ) {
    this.#settings = new Map(settings.map((setting) => [setting.key, setting]));
  }

  /** `keys` lists the settings a control covers (the contract period is startTime and endTime). */
  of(keys: readonly string[], requiredByDefault: boolean): FieldState {
    const settings = keys.map((key) => this.#settings.get(key)).filter((s): s is FormFieldSetting => s !== undefined);
    const any = (pick: (s: FormFieldSetting) => string | undefined, value: string) => settings.some((s) => pick(s) === value);
    const hidden = any((s) => s.hidden, 'true');
    const locked = any((s) => s.readonly, 'true') || any((s) => s.operable, 'false');
    const unlocked = any((s) => s.readonly, 'false') || any((s) => s.operable, 'true');
    const editable = this.mode === 'start' ? !locked : this.mode === 'handle' ? unlocked && !locked : false;
    const required = any((s) => s.required, 'true') ? true : any((s) => s.required, 'false') ? false : requiredByDefault;
    // A rule the user cannot act on would only block the task; only editable fields are checked.
    return { hidden, editable, required: editable && required };
  }
}
