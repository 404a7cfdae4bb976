import { rhTranslate } from './RhTranslate.ts';

/** bpmn-js in Chinese (replaces diagram-js' identity translate). */
export const rhTranslateModule = {
  translate: ['value', rhTranslate],
};
