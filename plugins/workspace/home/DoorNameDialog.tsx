import { NameDialog } from '../../../core/ui/NameDialog.tsx';
import { zhCN } from '../zhCN.ts';
import { DOOR_NAME_MAX, doorNameProblem } from './DoorNameRule.ts';

const texts = zhCN.home.door;

interface DoorNameDialogProps {
  /** 新建门户 or 重命名门户. */
  title: string;
  open: boolean;
  /** The name shown at first (a rename starts from the current one). */
  initial: string;
  /** The other portals' names in the user's list: a new name must differ from each. */
  takenNames: readonly string[];
  onCancel(): void;
  /** Rejects to keep the dialog open (the server refused: too many portals, say). */
  onSubmit(name: string): Promise<void>;
}

/** Asks for a personal portal's name, with the server's name rule checked as the user types. */
export function DoorNameDialog({ takenNames, ...dialog }: DoorNameDialogProps) {
  return (
    <NameDialog
      {...dialog}
      label={texts.name}
      inputId="door-name"
      problemOf={(name) => doorNameProblem(name, takenNames)}
      input={{
        placeholder: texts.namePlaceholder,
        // Room for a few spaces the server trims; the rule counts what is left.
        maxLength: DOOR_NAME_MAX + 10,
        showCount: { formatter: ({ value }) => `${[...value.trim()].length} / ${DOOR_NAME_MAX}` },
      }}
    />
  );
}
