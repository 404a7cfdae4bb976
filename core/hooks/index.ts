export * from './Hooks.ts';
