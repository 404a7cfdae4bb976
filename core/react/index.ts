export { WorkbenchProvider, type WorkbenchProviderProps } from './WorkbenchProvider.tsx';
export { useWorkbench } from './useWorkbench.ts';
export { useService } from './useService.ts';
export { useContributions } from './useContributions.ts';
export { useSessionSnapshot } from './useSessionSnapshot.ts';
export { PluginBoundary, type PluginBoundaryProps } from './PluginBoundary.tsx';
export { ErrorCard } from './ErrorCard.tsx';
export { PageLoading } from './PageLoading.tsx';
export { createWorkbenchRouter, workbenchRoutes, NOT_FOUND_PATH, type WorkbenchRouter } from './WorkbenchRouter.tsx';
