/** The bus between gateway nodes: the interface, the in-process and the NATS implementations. */
import type { Bus } from './bus';
import { MemoryBus } from './bus-memory';
import { NatsBus } from './bus-nats';

export * from './bus';
export { MemoryBroker, MemoryBus } from './bus-memory';
export { NatsBus, type NatsBusOptions } from './bus-nats';

/** NATS JetStream when NATS_URL is set, else the in-process bus. */
export async function busFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Bus> {
  const url = env.NATS_URL;
  return url ? NatsBus.connect({ url }) : new MemoryBus();
}
