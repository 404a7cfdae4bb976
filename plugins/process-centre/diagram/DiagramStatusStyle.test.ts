import { describe, expect, it } from 'vitest';
import { FILL_OPACITY, GATEWAY_STROKE, LEGEND, STATUS_LOOKS, lookOf, statusMarker, statusStylesheet } from './DiagramStatusStyle.ts';

describe('diagram status looks', () => {
  it('labels the four statuses as part 2 §2 does, in the legend in that order', () => {
    expect(LEGEND.map((look) => [look.status, look.label])).toEqual([
      ['running', '进行中'],
      ['complete', '已完成'],
      ['noRunning', '未办理'],
      ['terminal', '终止'],
    ]);
  });

  it('draws running light blue and dashed, complete green, noRunning white with grey, terminal red', () => {
    expect(STATUS_LOOKS.running).toMatchObject({ fill: '#e6f4ff', stroke: '#1677ff' });
    expect(STATUS_LOOKS.running.dash).toBeTruthy();
    expect(STATUS_LOOKS.complete).toMatchObject({ fill: '#d9f7be', stroke: '#52c41a' });
    expect(STATUS_LOOKS.complete.dash).toBeUndefined();
    expect(STATUS_LOOKS.noRunning).toMatchObject({ fill: '#ffffff', stroke: '#bfbfbf' });
    expect(STATUS_LOOKS.terminal).toMatchObject({ fill: '#ffccc7', stroke: '#f5222d' });
  });

  it('treats a node the server did not list, or a status it does not know, as 未办理', () => {
    expect(lookOf(undefined).label).toBe('未办理');
    expect(lookOf('suspended').label).toBe('未办理');
    expect(lookOf('constructor').label).toBe('未办理');
    expect(lookOf('terminal').label).toBe('终止');
  });

  it('writes one rule per status marker, the gateway stroke #1990FF and fill opacity 0.95', () => {
    const css = statusStylesheet();
    for (const look of LEGEND) expect(css).toContain(`.${statusMarker(look.status)}`);
    expect(GATEWAY_STROKE).toBe('#1990FF');
    expect(FILL_OPACITY).toBe(0.95);
    expect(css).toContain('stroke: #1990FF');
    expect(css).toContain('fill-opacity: 0.95');
    expect(css).toMatch(/rh-status-running[^}]*stroke-dasharray/);
    expect(css).toMatch(/rh-highlight-flow[^}]*stroke: #52c41a/);
  });
});
