import type { RouteContribution } from '../../contracts/workbench/Routes.ts';
import type { ErrorStatus } from './errors/ErrorPage.tsx';

function errorRoute(status: ErrorStatus): RouteContribution {
  return {
    path: `/${status}`,
    plugin: 'portal',
    layout: 'bare',
    auth: false,
    load: async () => {
      const { ErrorPage } = await import('./errors/ErrorPage.tsx');
      return { default: () => <ErrorPage status={status} /> };
    },
  };
}

/** The shell's own pages: the error pages. An unknown path goes to /404. */
export const shellRoutes: RouteContribution[] = [
  errorRoute('401'),
  errorRoute('403'),
  errorRoute('404'),
  errorRoute('408'),
  errorRoute('500'),
];
