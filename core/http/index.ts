export { coreHttpPlugin, type CoreHttpOptions } from './coreHttpPlugin.ts';
export { ContractApiClient } from './ContractApiClient.ts';
export { FetchHttpClient, type FetchHttpClientOptions } from './FetchHttpClient.ts';
export { HttpError } from './HttpError.ts';
export { ErrorCatalogue } from './ErrorCatalogue.ts';
export { InvalidTokenRedirect } from './InvalidTokenRedirect.ts';
export { HttpMemberDirectory, WHOLE_LIST_SIZE } from './HttpMemberDirectory.ts';
