import { createServiceId } from '../../../contracts/workbench/ServiceId.ts';
import type { LiveChannel, PushRouter } from './PushRouter.ts';
import type { StompLink, StompLinkFactory } from './StompLink.ts';

/** Part 1 §4, §9: a ping every 10 s to /test. */
export const PING_INTERVAL_MS = 10_000;
export const PING_DESTINATION = '/test';
const PING_BODY = 'ping';

/** Who the connection is for. */
export interface LiveIdentity {
  accessToken: string;
  userId: number;
}

/** Where the page was loaded from; the socket goes to the same host. */
export interface PageAddress {
  protocol: string;
  host: string;
}

/**
 * The live message connection (part 1 §4, §7 socket): STOMP over WebSocket to /admin/ws on the
 * page's own host, subscribed to the user's msg and todo destinations, pinging every 10 s and
 * starting over with a new link whenever a ping cannot be sent. Once a new link is subscribed, the
 * messages and to-dos are read again: pushes made while the connection was down are not replayed.
 */
export class LiveConnection {
  #identity: LiveIdentity | null = null;
  /** Whether a link for the current identity has connected before: the next one is a reconnect. */
  #connectedBefore = false;
  #link: StompLink | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly links: StompLinkFactory,
    private readonly pushes: PushRouter,
    private readonly page: () => PageAddress,
    /**
     * The broker refused the connection: the page asks the server whether its session still
     * holds (an administrator may have disabled the user), and a 401 there ends it as any other does.
     */
    private readonly onRefused: () => void = () => undefined,
  ) {}

  /** ws: after http:, wss: after https:; the token rides in the query as the server expects. */
  static urlFor(page: PageAddress, accessToken: string): string {
    const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:';
    return `${scheme}//${page.host}/admin/ws?access_token=${encodeURIComponent(accessToken)}`;
  }

  get isOpen(): boolean {
    return this.#identity !== null;
  }

  /** Opens the connection for this user; an open one for someone or some token else is closed first. */
  open(identity: LiveIdentity): void {
    if (this.#identity?.accessToken === identity.accessToken && this.#identity.userId === identity.userId) return;
    this.close();
    this.#identity = identity;
    this.#connectedBefore = false;
    this.#connect();
    this.#timer = setInterval(() => this.#ping(), PING_INTERVAL_MS);
  }

  close(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#identity = null;
    this.#drop();
  }

  #connect(): void {
    const { accessToken, userId } = this.#identity!;
    const link = this.links({
      url: LiveConnection.urlFor(this.page(), accessToken),
      connectHeaders: { Authorization: `Bearer ${accessToken}` },
      onConnect: () => {
        // A link replaced meanwhile may still finish connecting; it must not deliver twice.
        if (this.#link !== link) return;
        for (const channel of ['msg', 'todo'] as const satisfies LiveChannel[]) {
          link.subscribe(`/admin/${userId}/${channel}`, (body) => this.pushes.route(channel, body));
        }
        // Subscribed first, so nothing pushed from here on falls between the re-read and the subscription.
        if (this.#connectedBefore) this.pushes.reconnected();
        this.#connectedBefore = true;
      },
      onRefused: () => {
        if (this.#link === link) this.onRefused();
      },
    });
    this.#link = link;
    link.activate();
  }

  #ping(): void {
    try {
      this.#link?.publish(PING_DESTINATION, PING_BODY);
    } catch {
      // Part 1 §4: a failed send means the connection is gone; start over with a new link.
      this.#drop();
      this.#connect();
    }
  }

  #drop(): void {
    const link = this.#link;
    this.#link = null;
    link?.deactivate().catch(() => undefined);
  }
}

export const LiveConnectionId = createServiceId<LiveConnection>('messaging.LiveConnection');
