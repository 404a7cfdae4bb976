import { StompProtocolError } from './StompProtocolError.ts';
import { zhCN } from './zhCN.ts';

/** The server's own wishes, in milliseconds; 0 means "I will not" / "I do not want". */
export interface HeartBeatSettings {
  /** The server can send a heart-beat this often. */
  outgoing: number;
  /** The server wants to hear from the client at least this often. */
  incoming: number;
}

const HEART_BEAT = /^(\d{1,9}),(\d{1,9})$/;

/**
 * The outcome of STOMP 1.2 heart-beat negotiation for one connection: in each direction the
 * larger of the sender's offer and the receiver's wish, or none when either side says 0.
 */
export class HeartBeatNegotiation {
  private constructor(
    /** How often the server sends EOLs; 0 for never. */
    readonly sendEvery: number,
    /** How often the client promised to send; 0 when the server does not watch. */
    readonly expectEvery: number,
  ) {}

  /** `clientHeader` is the CONNECT frame's `heart-beat: cx,cy`; absent means 0,0. */
  static negotiate(server: HeartBeatSettings, clientHeader: string | undefined): HeartBeatNegotiation {
    let clientSends = 0;
    let clientWants = 0;
    if (clientHeader !== undefined) {
      const match = HEART_BEAT.exec(clientHeader.replace(/\s/g, ''));
      if (!match) throw new StompProtocolError(zhCN.error.malformedFrame, zhCN.error.badHeartBeat(clientHeader));
      clientSends = Number(match[1]);
      clientWants = Number(match[2]);
    }
    const either = (offer: number, wish: number) => (offer === 0 || wish === 0 ? 0 : Math.max(offer, wish));
    return new HeartBeatNegotiation(either(server.outgoing, clientWants), either(clientSends, server.incoming));
  }

  /** The CONNECTED frame's `heart-beat`: the server's own settings, as the spec asks. */
  static header(server: HeartBeatSettings): string {
    return `${server.outgoing},${server.incoming}`;
  }
}
