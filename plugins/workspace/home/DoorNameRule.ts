import { zhCN } from '../zhCN.ts';

/** The server's limit (contracts DoorSave.doorName maxLength, server/modules/doors/Doors.ts). */
export const DOOR_NAME_MAX = 20;

/**
 * The server's name rule for a portal the user makes or renames, checked in the dialog so the
 * user hears it before sending: 1–20 characters once trimmed, no other portal of the same name
 * in their list. Answers the reason, or null for a good name.
 */
export function doorNameProblem(raw: string, takenNames: readonly string[]): string | null {
  const name = raw.trim();
  if (name === '') return zhCN.home.door.nameRequired;
  if ([...name].length > DOOR_NAME_MAX) return zhCN.home.door.nameTooLong(DOOR_NAME_MAX);
  if (takenNames.includes(name)) return zhCN.home.door.nameTaken(name);
  return null;
}
