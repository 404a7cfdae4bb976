export { designerPlugin } from './designerPlugin.ts';
