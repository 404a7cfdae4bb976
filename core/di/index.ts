// Decorators are exported here so plugin code never reaches into the container's files.
export { injectable, inject, optional, injectFromBase, postConstruct } from './Injection.ts';
export { WorkbenchContainer } from './WorkbenchContainer.ts';
