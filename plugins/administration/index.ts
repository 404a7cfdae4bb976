export { administrationPlugin } from './administrationPlugin.ts';
