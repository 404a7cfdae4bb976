import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import { rongheModdleExtensions } from '../../../contracts/bpmn/RongheModdle.ts';
import { usePhone } from '../../../core/react/index.ts';
import type { ActivityStatus, Diagram } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';
import {
  FLOW_MARKER,
  GATEWAY_CLASS,
  GATEWAY_MARKER,
  LEGEND,
  lookOf,
  statusMarker,
  statusStylesheet,
} from './DiagramStatusStyle.ts';
import { TouchGestures, pinchZoom } from './DiagramTouch.ts';
import { nodeAssignees } from './NodeAssignees.ts';
import { clampZoom, fittedViewbox, zoomIn, zoomOut, zoomPercent, type Box } from './DiagramZoom.ts';

/** Part 2 §9: the viewer is as tall as the diagram plus this much room. */
export const VIEWER_EXTRA_HEIGHT = 130;
/** Part 2 §9: the operators popover. */
export const POPOVER_WIDTH = 260;
export const POPOVER_CLOSE_DELAY_MS = 100;
/** Before the diagram's own height is known. */
const INITIAL_HEIGHT = 400;

// The few diagram-js services the viewer talks to, typed by what is used.
interface ViewerElement {
  id: string;
  type: string;
  businessObject: { name?: string; $instanceOf(type: string): boolean };
}
interface ElementRegistry {
  getAll(): ViewerElement[];
  getGraphics(element: ViewerElement): SVGElement;
}
interface Canvas {
  zoom(level?: number, centre?: { x: number; y: number }): number;
  scroll(delta: { dx: number; dy: number }): void;
  viewbox(box?: Box): { inner: Box; outer: Box; scale: number };
  resized(): void;
  addMarker(element: ViewerElement, marker: string): void;
}
interface GraphicsFactory {
  update(type: 'shape', element: ViewerElement, gfx: SVGElement): void;
}
interface HoverEvent {
  element: ViewerElement;
  gfx: SVGElement;
}
interface EventBus {
  on(event: string, callback: (event: HoverEvent) => void): void;
}

interface HoverCard {
  left: number;
  top: number;
  /** The names the popover lists (nodeAssignees). */
  assignees: string[];
}

const isUserTask = (element: ViewerElement) => element.type === 'bpmn:UserTask';

/**
 * Colours the imported diagram: node statuses as markers (unlisted nodes 未办理), every gateway
 * outlined blue, passed gateways and taken flows green, and each user task's label extended by
 * the people on it so the diagram reads without hovering.
 */
function paint(viewer: NavigatedViewer, diagram: Diagram): Map<string, ActivityStatus> {
  const registry = viewer.get<ElementRegistry>('elementRegistry');
  const canvas = viewer.get<Canvas>('canvas');
  const graphics = viewer.get<GraphicsFactory>('graphicsFactory');
  const statuses = new Map(diagram.activityStatusList.map((status) => [status.activityId, status]));
  const flows = new Set(diagram.highLightFlowList);
  const gateways = new Set(diagram.highLightGatewayList);
  for (const element of registry.getAll()) {
    const model = element.businessObject;
    if (element.type === 'label' || !model?.$instanceOf) continue;
    if (model.$instanceOf('bpmn:SequenceFlow')) {
      if (flows.has(element.id)) canvas.addMarker(element, FLOW_MARKER);
    } else if (model.$instanceOf('bpmn:Gateway')) {
      canvas.addMarker(element, GATEWAY_CLASS);
      if (gateways.has(element.id)) canvas.addMarker(element, GATEWAY_MARKER);
    } else if (model.$instanceOf('bpmn:FlowNode')) {
      const status = statuses.get(element.id);
      canvas.addMarker(element, statusMarker(lookOf(status?.status).status));
      const people = status?.operatorList.map((operator) => operator.chineseName) ?? [];
      if (isUserTask(element) && people.length > 0) {
        model.name = `${model.name ?? ''}\n${people.join('、')}`;
        graphics.update('shape', element, registry.getGraphics(element));
      }
    }
  }
  return statuses;
}

/**
 * The process diagram with its status colours (part 2 §2, diagram status view), loaded only when
 * the 流程状态 tab opens. The bpmn.io mark bpmn-js draws stays visible, as its licence asks.
 */
export function DiagramStatusViewer({ diagram }: { diagram: Diagram }) {
  const frame = useRef<HTMLDivElement>(null);
  const canvasBox = useRef<HTMLDivElement>(null);
  const viewer = useRef<NavigatedViewer | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  const [imported, setImported] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [hover, setHover] = useState<HoverCard | null>(null);
  const [failed, setFailed] = useState(false);
  // A finger's target on a phone: the large size the phone's controls have (PortalRoot).
  const buttonSize = usePhone() ? undefined : 'small';

  const keepOpen = useCallback(() => window.clearTimeout(closeTimer.current), []);
  const closeSoon = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setHover(null), POPOVER_CLOSE_DELAY_MS);
  }, []);

  useEffect(() => {
    const container = canvasBox.current;
    if (!container) return;
    // The rh extension read as the designer wrote it: the popover names a task's configured candidates.
    const instance = new NavigatedViewer({ container, moddleExtensions: { ...rongheModdleExtensions } as never });
    viewer.current = instance;
    let current = true;
    let statuses = new Map<string, ActivityStatus>();
    const events = instance.get<EventBus>('eventBus');
    events.on('element.hover', ({ element, gfx }) => {
      if (!isUserTask(element) || !frame.current) return;
      keepOpen();
      const box = gfx.getBoundingClientRect();
      const outer = frame.current.getBoundingClientRect();
      setHover({
        left: box.left - outer.left + box.width / 2 - POPOVER_WIDTH / 2,
        top: box.bottom - outer.top + 8,
        assignees: nodeAssignees(element.businessObject, statuses.get(element.id)),
      });
    });
    events.on('element.out', ({ element }) => {
      if (isUserTask(element)) closeSoon();
    });
    instance.importXML(diagram.bpmn20Xml).then(
      () => {
        if (!current) return;
        statuses = paint(instance, diagram);
        setHeight(Math.ceil(instance.get<Canvas>('canvas').viewbox().inner.height) + VIEWER_EXTRA_HEIGHT);
        setImported((round) => round + 1);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      window.clearTimeout(closeTimer.current);
      instance.destroy();
      viewer.current = null;
    };
  }, [diagram, keepOpen, closeSoon]);

  // The diagram fits the frame (part 2 §2: fit to viewport by default) once it has its final
  // height, and again whenever the frame's width changes (the drawer's scrollbar appearing when
  // the history loads, a resized window) until the user zooms by hand.
  const zoomedByHand = useRef(false);
  useEffect(() => {
    const box = canvasBox.current;
    const canvas = viewer.current?.get<Canvas>('canvas');
    if (!box || !canvas || imported === 0) return;
    const fit = () => {
      // A hidden tab (表单信息 shown again) has no size to fit to: diagram-js would scale by 0 / 0.
      if (box.clientWidth === 0 || box.clientHeight === 0) return;
      canvas.resized();
      const { inner, outer } = canvas.viewbox();
      canvas.viewbox(fittedViewbox(inner, outer));
      setZoom(canvas.zoom());
    };
    fit();
    let width = box.clientWidth;
    const resizes = new ResizeObserver(() => {
      if (box.clientWidth === 0 || box.clientWidth === width || zoomedByHand.current) return;
      width = box.clientWidth;
      fit();
    });
    resizes.observe(box);
    return () => resizes.disconnect();
  }, [height, imported]);

  // One finger pans, two pan and zoom (DiagramTouch); a mouse keeps diagram-js's own drag and wheel.
  useEffect(() => {
    const box = canvasBox.current;
    if (!box) return;
    const gestures = new TouchGestures();
    const at = (event: PointerEvent) => {
      const rect = box.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      box.setPointerCapture(event.pointerId);
      gestures.down(event.pointerId, at(event));
    };
    const move = (event: PointerEvent) => {
      const step = gestures.move(event.pointerId, at(event));
      const canvas = viewer.current?.get<Canvas>('canvas');
      if (!step || !canvas) return;
      canvas.scroll({ dx: step.dx, dy: step.dy });
      if (step.scale !== 1) {
        zoomedByHand.current = true;
        setZoom(canvas.zoom(pinchZoom(canvas.zoom() * step.scale), step.centre));
      }
    };
    const up = (event: PointerEvent) => gestures.up(event.pointerId);
    box.addEventListener('pointerdown', down);
    box.addEventListener('pointermove', move);
    box.addEventListener('pointerup', up);
    box.addEventListener('pointercancel', up);
    return () => {
      box.removeEventListener('pointerdown', down);
      box.removeEventListener('pointermove', move);
      box.removeEventListener('pointerup', up);
      box.removeEventListener('pointercancel', up);
    };
  }, []);

  const zoomTo = (level: number) => {
    const canvas = viewer.current?.get<Canvas>('canvas');
    if (!canvas) return;
    zoomedByHand.current = true;
    setZoom(canvas.zoom(clampZoom(level)));
  };

  if (failed) return <Alert type="error" showIcon title={zhCN.diagram.failed} />;

  return (
    <div ref={frame} style={{ position: 'relative', border: '1px solid #f0f0f0', borderRadius: 6 }}>
      <style>{statusStylesheet()}</style>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '8px 12px', gap: 16, flexWrap: 'wrap' }}>
        <Space size={16} aria-label={zhCN.diagram.legend}>
          {LEGEND.map((look) => (
            <Space key={look.status} size={6}>
              <span
                style={{
                  display: 'inline-block',
                  width: 16,
                  height: 12,
                  background: look.fill,
                  border: `1px ${look.dash ? 'dashed' : 'solid'} ${look.stroke}`,
                }}
              />
              {look.label}
            </Space>
          ))}
        </Space>
        <Space>
          <Button size={buttonSize} icon={<ZoomOutOutlined />} aria-label={zhCN.diagram.zoomOut} onClick={() => zoomTo(zoomOut(zoom))} />
          <span style={{ minWidth: 48, textAlign: 'center', display: 'inline-block' }}>{zoomPercent(zoom)}</span>
          <Button size={buttonSize} icon={<ZoomInOutlined />} aria-label={zhCN.diagram.zoomIn} onClick={() => zoomTo(zoomIn(zoom))} />
        </Space>
      </div>
      {/* The fingers move the diagram, not the page, over the canvas. */}
      <div ref={canvasBox} data-testid="diagram-canvas" style={{ height, position: 'relative', touchAction: 'none' }} />
      {hover && (
        <div
          role="tooltip"
          onMouseEnter={keepOpen}
          onMouseLeave={closeSoon}
          style={{
            position: 'absolute',
            left: Math.max(0, hover.left),
            top: hover.top,
            width: POPOVER_WIDTH,
            // The padding inside the 260 px, not added to it.
            boxSizing: 'border-box',
            padding: '8px 12px',
            background: '#fff',
            borderRadius: 8,
            boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)',
            zIndex: 10,
          }}
        >
          <div style={{ fontWeight: 600, marginBottom: 4 }}>{zhCN.diagram.operators}</div>
          {hover.assignees.length > 0 ? hover.assignees.join('、') : zhCN.diagram.noOperators}
        </div>
      )}
    </div>
  );
}
