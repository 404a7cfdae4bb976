import { useRef, useState } from 'react';
import { Tour, type TourProps } from 'antd';
import type { MenuItem } from '../WorkspaceApi.ts';
import { zhCN } from '../zhCN.ts';
import { guideStops } from './GuideSteps.ts';

const texts = zhCN.guide;

/**
 * The tour itself: a step per top-menu item found (to-do centre, workbench, address book), with
 * the spec's 下一步 / 上一步 / 完成. Finishing or closing it ends it for good (onDone).
 */
export function FirstLoginGuide({ items, onDone }: { items: readonly MenuItem[]; onDone: () => void }) {
  // Looked up once, when the menu has been drawn: the steps must not change under the user.
  const [stops] = useState(() => guideStops(items));
  const [current, setCurrent] = useState(0);
  const done = useRef(false);
  const finish = () => {
    // Finishing may close the tour too: one end, one call.
    if (done.current) return;
    done.current = true;
    onDone();
  };
  if (stops.length === 0) return null;
  const steps: TourProps['steps'] = stops.map((stop, index) => ({
    title: texts.steps[stop.key].title,
    description: texts.steps[stop.key].description(stop.label),
    target: () => stop.element,
    prevButtonProps: { children: texts.previous },
    nextButtonProps: { children: index === stops.length - 1 ? texts.done : texts.next },
  }));
  return <Tour open current={current} onChange={setCurrent} steps={steps} onClose={finish} onFinish={finish} />;
}
