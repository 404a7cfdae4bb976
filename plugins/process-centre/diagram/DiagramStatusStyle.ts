import type { ActivityStatus } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';

export type NodeStatus = ActivityStatus['status'];

/** How one node status is drawn (part 2 §2, node status display). */
export interface StatusLook {
  status: NodeStatus;
  label: string;
  fill: string;
  stroke: string;
  /** A dashed outline (running nodes), as an SVG stroke-dasharray. */
  dash?: string;
}

/** Part 2 §9: gateways are outlined in this blue. */
export const GATEWAY_STROKE = '#1990FF';
/** Part 2 §9: coloured shapes are filled at this opacity. */
export const FILL_OPACITY = 0.95;
/** Passed gateways and taken flows (highLightGatewayList, highLightFlowList). */
export const HIGHLIGHT_COLOR = '#52c41a';
export const HIGHLIGHT_FILL = '#d9f7be';

export const STATUS_LOOKS: Readonly<Record<NodeStatus, StatusLook>> = {
  running: { status: 'running', label: zhCN.diagram.status.running, fill: '#e6f4ff', stroke: '#1677ff', dash: '4 3' },
  complete: { status: 'complete', label: zhCN.diagram.status.complete, fill: '#d9f7be', stroke: '#52c41a' },
  noRunning: { status: 'noRunning', label: zhCN.diagram.status.noRunning, fill: '#ffffff', stroke: '#bfbfbf' },
  terminal: { status: 'terminal', label: zhCN.diagram.status.terminal, fill: '#ffccc7', stroke: '#f5222d' },
};

/** The legend's order. */
export const LEGEND: readonly StatusLook[] = [STATUS_LOOKS.running, STATUS_LOOKS.complete, STATUS_LOOKS.noRunning, STATUS_LOOKS.terminal];

/** A node the server did not list is one nobody has reached: 未办理. */
export function lookOf(status: string | undefined): StatusLook {
  return status !== undefined && Object.hasOwn(STATUS_LOOKS, status) ? STATUS_LOOKS[status as NodeStatus] : STATUS_LOOKS.noRunning;
}

/** The CSS class the viewer marks a node of this status with. */
export const statusMarker = (status: NodeStatus): string => `rh-status-${status}`;
export const FLOW_MARKER = 'rh-highlight-flow';
export const GATEWAY_MARKER = 'rh-highlight-gateway';
/** Every gateway carries this marker, for its blue outline. */
export const GATEWAY_CLASS = 'rh-gateway';

/**
 * The viewer's stylesheet: bpmn-js draws each element's visual as the first child of
 * `.djs-visual`, and markers are classes on the element's group, so colours follow the markers.
 */
export function statusStylesheet(): string {
  const shape = (marker: string) => `.djs-element.${marker}:not(.djs-connection) .djs-visual > :nth-child(1)`;
  const rules = Object.values(STATUS_LOOKS).map(
    (look) =>
      `${shape(statusMarker(look.status))} { fill: ${look.fill} !important; stroke: ${look.stroke} !important; fill-opacity: ${FILL_OPACITY} !important;${
        look.dash ? ` stroke-dasharray: ${look.dash} !important;` : ''
      } }`,
  );
  rules.push(`${shape(GATEWAY_CLASS)} { stroke: ${GATEWAY_STROKE} !important; }`);
  rules.push(`${shape(GATEWAY_MARKER)} { fill: ${HIGHLIGHT_FILL} !important; fill-opacity: ${FILL_OPACITY} !important; }`);
  rules.push(`.djs-connection.${FLOW_MARKER} .djs-visual > path { stroke: ${HIGHLIGHT_COLOR} !important; }`);
  return rules.join('\n');
}
