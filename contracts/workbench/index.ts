export * from './ServiceId.ts';
export * from './Plugin.ts';
export * from './Http.ts';
export * from './Session.ts';
export * from './Routes.ts';
export * from './Portal.ts';
export * from './ProcessCentre.ts';
export * from './Messaging.ts';
