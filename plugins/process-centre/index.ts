export { processCentrePlugin, AGREEMENT_FORM_ROUTER } from './processCentrePlugin.ts';
