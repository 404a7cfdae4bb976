import type { BusinessFormMode } from '../../../contracts/workbench/ProcessCentre.ts';
import type { ButtonConfig } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';

/** A button as the server may configure it; `enabled` may be left to the default set. */
export type ConfiguredButton = Pick<ButtonConfig, 'id'> & Partial<Omit<ButtonConfig, 'id'>>;

export interface PlannedButton {
  id: string;
  name: string;
  custom: boolean;
}

export interface ShownButton extends PlannedButton {
  primary: boolean;
}

export interface ButtonPlan {
  /** In display order, left to right. */
  shown: ShownButton[];
  /** Under 更多, in configured order. */
  more: PlannedButton[];
}

/** Part 2 §2: more than this many enabled actions put the rest under 更多. */
export const MAX_SHOWN_BUTTONS = 3;

/** Part 2 §2: a configuration that leaves a flag out gets this one for the action. */
export const DEFAULT_ENABLED: Readonly<Record<string, boolean>> = {
  complete: true,
  reject: true,
  copy: true,
  delegate: false,
  terminate: false,
  print: false,
  invite: false,
};

const DEFAULT_START: readonly string[] = ['start'];
const DEFAULT_HANDLE: readonly string[] = ['complete', 'reject'];

const knownName = (id: string): string | undefined => (zhCN.buttons as Record<string, unknown>)[id] as string | undefined;

function planned(button: ConfiguredButton): PlannedButton {
  return { id: button.id, name: button.name || knownName(button.id) || button.id, custom: button.custom ?? false };
}

/**
 * The buttons under a task (part 2 §2): without a configuration 提交 when starting and 同意,
 * 驳回 when handling; with one, the enabled actions. The first three are shown in reverse
 * order so the first configured action sits rightmost as the primary one (the others ghost);
 * the rest go under 更多. A task the caller no longer holds has no buttons.
 */
export function planButtons(input: { mode: BusinessFormMode; taskState?: string | null; buttonList?: readonly ConfiguredButton[] }): ButtonPlan {
  if (input.mode === 'view' || input.taskState === 'complete') return { shown: [], more: [] };
  const configured = input.buttonList ?? [];
  const enabled =
    configured.length === 0
      ? (input.mode === 'start' ? DEFAULT_START : DEFAULT_HANDLE).map((id) => planned({ id }))
      : configured.filter((button) => button.enabled ?? DEFAULT_ENABLED[button.id] ?? true).map(planned);
  const shown = enabled
    .slice(0, MAX_SHOWN_BUTTONS)
    .reverse()
    .map((button, index, all) => ({ ...button, primary: index === all.length - 1 }));
  return { shown, more: enabled.slice(MAX_SHOWN_BUTTONS) };
}
