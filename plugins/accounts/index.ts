export { accountsPlugin } from './accountsPlugin.ts';
