import type { ComponentType } from 'react';
import type { TiptapEditorProps } from './TiptapEditor.tsx';

type EditorModule = { default: ComponentType<TiptapEditorProps> };

let arrived: ComponentType<TiptapEditorProps> | null = null;
let arriving: Promise<EditorModule> | null = null;

/**
 * The rich-text editor's code (Tiptap, ProseMirror), kept out of the first load. A form that will
 * show rich text fetches it beside its own code (load), so the field is drawn as the editor at
 * once rather than as a placeholder that the editor then replaces.
 */
export const TiptapEditorCode = {
  /** Fetches the code, or joins the fetch under way; a failed fetch is tried again next time. */
  load(): Promise<EditorModule> {
    arriving ??= import('./TiptapEditor.tsx').then(
      (module) => {
        arrived = module.default;
        return module;
      },
      (error: unknown) => {
        arriving = null;
        throw error;
      },
    );
    return arriving;
  },

  /** The editor, once its code has arrived; null before. */
  get arrived(): ComponentType<TiptapEditorProps> | null {
    return arrived;
  },
};
