import { describe, expect, it } from 'vitest';
import EventBus from 'diagram-js/lib/core/EventBus';
import EditorActions from 'diagram-js/lib/features/editor-actions/EditorActions';
import { StepZoom } from './StepZoom.ts';

/** diagram-js' editor actions with its own stepZoom (ZoomScroll's logarithmic steps), and ours over it. */
function diagram(level: number) {
  const bus = new EventBus();
  const canvas = { level, zoom: (next?: number) => (next === undefined ? canvas.level : (canvas.level = next)) };
  const zoomScroll = { stepZoom: (direction: number) => canvas.zoom(canvas.level * (direction > 0 ? 1.5 : 1 / 1.5)) };
  const services: Record<string, unknown> = { canvas, zoomScroll };
  const injector = { get: (name: string) => services[name] ?? null };
  const editorActions = new EditorActions(bus as never, injector as never);
  new StepZoom(bus as never, editorActions as never, canvas);
  bus.fire('diagram.init');
  return { canvas, editorActions };
}

describe('the keyboard zoom (Ctrl+= / Ctrl+-)', () => {
  it('steps by 10 % like the toolbar buttons', () => {
    const { canvas, editorActions } = diagram(0.89);
    editorActions.trigger('stepZoom', { value: 1 });
    expect(canvas.level).toBeCloseTo(0.99);
    editorActions.trigger('stepZoom', { value: -1 });
    editorActions.trigger('stepZoom', { value: -1 });
    expect(canvas.level).toBeCloseTo(0.79);
  });

  it('stays within 20 %–400 %', () => {
    const low = diagram(0.2);
    low.editorActions.trigger('stepZoom', { value: -1 });
    expect(low.canvas.level).toBe(0.2);
    const high = diagram(4);
    high.editorActions.trigger('stepZoom', { value: 1 });
    expect(high.canvas.level).toBe(4);
  });
});
