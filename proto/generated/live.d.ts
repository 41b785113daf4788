import * as $protobuf from "protobufjs";
import Long = require("long");

/** Namespace live. */
export namespace live {

    /**
     * Properties of a ClientMessage.
     * @deprecated Use live.ClientMessage.$Properties instead.
     */
    interface IClientMessage extends live.ClientMessage.$Properties {
    }

    /** Represents a ClientMessage. */
    class ClientMessage {

        /**
         * Constructs a new ClientMessage.
         * @param [p] Properties to set
         */
        constructor(p?: live.ClientMessage.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** ClientMessage subscribe. */
        subscribe?: (live.Subscribe.$Properties|null);

        /** ClientMessage unsubscribe. */
        unsubscribe?: (live.Unsubscribe.$Properties|null);

        /** ClientMessage ping. */
        ping?: (live.Ping.$Properties|null);

        /** ClientMessage kind. */
        kind?: ("subscribe"|"unsubscribe"|"ping");

        /**
         * Creates a new ClientMessage instance using the specified properties.
         * @param [properties] Properties to set
         * @returns ClientMessage instance
         */
        static create(properties: live.ClientMessage.$Shape): live.ClientMessage & live.ClientMessage.$Shape;
        static create(properties?: live.ClientMessage.$Properties): live.ClientMessage;

        /**
         * Encodes the specified ClientMessage message. Does not implicitly {@link live.ClientMessage.verify|verify} messages.
         * @param m ClientMessage message or plain object to encode
         * @param [w] Writer to encode to
         * @returns Writer
         */
        static encode(m: live.ClientMessage.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a ClientMessage message from the specified reader or buffer.
         * @param r Reader or buffer to decode from
         * @param [l] Message length if known beforehand
         * @returns {live.ClientMessage & live.ClientMessage.$Shape} ClientMessage
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(r: ($protobuf.Reader|Uint8Array), l?: number): live.ClientMessage & live.ClientMessage.$Shape;

        /**
         * Creates a ClientMessage message from a plain object. Also converts values to their respective internal types.
         * @param d Plain object
         * @returns ClientMessage
         */
        static fromObject(d: { [k: string]: any }): live.ClientMessage;

        /**
         * Creates a plain object from a ClientMessage message. Also converts values to other types if specified.
         * @param m ClientMessage
         * @param [o] Conversion options
         * @returns Plain object
         */
        static toObject(m: live.ClientMessage, o?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this ClientMessage to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };
    }

    namespace ClientMessage {

        /** Properties of a ClientMessage. */
        interface $Properties {

            /** ClientMessage subscribe */
            subscribe?: (live.Subscribe.$Properties|null);

            /** ClientMessage unsubscribe */
            unsubscribe?: (live.Unsubscribe.$Properties|null);

            /** ClientMessage ping */
            ping?: (live.Ping.$Properties|null);

            /** ClientMessage kind */
            kind?: ("subscribe"|"unsubscribe"|"ping");

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Narrowed shape of a ClientMessage. */
        type $Shape = {
          subscribe?: live.Subscribe.$Shape|null;
          unsubscribe?: live.Unsubscribe.$Shape|null;
          ping?: live.Ping.$Shape|null;
          $unknowns?: Uint8Array[];
        } & (
          ({ kind?: undefined; subscribe?: null; unsubscribe?: null; ping?: null }|{ kind?: "subscribe"; subscribe: live.Subscribe.$Shape; unsubscribe?: null; ping?: null }|{ kind?: "unsubscribe"; subscribe?: null; unsubscribe: live.Unsubscribe.$Shape; ping?: null }|{ kind?: "ping"; subscribe?: null; unsubscribe?: null; ping: live.Ping.$Shape })
        );
    }

    /**
     * Properties of a Position.
     * @deprecated Use live.Position.$Properties instead.
     */
    interface IPosition extends live.Position.$Properties {
    }

    /** Represents a Position. */
    class Position {

        /**
         * Constructs a new Position.
         * @param [p] Properties to set
         */
        constructor(p?: live.Position.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Position epoch. */
        epoch: number;

        /** Position seq. */
        seq: number;

        /**
         * Creates a new Position instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Position instance
         */
        static create(properties: live.Position.$Shape): live.Position & live.Position.$Shape;
        static create(properties?: live.Position.$Properties): live.Position;

        /**
         * Encodes the specified Position message. Does not implicitly {@link live.Position.verify|verify} messages.
         * @param m Position message or plain object to encode
         * @param [w] Writer to encode to
         * @returns Writer
         */
        static encode(m: live.Position.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Position message from the specified reader or buffer.
         * @param r Reader or buffer to decode from
         * @param [l] Message length if known beforehand
         * @returns {live.Position & live.Position.$Shape} Position
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(r: ($protobuf.Reader|Uint8Array), l?: number): live.Position & live.Position.$Shape;

        /**
         * Creates a Position message from a plain object. Also converts values to their respective internal types.
         * @param d Plain object
         * @returns Position
         */
        static fromObject(d: { [k: string]: any }): live.Position;

        /**
         * Creates a plain object from a Position message. Also converts values to other types if specified.
         * @param m Position
         * @param [o] Conversion options
         * @returns Plain object
         */
        static toObject(m: live.Position, o?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Position to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };
    }

    namespace Position {

        /** Properties of a Position. */
        interface $Properties {

            /** Position epoch */
            epoch?: (number|null);

            /** Position seq */
            seq?: (number|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Position. */
        type $Shape = live.Position.$Properties;
    }

    /**
     * Properties of a Subscribe.
     * @deprecated Use live.Subscribe.$Properties instead.
     */
    interface ISubscribe extends live.Subscribe.$Properties {
    }

    /** Represents a Subscribe. */
    class Subscribe {

        /**
         * Constructs a new Subscribe.
         * @param [p] Properties to set
         */
        constructor(p?: live.Subscribe.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Subscribe topic. */
        topic: string;

        /** Subscribe resume. */
        resume?: (live.Position.$Properties|null);

        /**
         * Creates a new Subscribe instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Subscribe instance
         */
        static create(properties: live.Subscribe.$Shape): live.Subscribe & live.Subscribe.$Shape;
        static create(properties?: live.Subscribe.$Properties): live.Subscribe;

        /**
         * Encodes the specified Subscribe message. Does not implicitly {@link live.Subscribe.verify|verify} messages.
         * @param m Subscribe message or plain object to encode
         * @param [w] Writer to encode to
         * @returns Writer
         */
        static encode(m: live.Subscribe.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Subscribe message from the specified reader or buffer.
         * @param r Reader or buffer to decode from
         * @param [l] Message length if known beforehand
         * @returns {live.Subscribe & live.Subscribe.$Shape} Subscribe
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(r: ($protobuf.Reader|Uint8Array), l?: number): live.Subscribe & live.Subscribe.$Shape;

        /**
         * Creates a Subscribe message from a plain object. Also converts values to their respective internal types.
         * @param d Plain object
         * @returns Subscribe
         */
        static fromObject(d: { [k: string]: any }): live.Subscribe;

        /**
         * Creates a plain object from a Subscribe message. Also converts values to other types if specified.
         * @param m Subscribe
         * @param [o] Conversion options
         * @returns Plain object
         */
        static toObject(m: live.Subscribe, o?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Subscribe to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };
    }

    namespace Subscribe {

        /** Properties of a Subscribe. */
        interface $Properties {

            /** Subscribe topic */
            topic?: (string|null);

            /** Subscribe resume */
            resume?: (live.Position.$Properties|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Subscribe. */
        type $Shape = live.Subscribe.$Properties;
    }

    /**
     * Properties of an Unsubscribe.
     * @deprecated Use live.Unsubscribe.$Properties instead.
     */
    interface IUnsubscribe extends live.Unsubscribe.$Properties {
    }

    /** Represents an Unsubscribe. */
    class Unsubscribe {

        /**
         * Constructs a new Unsubscribe.
         * @param [p] Properties to set
         */
        constructor(p?: live.Unsubscribe.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Unsubscribe topic. */
        topic: string;

        /**
         * Creates a new Unsubscribe instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Unsubscribe instance
         */
        static create(properties: live.Unsubscribe.$Shape): live.Unsubscribe & live.Unsubscribe.$Shape;
        static create(properties?: live.Unsubscribe.$Properties): live.Unsubscribe;

        /**
         * Encodes the specified Unsubscribe message. Does not implicitly {@link live.Unsubscribe.verify|verify} messages.
         * @param m Unsubscribe message or plain object to encode
         * @param [w] Writer to encode to
         * @returns Writer
         */
        static encode(m: live.Unsubscribe.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes an Unsubscribe message from the specified reader or buffer.
         * @param r Reader or buffer to decode from
         * @param [l] Message length if known beforehand
         * @returns {live.Unsubscribe & live.Unsubscribe.$Shape} Unsubscribe
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(r: ($protobuf.Reader|Uint8Array), l?: number): live.Unsubscribe & live.Unsubscribe.$Shape;

        /**
         * Creates an Unsubscribe message from a plain object. Also converts values to their respective internal types.
         * @param d Plain object
         * @returns Unsubscribe
         */
        static fromObject(d: { [k: string]: any }): live.Unsubscribe;

        /**
         * Creates a plain object from an Unsubscribe message. Also converts values to other types if specified.
         * @param m Unsubscribe
         * @param [o] Conversion options
         * @returns Plain object
         */
        static toObject(m: live.Unsubscribe, o?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Unsubscribe to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };
    }

    namespace Unsubscribe {

        /** Properties of an Unsubscribe. */
        interface $Properties {

            /** Unsubscribe topic */
            topic?: (string|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of an Unsubscribe. */
        type $Shape = live.Unsubscribe.$Properties;
    }

    /**
     * Properties of a Ping.
     * @deprecated Use live.Ping.$Properties instead.
     */
    interface IPing extends live.Ping.$Properties {
    }

    /** Represents a Ping. */
    class Ping {

        /**
         * Constructs a new Ping.
         * @param [p] Properties to set
         */
        constructor(p?: live.Ping.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Ping nonce. */
        nonce: number;

        /**
         * Creates a new Ping instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Ping instance
         */
        static create(properties: live.Ping.$Shape): live.Ping & live.Ping.$Shape;
        static create(properties?: live.Ping.$Properties): live.Ping;

        /**
         * Encodes the specified Ping message. Does not implicitly {@link live.Ping.verify|verify} messages.
         * @param m Ping message or plain object to encode
         * @param [w] Writer to encode to
         * @returns Writer
         */
        static encode(m: live.Ping.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Ping message from the specified reader or buffer.
         * @param r Reader or buffer to decode from
         * @param [l] Message length if known beforehand
         * @returns {live.Ping & live.Ping.$Shape} Ping
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(r: ($protobuf.Reader|Uint8Array), l?: number): live.Ping & live.Ping.$Shape;

        /**
         * Creates a Ping message from a plain object. Also converts values to their respective internal types.
         * @param d Plain object
         * @returns Ping
         */
        static fromObject(d: { [k: string]: any }): live.Ping;

        /**
         * Creates a plain object from a Ping message. Also converts values to other types if specified.
         * @param m Ping
         * @param [o] Conversion options
         * @returns Plain object
         */
        static toObject(m: live.Ping, o?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Ping to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };
    }

    namespace Ping {

        /** Properties of a Ping. */
        interface $Properties {

            /** Ping nonce */
            nonce?: (number|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Ping. */
        type $Shape = live.Ping.$Properties;
    }

    /**
     * Properties of a ServerMessage.
     * @deprecated Use live.ServerMessage.$Properties instead.
     */
    interface IServerMessage extends live.ServerMessage.$Properties {
    }

    /** Represents a ServerMessage. */
    class ServerMessage {

        /**
         * Constructs a new ServerMessage.
         * @param [p] Properties to set
         */
        constructor(p?: live.ServerMessage.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** ServerMessage snapshot. */
        snapshot?: (live.Snapshot.$Properties|null);

        /** ServerMessage delta. */
        delta?: (live.Delta.$Properties|null);

        /** ServerMessage alert. */
        alert?: (live.Alert.$Properties|null);

        /** ServerMessage freshness. */
        freshness?: (live.Freshness.$Properties|null);

        /** ServerMessage error. */
        error?: (live.Error.$Properties|null);

        /** ServerMessage pong. */
        pong?: (live.Pong.$Properties|null);

        /** ServerMessage kind. */
        kind?: ("snapshot"|"delta"|"alert"|"freshness"|"error"|"pong");

        /**
         * Creates a new ServerMessage instance using the specified properties.
         * @param [properties] Properties to set
         * @returns ServerMessage instance
         */
        static create(properties: live.ServerMessage.$Shape): live.ServerMessage & live.ServerMessage.$Shape;
        static create(properties?: live.ServerMessage.$Properties): live.ServerMessage;

        /**
         * Encodes the specified ServerMessage message. Does not implicitly {@link live.ServerMessage.verify|verify} messages.
         * @param m ServerMessage message or plain object to encode
         * @param [w] Writer to encode to
         * @returns Writer
         */
        static encode(m: live.ServerMessage.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a ServerMessage message from the specified reader or buffer.
         * @param r Reader or buffer to decode from
         * @param [l] Message length if known beforehand
         * @returns {live.ServerMessage & live.ServerMessage.$Shape} ServerMessage
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(r: ($protobuf.Reader|Uint8Array), l?: number): live.ServerMessage & live.ServerMessage.$Shape;

        /**
         * Creates a ServerMessage message from a plain object. Also converts values to their respective internal types.
         * @param d Plain object
         * @returns ServerMessage
         */
        static fromObject(d: { [k: string]: any }): live.ServerMessage;

        /**
         * Creates a plain object from a ServerMessage message. Also converts values to other types if specified.
         * @param m ServerMessage
         * @param [o] Conversion options
         * @returns Plain object
         */
        static toObject(m: live.ServerMessage, o?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this ServerMessage to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };
    }

    namespace ServerMessage {

        /** Properties of a ServerMessage. */
        interface $Properties {

            /** ServerMessage snapshot */
            snapshot?: (live.Snapshot.$Properties|null);

            /** ServerMessage delta */
            delta?: (live.Delta.$Properties|null);

            /** ServerMessage alert */
            alert?: (live.Alert.$Properties|null);

            /** ServerMessage freshness */
            freshness?: (live.Freshness.$Properties|null);

            /** ServerMessage error */
            error?: (live.Error.$Properties|null);

            /** ServerMessage pong */
            pong?: (live.Pong.$Properties|null);

            /** ServerMessage kind */
            kind?: ("snapshot"|"delta"|"alert"|"freshness"|"error"|"pong");

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Narrowed shape of a ServerMessage. */
        type $Shape = {
          snapshot?: live.Snapshot.$Shape|null;
          delta?: live.Delta.$Shape|null;
          alert?: live.Alert.$Shape|null;
          freshness?: live.Freshness.$Shape|null;
          error?: live.Error.$Shape|null;
          pong?: live.Pong.$Shape|null;
          $unknowns?: Uint8Array[];
        } & (
          ({ kind?: undefined; snapshot?: null; delta?: null; alert?: null; freshness?: null; error?: null; pong?: null }|{ kind?: "snapshot"; snapshot: live.Snapshot.$Shape; delta?: null; alert?: null; freshness?: null; error?: null; pong?: null }|{ kind?: "delta"; snapshot?: null; delta: live.Delta.$Shape; alert?: null; freshness?: null; error?: null; pong?: null }|{ kind?: "alert"; snapshot?: null; delta?: null; alert: live.Alert.$Shape; freshness?: null; error?: null; pong?: null }|{ kind?: "freshness"; snapshot?: null; delta?: null; alert?: null; freshness: live.Freshness.$Shape; error?: null; pong?: null }|{ kind?: "error"; snapshot?: null; delta?: null; alert?: null; freshness?: null; error: live.Error.$Shape; pong?: null }|{ kind?: "pong"; snapshot?: null; delta?: null; alert?: null; freshness?: null; error?: null; pong: live.Pong.$Shape })
        );
    }

    /** ColumnKind enum. */
    enum ColumnKind {

        /** COLUMN_KIND_NUMBER value */
        COLUMN_KIND_NUMBER = 0,

        /** COLUMN_KIND_TEXT value */
        COLUMN_KIND_TEXT = 1
    }

    /**
     * Properties of a Column.
     * @deprecated Use live.Column.$Properties instead.
     */
    interface IColumn extends live.Column.$Properties {
    }

    /** Represents a Column. */
    class Column {

        /**
         * Constructs a new Column.
         * @param [p] Properties to set
         */
        constructor(p?: live.Column.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Column name. */
        name: string;

        /** Column kind. */
        kind: live.ColumnKind;

        /** Column scale. */
        scale: number;

        /**
         * Creates a new Column instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Column instance
         */
        static create(properties: live.Column.$Shape): live.Column & live.Column.$Shape;
        static create(properties?: live.Column.$Properties): live.Column;

        /**
         * Encodes the specified Column message. Does not implicitly {@link live.Column.verify|verify} messages.
         * @param m Column message or plain object to encode
         * @param [w] Writer to encode to
         * @returns Writer
         */
        static encode(m: live.Column.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Column message from the specified reader or buffer.
         * @param r Reader or buffer to decode from
         * @param [l] Message length if known beforehand
         * @returns {live.Column & live.Column.$Shape} Column
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(r: ($protobuf.Reader|Uint8Array), l?: number): live.Column & live.Column.$Shape;

        /**
         * Creates a Column message from a plain object. Also converts values to their respective internal types.
         * @param d Plain object
         * @returns Column
         */
        static fromObject(d: { [k: string]: any }): live.Column;

        /**
         * Creates a plain object from a Column message. Also converts values to other types if specified.
         * @param m Column
         * @param [o] Conversion options
         * @returns Plain object
         */
        static toObject(m: live.Column, o?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Column to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };
    }

    namespace Column {

        /** Properties of a Column. */
        interface $Properties {

            /** Column name */
            name?: (string|null);

            /** Column kind */
            kind?: (live.ColumnKind|null);

            /** Column scale */
            scale?: (number|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Column. */
        type $Shape = live.Column.$Properties;
    }

    /**
     * Properties of a Row.
     * @deprecated Use live.Row.$Properties instead.
     */
    interface IRow extends live.Row.$Properties {
    }

    /** Represents a Row. */
    class Row {

        /**
         * Constructs a new Row.
         * @param [p] Properties to set
         */
        constructor(p?: live.Row.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Row key. */
        key: string;

        /** Row columns. */
        columns: number[];

        /** Row numbers. */
        numbers: number[];

        /** Row texts. */
        texts: string[];

        /** Row nulls. */
        nulls: number[];

        /**
         * Creates a new Row instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Row instance
         */
        static create(properties: live.Row.$Shape): live.Row & live.Row.$Shape;
        static create(properties?: live.Row.$Properties): live.Row;

        /**
         * Encodes the specified Row message. Does not implicitly {@link live.Row.verify|verify} messages.
         * @param m Row message or plain object to encode
         * @param [w] Writer to encode to
         * @returns Writer
         */
        static encode(m: live.Row.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Row message from the specified reader or buffer.
         * @param r Reader or buffer to decode from
         * @param [l] Message length if known beforehand
         * @returns {live.Row & live.Row.$Shape} Row
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(r: ($protobuf.Reader|Uint8Array), l?: number): live.Row & live.Row.$Shape;

        /**
         * Creates a Row message from a plain object. Also converts values to their respective internal types.
         * @param d Plain object
         * @returns Row
         */
        static fromObject(d: { [k: string]: any }): live.Row;

        /**
         * Creates a plain object from a Row message. Also converts values to other types if specified.
         * @param m Row
         * @param [o] Conversion options
         * @returns Plain object
         */
        static toObject(m: live.Row, o?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Row to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };
    }

    namespace Row {

        /** Properties of a Row. */
        interface $Properties {

            /** Row key */
            key?: (string|null);

            /** Row columns */
            columns?: (number[]|null);

            /** Row numbers */
            numbers?: (number[]|null);

            /** Row texts */
            texts?: (string[]|null);

            /** Row nulls */
            nulls?: (number[]|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Row. */
        type $Shape = live.Row.$Properties;
    }

    /**
     * Properties of a Table.
     * @deprecated Use live.Table.$Properties instead.
     */
    interface ITable extends live.Table.$Properties {
    }

    /** Represents a Table. */
    class Table {

        /**
         * Constructs a new Table.
         * @param [p] Properties to set
         */
        constructor(p?: live.Table.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Table name. */
        name: string;

        /** Table columns. */
        columns: live.Column.$Properties[];

        /** Table rows. */
        rows: live.Row.$Properties[];

        /** Table removed. */
        removed: string[];

        /**
         * Creates a new Table instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Table instance
         */
        static create(properties: live.Table.$Shape): live.Table & live.Table.$Shape;
        static create(properties?: live.Table.$Properties): live.Table;

        /**
         * Encodes the specified Table message. Does not implicitly {@link live.Table.verify|verify} messages.
         * @param m Table message or plain object to encode
         * @param [w] Writer to encode to
         * @returns Writer
         */
        static encode(m: live.Table.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Table message from the specified reader or buffer.
         * @param r Reader or buffer to decode from
         * @param [l] Message length if known beforehand
         * @returns {live.Table & live.Table.$Shape} Table
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(r: ($protobuf.Reader|Uint8Array), l?: number): live.Table & live.Table.$Shape;

        /**
         * Creates a Table message from a plain object. Also converts values to their respective internal types.
         * @param d Plain object
         * @returns Table
         */
        static fromObject(d: { [k: string]: any }): live.Table;

        /**
         * Creates a plain object from a Table message. Also converts values to other types if specified.
         * @param m Table
         * @param [o] Conversion options
         * @returns Plain object
         */
        static toObject(m: live.Table, o?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Table to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };
    }

    namespace Table {

        /** Properties of a Table. */
        interface $Properties {

            /** Table name */
            name?: (string|null);

            /** Table columns */
            columns?: (live.Column.$Properties[]|null);

            /** Table rows */
            rows?: (live.Row.$Properties[]|null);

            /** Table removed */
            removed?: (string[]|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Table. */
        type $Shape = live.Table.$Properties;
    }

    /**
     * Properties of a Snapshot.
     * @deprecated Use live.Snapshot.$Properties instead.
     */
    interface ISnapshot extends live.Snapshot.$Properties {
    }

    /** Represents a Snapshot. */
    class Snapshot {

        /**
         * Constructs a new Snapshot.
         * @param [p] Properties to set
         */
        constructor(p?: live.Snapshot.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Snapshot topic. */
        topic: string;

        /** Snapshot position. */
        position?: (live.Position.$Properties|null);

        /** Snapshot tables. */
        tables: live.Table.$Properties[];

        /** Snapshot fetchedAtMs. */
        fetchedAtMs: number;

        /**
         * Creates a new Snapshot instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Snapshot instance
         */
        static create(properties: live.Snapshot.$Shape): live.Snapshot & live.Snapshot.$Shape;
        static create(properties?: live.Snapshot.$Properties): live.Snapshot;

        /**
         * Encodes the specified Snapshot message. Does not implicitly {@link live.Snapshot.verify|verify} messages.
         * @param m Snapshot message or plain object to encode
         * @param [w] Writer to encode to
         * @returns Writer
         */
        static encode(m: live.Snapshot.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Snapshot message from the specified reader or buffer.
         * @param r Reader or buffer to decode from
         * @param [l] Message length if known beforehand
         * @returns {live.Snapshot & live.Snapshot.$Shape} Snapshot
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(r: ($protobuf.Reader|Uint8Array), l?: number): live.Snapshot & live.Snapshot.$Shape;

        /**
         * Creates a Snapshot message from a plain object. Also converts values to their respective internal types.
         * @param d Plain object
         * @returns Snapshot
         */
        static fromObject(d: { [k: string]: any }): live.Snapshot;

        /**
         * Creates a plain object from a Snapshot message. Also converts values to other types if specified.
         * @param m Snapshot
         * @param [o] Conversion options
         * @returns Plain object
         */
        static toObject(m: live.Snapshot, o?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Snapshot to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };
    }

    namespace Snapshot {

        /** Properties of a Snapshot. */
        interface $Properties {

            /** Snapshot topic */
            topic?: (string|null);

            /** Snapshot position */
            position?: (live.Position.$Properties|null);

            /** Snapshot tables */
            tables?: (live.Table.$Properties[]|null);

            /** Snapshot fetchedAtMs */
            fetchedAtMs?: (number|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Snapshot. */
        type $Shape = live.Snapshot.$Properties;
    }

    /**
     * Properties of a Delta.
     * @deprecated Use live.Delta.$Properties instead.
     */
    interface IDelta extends live.Delta.$Properties {
    }

    /** Represents a Delta. */
    class Delta {

        /**
         * Constructs a new Delta.
         * @param [p] Properties to set
         */
        constructor(p?: live.Delta.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Delta topic. */
        topic: string;

        /** Delta position. */
        position?: (live.Position.$Properties|null);

        /** Delta tables. */
        tables: live.Table.$Properties[];

        /** Delta fetchedAtMs. */
        fetchedAtMs: number;

        /**
         * Creates a new Delta instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Delta instance
         */
        static create(properties: live.Delta.$Shape): live.Delta & live.Delta.$Shape;
        static create(properties?: live.Delta.$Properties): live.Delta;

        /**
         * Encodes the specified Delta message. Does not implicitly {@link live.Delta.verify|verify} messages.
         * @param m Delta message or plain object to encode
         * @param [w] Writer to encode to
         * @returns Writer
         */
        static encode(m: live.Delta.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Delta message from the specified reader or buffer.
         * @param r Reader or buffer to decode from
         * @param [l] Message length if known beforehand
         * @returns {live.Delta & live.Delta.$Shape} Delta
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(r: ($protobuf.Reader|Uint8Array), l?: number): live.Delta & live.Delta.$Shape;

        /**
         * Creates a Delta message from a plain object. Also converts values to their respective internal types.
         * @param d Plain object
         * @returns Delta
         */
        static fromObject(d: { [k: string]: any }): live.Delta;

        /**
         * Creates a plain object from a Delta message. Also converts values to other types if specified.
         * @param m Delta
         * @param [o] Conversion options
         * @returns Plain object
         */
        static toObject(m: live.Delta, o?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Delta to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };
    }

    namespace Delta {

        /** Properties of a Delta. */
        interface $Properties {

            /** Delta topic */
            topic?: (string|null);

            /** Delta position */
            position?: (live.Position.$Properties|null);

            /** Delta tables */
            tables?: (live.Table.$Properties[]|null);

            /** Delta fetchedAtMs */
            fetchedAtMs?: (number|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Delta. */
        type $Shape = live.Delta.$Properties;
    }

    /**
     * Properties of an Alert.
     * @deprecated Use live.Alert.$Properties instead.
     */
    interface IAlert extends live.Alert.$Properties {
    }

    /** Represents an Alert. */
    class Alert {

        /**
         * Constructs a new Alert.
         * @param [p] Properties to set
         */
        constructor(p?: live.Alert.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Alert teamId. */
        teamId: string;

        /** Alert sessionId. */
        sessionId: string;

        /** Alert playerId. */
        playerId: string;

        /** Alert playerName. */
        playerName: string;

        /** Alert metric. */
        metric: string;

        /** Alert value. */
        value: number;

        /** Alert threshold. */
        threshold: number;

        /** Alert atMs. */
        atMs: number;

        /** Alert sessionName. */
        sessionName: string;

        /**
         * Creates a new Alert instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Alert instance
         */
        static create(properties: live.Alert.$Shape): live.Alert & live.Alert.$Shape;
        static create(properties?: live.Alert.$Properties): live.Alert;

        /**
         * Encodes the specified Alert message. Does not implicitly {@link live.Alert.verify|verify} messages.
         * @param m Alert message or plain object to encode
         * @param [w] Writer to encode to
         * @returns Writer
         */
        static encode(m: live.Alert.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes an Alert message from the specified reader or buffer.
         * @param r Reader or buffer to decode from
         * @param [l] Message length if known beforehand
         * @returns {live.Alert & live.Alert.$Shape} Alert
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(r: ($protobuf.Reader|Uint8Array), l?: number): live.Alert & live.Alert.$Shape;

        /**
         * Creates an Alert message from a plain object. Also converts values to their respective internal types.
         * @param d Plain object
         * @returns Alert
         */
        static fromObject(d: { [k: string]: any }): live.Alert;

        /**
         * Creates a plain object from an Alert message. Also converts values to other types if specified.
         * @param m Alert
         * @param [o] Conversion options
         * @returns Plain object
         */
        static toObject(m: live.Alert, o?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Alert to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };
    }

    namespace Alert {

        /** Properties of an Alert. */
        interface $Properties {

            /** Alert teamId */
            teamId?: (string|null);

            /** Alert sessionId */
            sessionId?: (string|null);

            /** Alert playerId */
            playerId?: (string|null);

            /** Alert playerName */
            playerName?: (string|null);

            /** Alert metric */
            metric?: (string|null);

            /** Alert value */
            value?: (number|null);

            /** Alert threshold */
            threshold?: (number|null);

            /** Alert atMs */
            atMs?: (number|null);

            /** Alert sessionName */
            sessionName?: (string|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of an Alert. */
        type $Shape = live.Alert.$Properties;
    }

    /**
     * Properties of a Freshness.
     * @deprecated Use live.Freshness.$Properties instead.
     */
    interface IFreshness extends live.Freshness.$Properties {
    }

    /** Represents a Freshness. */
    class Freshness {

        /**
         * Constructs a new Freshness.
         * @param [p] Properties to set
         */
        constructor(p?: live.Freshness.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Freshness topic. */
        topic: string;

        /** Freshness stale. */
        stale: boolean;

        /** Freshness reason. */
        reason: string;

        /** Freshness sinceMs. */
        sinceMs: number;

        /**
         * Creates a new Freshness instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Freshness instance
         */
        static create(properties: live.Freshness.$Shape): live.Freshness & live.Freshness.$Shape;
        static create(properties?: live.Freshness.$Properties): live.Freshness;

        /**
         * Encodes the specified Freshness message. Does not implicitly {@link live.Freshness.verify|verify} messages.
         * @param m Freshness message or plain object to encode
         * @param [w] Writer to encode to
         * @returns Writer
         */
        static encode(m: live.Freshness.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Freshness message from the specified reader or buffer.
         * @param r Reader or buffer to decode from
         * @param [l] Message length if known beforehand
         * @returns {live.Freshness & live.Freshness.$Shape} Freshness
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(r: ($protobuf.Reader|Uint8Array), l?: number): live.Freshness & live.Freshness.$Shape;

        /**
         * Creates a Freshness message from a plain object. Also converts values to their respective internal types.
         * @param d Plain object
         * @returns Freshness
         */
        static fromObject(d: { [k: string]: any }): live.Freshness;

        /**
         * Creates a plain object from a Freshness message. Also converts values to other types if specified.
         * @param m Freshness
         * @param [o] Conversion options
         * @returns Plain object
         */
        static toObject(m: live.Freshness, o?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Freshness to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };
    }

    namespace Freshness {

        /** Properties of a Freshness. */
        interface $Properties {

            /** Freshness topic */
            topic?: (string|null);

            /** Freshness stale */
            stale?: (boolean|null);

            /** Freshness reason */
            reason?: (string|null);

            /** Freshness sinceMs */
            sinceMs?: (number|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Freshness. */
        type $Shape = live.Freshness.$Properties;
    }

    /**
     * Properties of an Error.
     * @deprecated Use live.Error.$Properties instead.
     */
    interface IError extends live.Error.$Properties {
    }

    /** Represents an Error. */
    class Error {

        /**
         * Constructs a new Error.
         * @param [p] Properties to set
         */
        constructor(p?: live.Error.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Error topic. */
        topic: string;

        /** Error code. */
        code: number;

        /** Error message. */
        message: string;

        /**
         * Creates a new Error instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Error instance
         */
        static create(properties: live.Error.$Shape): live.Error & live.Error.$Shape;
        static create(properties?: live.Error.$Properties): live.Error;

        /**
         * Encodes the specified Error message. Does not implicitly {@link live.Error.verify|verify} messages.
         * @param m Error message or plain object to encode
         * @param [w] Writer to encode to
         * @returns Writer
         */
        static encode(m: live.Error.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes an Error message from the specified reader or buffer.
         * @param r Reader or buffer to decode from
         * @param [l] Message length if known beforehand
         * @returns {live.Error & live.Error.$Shape} Error
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(r: ($protobuf.Reader|Uint8Array), l?: number): live.Error & live.Error.$Shape;

        /**
         * Creates an Error message from a plain object. Also converts values to their respective internal types.
         * @param d Plain object
         * @returns Error
         */
        static fromObject(d: { [k: string]: any }): live.Error;

        /**
         * Creates a plain object from an Error message. Also converts values to other types if specified.
         * @param m Error
         * @param [o] Conversion options
         * @returns Plain object
         */
        static toObject(m: live.Error, o?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Error to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };
    }

    namespace Error {

        /** Properties of an Error. */
        interface $Properties {

            /** Error topic */
            topic?: (string|null);

            /** Error code */
            code?: (number|null);

            /** Error message */
            message?: (string|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of an Error. */
        type $Shape = live.Error.$Properties;
    }

    /**
     * Properties of a Pong.
     * @deprecated Use live.Pong.$Properties instead.
     */
    interface IPong extends live.Pong.$Properties {
    }

    /** Represents a Pong. */
    class Pong {

        /**
         * Constructs a new Pong.
         * @param [p] Properties to set
         */
        constructor(p?: live.Pong.$Properties);

        /** Unknown fields preserved while decoding when enabled */
        $unknowns?: Uint8Array[];

        /** Pong nonce. */
        nonce: number;

        /**
         * Creates a new Pong instance using the specified properties.
         * @param [properties] Properties to set
         * @returns Pong instance
         */
        static create(properties: live.Pong.$Shape): live.Pong & live.Pong.$Shape;
        static create(properties?: live.Pong.$Properties): live.Pong;

        /**
         * Encodes the specified Pong message. Does not implicitly {@link live.Pong.verify|verify} messages.
         * @param m Pong message or plain object to encode
         * @param [w] Writer to encode to
         * @returns Writer
         */
        static encode(m: live.Pong.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

        /**
         * Decodes a Pong message from the specified reader or buffer.
         * @param r Reader or buffer to decode from
         * @param [l] Message length if known beforehand
         * @returns {live.Pong & live.Pong.$Shape} Pong
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        static decode(r: ($protobuf.Reader|Uint8Array), l?: number): live.Pong & live.Pong.$Shape;

        /**
         * Creates a Pong message from a plain object. Also converts values to their respective internal types.
         * @param d Plain object
         * @returns Pong
         */
        static fromObject(d: { [k: string]: any }): live.Pong;

        /**
         * Creates a plain object from a Pong message. Also converts values to other types if specified.
         * @param m Pong
         * @param [o] Conversion options
         * @returns Plain object
         */
        static toObject(m: live.Pong, o?: $protobuf.IConversionOptions): { [k: string]: any };

        /**
         * Converts this Pong to JSON.
         * @returns JSON object
         */
        toJSON(): { [k: string]: any };
    }

    namespace Pong {

        /** Properties of a Pong. */
        interface $Properties {

            /** Pong nonce */
            nonce?: (number|null);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];
        }

        /** Shape of a Pong. */
        type $Shape = live.Pong.$Properties;
    }
}
