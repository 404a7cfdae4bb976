/** The droppable id of the canvas: a palette item dropped on it (not on a field) goes to the end. */
export const CANVAS_DROP_ID = 'form-canvas';
