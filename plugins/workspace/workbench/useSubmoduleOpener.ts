import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { TaskDrawerOpenerId } from '../../../contracts/workbench/ProcessCentre.ts';
import { useService, useWorkbench } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import type { Submodule } from './WorkbenchApi.ts';

/**
 * How a submodule tile opens, on the workbench and on the home page's 常用应用 alike: a process
 * opens the start drawer the process centre offers (TaskDrawerOpener), a function its route.
 */
export function useSubmoduleOpener(): (submodule: Submodule) => void {
  const notifier = useService(NotifierId);
  const services = useWorkbench();
  const navigate = useNavigate();
  return useCallback(
    (submodule: Submodule) => {
      if (submodule.procDefKey) {
        // The process centre may be left out of a build: say so rather than do nothing.
        const drawer = services.getOptional(TaskDrawerOpenerId);
        if (!drawer) notifier.warning(zhCN.workbench.noDrawer);
        else void drawer.start({ procDefKey: submodule.procDefKey, processName: submodule.name });
      } else if (submodule.url) {
        void navigate(submodule.url);
      }
    },
    [navigate, notifier, services],
  );
}
