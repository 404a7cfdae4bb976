export { workspacePlugin } from './workspacePlugin.ts';
