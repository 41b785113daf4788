/**
 * protobufjs runtime settings shared by server and browser. Our 64-bit fields (scaled metric
 * values, epoch milliseconds) stay far below 2^53, so they decode as plain numbers rather
 * than Long objects.
 */
import protobuf from 'protobufjs/minimal.js';

protobuf.util.Long = undefined as unknown as typeof protobuf.util.Long;
protobuf.configure();
