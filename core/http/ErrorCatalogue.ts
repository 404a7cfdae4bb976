import { zhCN } from './zhCN.ts';

/** The message part 1 §8 gives a status when the server's answer carries no msg of its own. */
export class ErrorCatalogue {
  /** The request got no answer at all; the status axios leaves when there is no response. */
  static readonly NO_RESPONSE = 0;

  readonly #demoContact: string;

  constructor(demoContact: string = zhCN.demoContact) {
    this.#demoContact = demoContact;
  }

  messageFor(status: number): string {
    switch (status) {
      case ErrorCatalogue.NO_RESPONSE:
        return zhCN.unreachable;
      case 401:
      case 403:
        return zhCN.forbidden;
      case 404:
        return zhCN.notFound;
      case 417:
        return zhCN.unboundSocial;
      case 423:
        return zhCN.demoReadOnly.replace('{name}', this.#demoContact);
      case 426:
        return zhCN.badCredentials;
      case 428:
        return zhCN.badCaptcha;
      case 429:
        return zhCN.tooMany;
      case 479:
        return zhCN.demoForbidden;
      default:
        return zhCN.unknown;
    }
  }
}
