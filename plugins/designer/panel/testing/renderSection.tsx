import { useEffect, useState, type ReactElement } from 'react';
import { renderWidget, type RenderWidgetOptions } from '../../../../core/ui/testing/renderWidget.tsx';
import type { RecordingPanelEditor } from './RecordingPanelEditor.ts';

function Rerendering({ editor, render }: { editor: RecordingPanelEditor; render: () => ReactElement }) {
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    editor.onWrite = () => setRevision((value) => value + 1);
  }, [editor]);
  return <div key={revision}>{render()}</div>;
}

/** Renders a panel section over a RecordingPanelEditor, re-rendered after every write as the panel is. */
export function renderSection(editor: RecordingPanelEditor, render: () => ReactElement, options: RenderWidgetOptions = {}) {
  return renderWidget(<Rerendering editor={editor} render={render} />, options);
}
