import { useContext } from 'react';
import type { ServiceResolver } from '../../contracts/workbench/Plugin.ts';
import { WorkbenchContext } from './WorkbenchContext.ts';

/** The resolver of the surrounding WorkbenchProvider. */
export function useWorkbench(): ServiceResolver {
  const resolver = useContext(WorkbenchContext);
  if (!resolver) throw new Error('组件不在 WorkbenchProvider 之内：无法取得插件服务');
  return resolver;
}
