// Decorators are re-exported so plugin code never imports inversify itself.
export { injectable, inject, optional, injectFromBase, postConstruct } from 'inversify';
export { WorkbenchContainer } from './WorkbenchContainer.ts';
