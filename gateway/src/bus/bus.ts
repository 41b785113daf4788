/**
 * The bus between gateway processes. The node that holds a topic's lease polls it and
 * publishes each encoded frame (snapshot, delta, freshness, alert) once; every node follows
 * the topic's frames, keeps its own copy of the state and history, and fans the same bytes
 * out to its own sockets. A node that starts following a topic first gets the retained
 * frames (the last few minutes), so a client resumes on any node.
 */

/** A running follow of one topic; stop() ends it. */
export interface BusFollow {
  stop(): void;
}

/** Receives a topic's frames in publish order; `replayed` marks retained ones read on follow. */
export type FrameHandler = (bytes: Uint8Array, replayed: boolean) => void;

/** What the live hub needs of a bus. */
export interface Bus {
  /** This process's name in the cluster. */
  readonly nodeId: string;
  /** How long a lease lasts without renewal, ms. */
  readonly leaseTtlMs: number;
  /** Takes the polling lease of a topic or renews it; true while this node holds it. */
  lease(topic: string): Promise<boolean>;
  /** Gives a held lease back so another node can take it at once. */
  releaseLease(topic: string): Promise<void>;
  /** Publishes one encoded ServerMessage of a topic to every node. */
  publish(topic: string, bytes: Uint8Array): Promise<void>;
  /**
   * Delivers the retained frames of a topic, then every new one, in order. Resolves once
   * the retained frames were delivered.
   */
  follow(topic: string, onFrame: FrameHandler): Promise<BusFollow>;
  /** Ends every follow and the connection. */
  close(): Promise<void>;
}

/** How long frames are retained: a reconnect of a couple of minutes resumes. */
export const RETAIN_MS = 5 * 60_000;
/** The default lease: a dead owner's topics move to another node within this. */
export const LEASE_TTL_MS = 6_000;
