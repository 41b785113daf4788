/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

// Common aliases
const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $TypeError = $util.global.TypeError, $Number = $util.global.Number, $String = $util.global.String, $parseInt = $util.global.parseInt, $BigInt = $util.global.BigInt, $Array = $util.global.Array, $isFinite = $util.global.isFinite, $Boolean = $util.global.Boolean;

// Exported root namespace
const $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});

export const live = $root.live = (() => {

    /**
     * Namespace live.
     * @exports live
     * @namespace
     */
    const live = {};

    live.ClientMessage = (function() {

        /**
         * Properties of a ClientMessage.
         * @typedef {Object} live.ClientMessage.$Properties
         * @property {live.Subscribe.$Properties|null} [subscribe] ClientMessage subscribe
         * @property {live.Unsubscribe.$Properties|null} [unsubscribe] ClientMessage unsubscribe
         * @property {live.Ping.$Properties|null} [ping] ClientMessage ping
         * @property {"subscribe"|"unsubscribe"|"ping"} [kind] ClientMessage kind
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a ClientMessage.
         * @memberof live
         * @interface IClientMessage
         * @augments live.ClientMessage.$Properties
         * @deprecated Use live.ClientMessage.$Properties instead.
         */

        /**
         * Narrowed shape of a ClientMessage.
         * @typedef {{
         *   subscribe?: live.Subscribe.$Shape|null;
         *   unsubscribe?: live.Unsubscribe.$Shape|null;
         *   ping?: live.Ping.$Shape|null;
         *   $unknowns?: Array.<Uint8Array>;
         * } & (
         *   ({ kind?: undefined; subscribe?: null; unsubscribe?: null; ping?: null }|{ kind?: "subscribe"; subscribe: live.Subscribe.$Shape; unsubscribe?: null; ping?: null }|{ kind?: "unsubscribe"; subscribe?: null; unsubscribe: live.Unsubscribe.$Shape; ping?: null }|{ kind?: "ping"; subscribe?: null; unsubscribe?: null; ping: live.Ping.$Shape })
         * )} live.ClientMessage.$Shape
         */

        /**
         * Constructs a new ClientMessage.
         * @memberof live
         * @classdesc Represents a ClientMessage.
         * @constructor
         * @param {live.ClientMessage.$Properties=} [p] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const ClientMessage = function (p) {
            if (p)
                for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        };

        /**
         * ClientMessage subscribe.
         * @member {live.Subscribe.$Properties|null|undefined} subscribe
         * @memberof live.ClientMessage
         * @instance
         */
        ClientMessage.prototype.subscribe = null;

        /**
         * ClientMessage unsubscribe.
         * @member {live.Unsubscribe.$Properties|null|undefined} unsubscribe
         * @memberof live.ClientMessage
         * @instance
         */
        ClientMessage.prototype.unsubscribe = null;

        /**
         * ClientMessage ping.
         * @member {live.Ping.$Properties|null|undefined} ping
         * @memberof live.ClientMessage
         * @instance
         */
        ClientMessage.prototype.ping = null;

        // OneOf field names bound to virtual getters and setters
        let $oneOfFields;

        /**
         * ClientMessage kind.
         * @member {"subscribe"|"unsubscribe"|"ping"|undefined} kind
         * @memberof live.ClientMessage
         * @instance
         */
        $Object.defineProperty(ClientMessage.prototype, "kind", {
            get: $util.oneOfGetter($oneOfFields = ["subscribe", "unsubscribe", "ping"]),
            set: $util.oneOfSetter($oneOfFields)
        });

        /**
         * Creates a new ClientMessage instance using the specified properties.
         * @function create
         * @memberof live.ClientMessage
         * @static
         * @param {live.ClientMessage.$Properties=} [properties] Properties to set
         * @returns {live.ClientMessage} ClientMessage instance
         * @type {{
         *   (properties: live.ClientMessage.$Shape): live.ClientMessage & live.ClientMessage.$Shape;
         *   (properties?: live.ClientMessage.$Properties): live.ClientMessage;
         * }}
         */
        ClientMessage.create = function(properties) {
            return new ClientMessage(properties);
        };

        /**
         * Encodes the specified ClientMessage message. Does not implicitly {@link live.ClientMessage.verify|verify} messages.
         * @function encode
         * @memberof live.ClientMessage
         * @static
         * @param {live.ClientMessage.$Properties} m ClientMessage message or plain object to encode
         * @param {$protobuf.Writer} [w] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        ClientMessage.encode = function (m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (m.subscribe != null && $Object.hasOwnProperty.call(m, "subscribe"))
                $root.live.Subscribe.encode(m.subscribe, w.uint32(/* id 1, wireType 2 =*/10).fork(), q + 1).ldelim();
            if (m.unsubscribe != null && $Object.hasOwnProperty.call(m, "unsubscribe"))
                $root.live.Unsubscribe.encode(m.unsubscribe, w.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
            if (m.ping != null && $Object.hasOwnProperty.call(m, "ping"))
                $root.live.Ping.encode(m.ping, w.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
            if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                for (var i = 0; i < m.$unknowns.length; ++i)
                    w.raw(m.$unknowns[i]);
            return w;
        };

        /**
         * Decodes a ClientMessage message from the specified reader or buffer.
         * @function decode
         * @memberof live.ClientMessage
         * @static
         * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
         * @param {number} [l] Message length if known beforehand
         * @returns {live.ClientMessage & live.ClientMessage.$Shape} ClientMessage
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        ClientMessage.decode = function (r, l, z, q, g) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (q === $undefined)
                q = 0;
            if (q > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            var c, m;
            if (l === $undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw $RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = g || new $root.live.ClientMessage();
            while (r.pos < c) {
                var s = r.pos;
                var t = r.tag();
                if (t === z) {
                    z = $undefined;
                    break;
                }
                var u = t & 7;
                switch (t >>>= 3) {
                case 1: {
                        if (u !== 2)
                            break;
                        m.subscribe = $root.live.Subscribe.decode(r, r.size(), $undefined, q + 1, m.subscribe);
                        m.kind = "subscribe";
                        continue;
                    }
                case 2: {
                        if (u !== 2)
                            break;
                        m.unsubscribe = $root.live.Unsubscribe.decode(r, r.size(), $undefined, q + 1, m.unsubscribe);
                        m.kind = "unsubscribe";
                        continue;
                    }
                case 3: {
                        if (u !== 2)
                            break;
                        m.ping = $root.live.Ping.decode(r, r.size(), $undefined, q + 1, m.ping);
                        m.kind = "ping";
                        continue;
                    }
                }
                r.skipType(u, q, t);
                if (!r.discardUnknown) {
                    $util.makeProp(m, "$unknowns", false);
                    (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                }
            }
            if (l !== $undefined) {
                if (r.pos !== c)
                    throw $RangeError("index out of range");
                r.len = l;
            }
            if (z !== $undefined)
                throw $Error("missing end group");
            return m;
        };

        /**
         * Creates a ClientMessage message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof live.ClientMessage
         * @static
         * @param {Object.<string,*>} d Plain object
         * @returns {live.ClientMessage} ClientMessage
         */
        ClientMessage.fromObject = function (d, q) {
            if (d instanceof $root.live.ClientMessage)
                return d;
            if (!$util.isObject(d))
                throw $TypeError(".live.ClientMessage: object expected");
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var m = new $root.live.ClientMessage();
            if (d.subscribe != null) {
                if (!$util.isObject(d.subscribe))
                    throw $TypeError(".live.ClientMessage.subscribe: object expected");
                m.subscribe = $root.live.Subscribe.fromObject(d.subscribe, q + 1);
            }
            if (d.unsubscribe != null) {
                if (!$util.isObject(d.unsubscribe))
                    throw $TypeError(".live.ClientMessage.unsubscribe: object expected");
                m.unsubscribe = $root.live.Unsubscribe.fromObject(d.unsubscribe, q + 1);
            }
            if (d.ping != null) {
                if (!$util.isObject(d.ping))
                    throw $TypeError(".live.ClientMessage.ping: object expected");
                m.ping = $root.live.Ping.fromObject(d.ping, q + 1);
            }
            return m;
        };

        /**
         * Creates a plain object from a ClientMessage message. Also converts values to other types if specified.
         * @function toObject
         * @memberof live.ClientMessage
         * @static
         * @param {live.ClientMessage} m ClientMessage
         * @param {$protobuf.IConversionOptions} [o] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        ClientMessage.toObject = function (m, o, q) {
            if (!o)
                o = {};
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var d = {};
            if (m.subscribe != null && $Object.hasOwnProperty.call(m, "subscribe")) {
                d.subscribe = $root.live.Subscribe.toObject(m.subscribe, o, q + 1);
                if (o.oneofs)
                    d.kind = "subscribe";
            }
            if (m.unsubscribe != null && $Object.hasOwnProperty.call(m, "unsubscribe")) {
                d.unsubscribe = $root.live.Unsubscribe.toObject(m.unsubscribe, o, q + 1);
                if (o.oneofs)
                    d.kind = "unsubscribe";
            }
            if (m.ping != null && $Object.hasOwnProperty.call(m, "ping")) {
                d.ping = $root.live.Ping.toObject(m.ping, o, q + 1);
                if (o.oneofs)
                    d.kind = "ping";
            }
            return d;
        };

        /**
         * Converts this ClientMessage to JSON.
         * @function toJSON
         * @memberof live.ClientMessage
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        ClientMessage.prototype.toJSON = function() {
            return ClientMessage.toObject(this, $protobuf.util.toJSONOptions);
        };

        return ClientMessage;
    })();

    live.Position = (function() {

        /**
         * Properties of a Position.
         * @typedef {Object} live.Position.$Properties
         * @property {number|null} [epoch] Position epoch
         * @property {number|null} [seq] Position seq
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Position.
         * @memberof live
         * @interface IPosition
         * @augments live.Position.$Properties
         * @deprecated Use live.Position.$Properties instead.
         */

        /**
         * Shape of a Position.
         * @typedef {live.Position.$Properties} live.Position.$Shape
         */

        /**
         * Constructs a new Position.
         * @memberof live
         * @classdesc Represents a Position.
         * @constructor
         * @param {live.Position.$Properties=} [p] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Position = function (p) {
            if (p)
                for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        };

        /**
         * Position epoch.
         * @member {number} epoch
         * @memberof live.Position
         * @instance
         */
        Position.prototype.epoch = 0;

        /**
         * Position seq.
         * @member {number} seq
         * @memberof live.Position
         * @instance
         */
        Position.prototype.seq = 0;

        /**
         * Creates a new Position instance using the specified properties.
         * @function create
         * @memberof live.Position
         * @static
         * @param {live.Position.$Properties=} [properties] Properties to set
         * @returns {live.Position} Position instance
         * @type {{
         *   (properties: live.Position.$Shape): live.Position & live.Position.$Shape;
         *   (properties?: live.Position.$Properties): live.Position;
         * }}
         */
        Position.create = function(properties) {
            return new Position(properties);
        };

        /**
         * Encodes the specified Position message. Does not implicitly {@link live.Position.verify|verify} messages.
         * @function encode
         * @memberof live.Position
         * @static
         * @param {live.Position.$Properties} m Position message or plain object to encode
         * @param {$protobuf.Writer} [w] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Position.encode = function (m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (m.epoch != null && $Object.hasOwnProperty.call(m, "epoch") && m.epoch !== 0)
                w.uint32(/* id 1, wireType 0 =*/8).uint32(m.epoch);
            if (m.seq != null && $Object.hasOwnProperty.call(m, "seq") && m.seq !== 0)
                w.uint32(/* id 2, wireType 0 =*/16).uint32(m.seq);
            if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                for (var i = 0; i < m.$unknowns.length; ++i)
                    w.raw(m.$unknowns[i]);
            return w;
        };

        /**
         * Decodes a Position message from the specified reader or buffer.
         * @function decode
         * @memberof live.Position
         * @static
         * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
         * @param {number} [l] Message length if known beforehand
         * @returns {live.Position & live.Position.$Shape} Position
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Position.decode = function (r, l, z, q, g) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (q === $undefined)
                q = 0;
            if (q > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            var c, m, v;
            if (l === $undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw $RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = g || new $root.live.Position();
            while (r.pos < c) {
                var s = r.pos;
                var t = r.tag();
                if (t === z) {
                    z = $undefined;
                    break;
                }
                var u = t & 7;
                switch (t >>>= 3) {
                case 1: {
                        if (u !== 0)
                            break;
                        if (v = r.uint32())
                            m.epoch = v;
                        else
                            delete m.epoch;
                        continue;
                    }
                case 2: {
                        if (u !== 0)
                            break;
                        if (v = r.uint32())
                            m.seq = v;
                        else
                            delete m.seq;
                        continue;
                    }
                }
                r.skipType(u, q, t);
                if (!r.discardUnknown) {
                    $util.makeProp(m, "$unknowns", false);
                    (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                }
            }
            if (l !== $undefined) {
                if (r.pos !== c)
                    throw $RangeError("index out of range");
                r.len = l;
            }
            if (z !== $undefined)
                throw $Error("missing end group");
            return m;
        };

        /**
         * Creates a Position message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof live.Position
         * @static
         * @param {Object.<string,*>} d Plain object
         * @returns {live.Position} Position
         */
        Position.fromObject = function (d, q) {
            if (d instanceof $root.live.Position)
                return d;
            if (!$util.isObject(d))
                throw $TypeError(".live.Position: object expected");
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var m = new $root.live.Position();
            if (d.epoch != null) {
                if ($Number(d.epoch) !== 0) {
                    m.epoch = d.epoch >>> 0;
                }
            }
            if (d.seq != null) {
                if ($Number(d.seq) !== 0) {
                    m.seq = d.seq >>> 0;
                }
            }
            return m;
        };

        /**
         * Creates a plain object from a Position message. Also converts values to other types if specified.
         * @function toObject
         * @memberof live.Position
         * @static
         * @param {live.Position} m Position
         * @param {$protobuf.IConversionOptions} [o] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Position.toObject = function (m, o, q) {
            if (!o)
                o = {};
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var d = {};
            if (o.defaults) {
                d.epoch = 0;
                d.seq = 0;
            }
            if (m.epoch != null && $Object.hasOwnProperty.call(m, "epoch")) {
                d.epoch = m.epoch;
            }
            if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                d.seq = m.seq;
            }
            return d;
        };

        /**
         * Converts this Position to JSON.
         * @function toJSON
         * @memberof live.Position
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Position.prototype.toJSON = function() {
            return Position.toObject(this, $protobuf.util.toJSONOptions);
        };

        return Position;
    })();

    live.Subscribe = (function() {

        /**
         * Properties of a Subscribe.
         * @typedef {Object} live.Subscribe.$Properties
         * @property {string|null} [topic] Subscribe topic
         * @property {live.Position.$Properties|null} [resume] Subscribe resume
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Subscribe.
         * @memberof live
         * @interface ISubscribe
         * @augments live.Subscribe.$Properties
         * @deprecated Use live.Subscribe.$Properties instead.
         */

        /**
         * Shape of a Subscribe.
         * @typedef {live.Subscribe.$Properties} live.Subscribe.$Shape
         */

        /**
         * Constructs a new Subscribe.
         * @memberof live
         * @classdesc Represents a Subscribe.
         * @constructor
         * @param {live.Subscribe.$Properties=} [p] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Subscribe = function (p) {
            if (p)
                for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        };

        /**
         * Subscribe topic.
         * @member {string} topic
         * @memberof live.Subscribe
         * @instance
         */
        Subscribe.prototype.topic = "";

        /**
         * Subscribe resume.
         * @member {live.Position.$Properties|null|undefined} resume
         * @memberof live.Subscribe
         * @instance
         */
        Subscribe.prototype.resume = null;

        /**
         * Creates a new Subscribe instance using the specified properties.
         * @function create
         * @memberof live.Subscribe
         * @static
         * @param {live.Subscribe.$Properties=} [properties] Properties to set
         * @returns {live.Subscribe} Subscribe instance
         * @type {{
         *   (properties: live.Subscribe.$Shape): live.Subscribe & live.Subscribe.$Shape;
         *   (properties?: live.Subscribe.$Properties): live.Subscribe;
         * }}
         */
        Subscribe.create = function(properties) {
            return new Subscribe(properties);
        };

        /**
         * Encodes the specified Subscribe message. Does not implicitly {@link live.Subscribe.verify|verify} messages.
         * @function encode
         * @memberof live.Subscribe
         * @static
         * @param {live.Subscribe.$Properties} m Subscribe message or plain object to encode
         * @param {$protobuf.Writer} [w] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Subscribe.encode = function (m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (m.topic != null && $Object.hasOwnProperty.call(m, "topic") && m.topic !== "")
                w.uint32(/* id 1, wireType 2 =*/10).string(m.topic);
            if (m.resume != null && $Object.hasOwnProperty.call(m, "resume"))
                $root.live.Position.encode(m.resume, w.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
            if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                for (var i = 0; i < m.$unknowns.length; ++i)
                    w.raw(m.$unknowns[i]);
            return w;
        };

        /**
         * Decodes a Subscribe message from the specified reader or buffer.
         * @function decode
         * @memberof live.Subscribe
         * @static
         * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
         * @param {number} [l] Message length if known beforehand
         * @returns {live.Subscribe & live.Subscribe.$Shape} Subscribe
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Subscribe.decode = function (r, l, z, q, g) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (q === $undefined)
                q = 0;
            if (q > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            var c, m, v;
            if (l === $undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw $RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = g || new $root.live.Subscribe();
            while (r.pos < c) {
                var s = r.pos;
                var t = r.tag();
                if (t === z) {
                    z = $undefined;
                    break;
                }
                var u = t & 7;
                switch (t >>>= 3) {
                case 1: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.topic = v;
                        else
                            delete m.topic;
                        continue;
                    }
                case 2: {
                        if (u !== 2)
                            break;
                        m.resume = $root.live.Position.decode(r, r.size(), $undefined, q + 1, m.resume);
                        continue;
                    }
                }
                r.skipType(u, q, t);
                if (!r.discardUnknown) {
                    $util.makeProp(m, "$unknowns", false);
                    (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                }
            }
            if (l !== $undefined) {
                if (r.pos !== c)
                    throw $RangeError("index out of range");
                r.len = l;
            }
            if (z !== $undefined)
                throw $Error("missing end group");
            return m;
        };

        /**
         * Creates a Subscribe message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof live.Subscribe
         * @static
         * @param {Object.<string,*>} d Plain object
         * @returns {live.Subscribe} Subscribe
         */
        Subscribe.fromObject = function (d, q) {
            if (d instanceof $root.live.Subscribe)
                return d;
            if (!$util.isObject(d))
                throw $TypeError(".live.Subscribe: object expected");
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var m = new $root.live.Subscribe();
            if (d.topic != null) {
                if (typeof d.topic !== "string" || d.topic.length) {
                    m.topic = $String(d.topic);
                }
            }
            if (d.resume != null) {
                if (!$util.isObject(d.resume))
                    throw $TypeError(".live.Subscribe.resume: object expected");
                m.resume = $root.live.Position.fromObject(d.resume, q + 1);
            }
            return m;
        };

        /**
         * Creates a plain object from a Subscribe message. Also converts values to other types if specified.
         * @function toObject
         * @memberof live.Subscribe
         * @static
         * @param {live.Subscribe} m Subscribe
         * @param {$protobuf.IConversionOptions} [o] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Subscribe.toObject = function (m, o, q) {
            if (!o)
                o = {};
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var d = {};
            if (o.defaults) {
                d.topic = "";
                d.resume = null;
            }
            if (m.topic != null && $Object.hasOwnProperty.call(m, "topic")) {
                d.topic = m.topic;
            }
            if (m.resume != null && $Object.hasOwnProperty.call(m, "resume")) {
                d.resume = $root.live.Position.toObject(m.resume, o, q + 1);
            }
            return d;
        };

        /**
         * Converts this Subscribe to JSON.
         * @function toJSON
         * @memberof live.Subscribe
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Subscribe.prototype.toJSON = function() {
            return Subscribe.toObject(this, $protobuf.util.toJSONOptions);
        };

        return Subscribe;
    })();

    live.Unsubscribe = (function() {

        /**
         * Properties of an Unsubscribe.
         * @typedef {Object} live.Unsubscribe.$Properties
         * @property {string|null} [topic] Unsubscribe topic
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of an Unsubscribe.
         * @memberof live
         * @interface IUnsubscribe
         * @augments live.Unsubscribe.$Properties
         * @deprecated Use live.Unsubscribe.$Properties instead.
         */

        /**
         * Shape of an Unsubscribe.
         * @typedef {live.Unsubscribe.$Properties} live.Unsubscribe.$Shape
         */

        /**
         * Constructs a new Unsubscribe.
         * @memberof live
         * @classdesc Represents an Unsubscribe.
         * @constructor
         * @param {live.Unsubscribe.$Properties=} [p] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Unsubscribe = function (p) {
            if (p)
                for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        };

        /**
         * Unsubscribe topic.
         * @member {string} topic
         * @memberof live.Unsubscribe
         * @instance
         */
        Unsubscribe.prototype.topic = "";

        /**
         * Creates a new Unsubscribe instance using the specified properties.
         * @function create
         * @memberof live.Unsubscribe
         * @static
         * @param {live.Unsubscribe.$Properties=} [properties] Properties to set
         * @returns {live.Unsubscribe} Unsubscribe instance
         * @type {{
         *   (properties: live.Unsubscribe.$Shape): live.Unsubscribe & live.Unsubscribe.$Shape;
         *   (properties?: live.Unsubscribe.$Properties): live.Unsubscribe;
         * }}
         */
        Unsubscribe.create = function(properties) {
            return new Unsubscribe(properties);
        };

        /**
         * Encodes the specified Unsubscribe message. Does not implicitly {@link live.Unsubscribe.verify|verify} messages.
         * @function encode
         * @memberof live.Unsubscribe
         * @static
         * @param {live.Unsubscribe.$Properties} m Unsubscribe message or plain object to encode
         * @param {$protobuf.Writer} [w] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Unsubscribe.encode = function (m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (m.topic != null && $Object.hasOwnProperty.call(m, "topic") && m.topic !== "")
                w.uint32(/* id 1, wireType 2 =*/10).string(m.topic);
            if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                for (var i = 0; i < m.$unknowns.length; ++i)
                    w.raw(m.$unknowns[i]);
            return w;
        };

        /**
         * Decodes an Unsubscribe message from the specified reader or buffer.
         * @function decode
         * @memberof live.Unsubscribe
         * @static
         * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
         * @param {number} [l] Message length if known beforehand
         * @returns {live.Unsubscribe & live.Unsubscribe.$Shape} Unsubscribe
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Unsubscribe.decode = function (r, l, z, q, g) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (q === $undefined)
                q = 0;
            if (q > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            var c, m, v;
            if (l === $undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw $RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = g || new $root.live.Unsubscribe();
            while (r.pos < c) {
                var s = r.pos;
                var t = r.tag();
                if (t === z) {
                    z = $undefined;
                    break;
                }
                var u = t & 7;
                switch (t >>>= 3) {
                case 1: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.topic = v;
                        else
                            delete m.topic;
                        continue;
                    }
                }
                r.skipType(u, q, t);
                if (!r.discardUnknown) {
                    $util.makeProp(m, "$unknowns", false);
                    (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                }
            }
            if (l !== $undefined) {
                if (r.pos !== c)
                    throw $RangeError("index out of range");
                r.len = l;
            }
            if (z !== $undefined)
                throw $Error("missing end group");
            return m;
        };

        /**
         * Creates an Unsubscribe message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof live.Unsubscribe
         * @static
         * @param {Object.<string,*>} d Plain object
         * @returns {live.Unsubscribe} Unsubscribe
         */
        Unsubscribe.fromObject = function (d, q) {
            if (d instanceof $root.live.Unsubscribe)
                return d;
            if (!$util.isObject(d))
                throw $TypeError(".live.Unsubscribe: object expected");
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var m = new $root.live.Unsubscribe();
            if (d.topic != null) {
                if (typeof d.topic !== "string" || d.topic.length) {
                    m.topic = $String(d.topic);
                }
            }
            return m;
        };

        /**
         * Creates a plain object from an Unsubscribe message. Also converts values to other types if specified.
         * @function toObject
         * @memberof live.Unsubscribe
         * @static
         * @param {live.Unsubscribe} m Unsubscribe
         * @param {$protobuf.IConversionOptions} [o] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Unsubscribe.toObject = function (m, o, q) {
            if (!o)
                o = {};
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var d = {};
            if (o.defaults) {
                d.topic = "";
            }
            if (m.topic != null && $Object.hasOwnProperty.call(m, "topic")) {
                d.topic = m.topic;
            }
            return d;
        };

        /**
         * Converts this Unsubscribe to JSON.
         * @function toJSON
         * @memberof live.Unsubscribe
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Unsubscribe.prototype.toJSON = function() {
            return Unsubscribe.toObject(this, $protobuf.util.toJSONOptions);
        };

        return Unsubscribe;
    })();

    live.Ping = (function() {

        /**
         * Properties of a Ping.
         * @typedef {Object} live.Ping.$Properties
         * @property {number|null} [nonce] Ping nonce
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Ping.
         * @memberof live
         * @interface IPing
         * @augments live.Ping.$Properties
         * @deprecated Use live.Ping.$Properties instead.
         */

        /**
         * Shape of a Ping.
         * @typedef {live.Ping.$Properties} live.Ping.$Shape
         */

        /**
         * Constructs a new Ping.
         * @memberof live
         * @classdesc Represents a Ping.
         * @constructor
         * @param {live.Ping.$Properties=} [p] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Ping = function (p) {
            if (p)
                for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        };

        /**
         * Ping nonce.
         * @member {number} nonce
         * @memberof live.Ping
         * @instance
         */
        Ping.prototype.nonce = $util.Long ? $util.Long.fromBits(0,0,true) : 0;

        /**
         * Creates a new Ping instance using the specified properties.
         * @function create
         * @memberof live.Ping
         * @static
         * @param {live.Ping.$Properties=} [properties] Properties to set
         * @returns {live.Ping} Ping instance
         * @type {{
         *   (properties: live.Ping.$Shape): live.Ping & live.Ping.$Shape;
         *   (properties?: live.Ping.$Properties): live.Ping;
         * }}
         */
        Ping.create = function(properties) {
            return new Ping(properties);
        };

        /**
         * Encodes the specified Ping message. Does not implicitly {@link live.Ping.verify|verify} messages.
         * @function encode
         * @memberof live.Ping
         * @static
         * @param {live.Ping.$Properties} m Ping message or plain object to encode
         * @param {$protobuf.Writer} [w] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Ping.encode = function (m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (m.nonce != null && $Object.hasOwnProperty.call(m, "nonce") && (typeof m.nonce === "object" ? m.nonce.low || m.nonce.high : m.nonce !== 0))
                w.uint32(/* id 1, wireType 0 =*/8).uint64(m.nonce);
            if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                for (var i = 0; i < m.$unknowns.length; ++i)
                    w.raw(m.$unknowns[i]);
            return w;
        };

        /**
         * Decodes a Ping message from the specified reader or buffer.
         * @function decode
         * @memberof live.Ping
         * @static
         * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
         * @param {number} [l] Message length if known beforehand
         * @returns {live.Ping & live.Ping.$Shape} Ping
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Ping.decode = function (r, l, z, q, g) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (q === $undefined)
                q = 0;
            if (q > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            var c, m, v;
            if (l === $undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw $RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = g || new $root.live.Ping();
            while (r.pos < c) {
                var s = r.pos;
                var t = r.tag();
                if (t === z) {
                    z = $undefined;
                    break;
                }
                var u = t & 7;
                switch (t >>>= 3) {
                case 1: {
                        if (u !== 0)
                            break;
                        if (typeof (v = r.uint64()) === "object" ? v.low || v.high : v !== 0)
                            m.nonce = v;
                        else
                            delete m.nonce;
                        continue;
                    }
                }
                r.skipType(u, q, t);
                if (!r.discardUnknown) {
                    $util.makeProp(m, "$unknowns", false);
                    (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                }
            }
            if (l !== $undefined) {
                if (r.pos !== c)
                    throw $RangeError("index out of range");
                r.len = l;
            }
            if (z !== $undefined)
                throw $Error("missing end group");
            return m;
        };

        /**
         * Creates a Ping message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof live.Ping
         * @static
         * @param {Object.<string,*>} d Plain object
         * @returns {live.Ping} Ping
         */
        Ping.fromObject = function (d, q) {
            if (d instanceof $root.live.Ping)
                return d;
            if (!$util.isObject(d))
                throw $TypeError(".live.Ping: object expected");
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var m = new $root.live.Ping();
            if (d.nonce != null) {
                if (typeof d.nonce === "object" ? d.nonce.low || d.nonce.high : $Number(d.nonce) !== 0) {
                    if ($util.Long)
                        m.nonce = $util.Long.fromValue(d.nonce, true);
                    else if (typeof d.nonce === "string")
                        m.nonce = $parseInt(d.nonce, 10);
                    else if (typeof d.nonce === "number")
                        m.nonce = d.nonce;
                    else if (typeof d.nonce === "object")
                        m.nonce = new $util.LongBits(d.nonce.low >>> 0, d.nonce.high >>> 0).toNumber(true);
                }
            }
            return m;
        };

        /**
         * Creates a plain object from a Ping message. Also converts values to other types if specified.
         * @function toObject
         * @memberof live.Ping
         * @static
         * @param {live.Ping} m Ping
         * @param {$protobuf.IConversionOptions} [o] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Ping.toObject = function (m, o, q) {
            if (!o)
                o = {};
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var d = {};
            if (o.defaults) {
                if ($util.Long) {
                    var n = new $util.Long(0, 0, true);
                    d.nonce = o.longs === $String ? n.toString() : o.longs === $Number ? n.toNumber() : typeof $BigInt !== "undefined" && o.longs === $BigInt ? n.toBigInt() : n;
                } else
                    d.nonce = o.longs === $String ? "0" : typeof $BigInt !== "undefined" && o.longs === $BigInt ? $BigInt("0") : 0;
            }
            if (m.nonce != null && $Object.hasOwnProperty.call(m, "nonce")) {
                if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                    d.nonce = typeof m.nonce === "number" ? $BigInt(m.nonce) : $util.Long.fromBits(m.nonce.low >>> 0, m.nonce.high >>> 0, true).toBigInt();
                else if (typeof m.nonce === "number")
                    d.nonce = o.longs === $String ? $String(m.nonce) : m.nonce;
                else
                    d.nonce = o.longs === $String ? $util.Long.prototype.toString.call(m.nonce) : o.longs === $Number ? new $util.LongBits(m.nonce.low >>> 0, m.nonce.high >>> 0).toNumber(true) : m.nonce;
            }
            return d;
        };

        /**
         * Converts this Ping to JSON.
         * @function toJSON
         * @memberof live.Ping
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Ping.prototype.toJSON = function() {
            return Ping.toObject(this, $protobuf.util.toJSONOptions);
        };

        return Ping;
    })();

    live.ServerMessage = (function() {

        /**
         * Properties of a ServerMessage.
         * @typedef {Object} live.ServerMessage.$Properties
         * @property {live.Snapshot.$Properties|null} [snapshot] ServerMessage snapshot
         * @property {live.Delta.$Properties|null} [delta] ServerMessage delta
         * @property {live.Alert.$Properties|null} [alert] ServerMessage alert
         * @property {live.Freshness.$Properties|null} [freshness] ServerMessage freshness
         * @property {live.Error.$Properties|null} [error] ServerMessage error
         * @property {live.Pong.$Properties|null} [pong] ServerMessage pong
         * @property {"snapshot"|"delta"|"alert"|"freshness"|"error"|"pong"} [kind] ServerMessage kind
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a ServerMessage.
         * @memberof live
         * @interface IServerMessage
         * @augments live.ServerMessage.$Properties
         * @deprecated Use live.ServerMessage.$Properties instead.
         */

        /**
         * Narrowed shape of a ServerMessage.
         * @typedef {{
         *   snapshot?: live.Snapshot.$Shape|null;
         *   delta?: live.Delta.$Shape|null;
         *   alert?: live.Alert.$Shape|null;
         *   freshness?: live.Freshness.$Shape|null;
         *   error?: live.Error.$Shape|null;
         *   pong?: live.Pong.$Shape|null;
         *   $unknowns?: Array.<Uint8Array>;
         * } & (
         *   ({ kind?: undefined; snapshot?: null; delta?: null; alert?: null; freshness?: null; error?: null; pong?: null }|{ kind?: "snapshot"; snapshot: live.Snapshot.$Shape; delta?: null; alert?: null; freshness?: null; error?: null; pong?: null }|{ kind?: "delta"; snapshot?: null; delta: live.Delta.$Shape; alert?: null; freshness?: null; error?: null; pong?: null }|{ kind?: "alert"; snapshot?: null; delta?: null; alert: live.Alert.$Shape; freshness?: null; error?: null; pong?: null }|{ kind?: "freshness"; snapshot?: null; delta?: null; alert?: null; freshness: live.Freshness.$Shape; error?: null; pong?: null }|{ kind?: "error"; snapshot?: null; delta?: null; alert?: null; freshness?: null; error: live.Error.$Shape; pong?: null }|{ kind?: "pong"; snapshot?: null; delta?: null; alert?: null; freshness?: null; error?: null; pong: live.Pong.$Shape })
         * )} live.ServerMessage.$Shape
         */

        /**
         * Constructs a new ServerMessage.
         * @memberof live
         * @classdesc Represents a ServerMessage.
         * @constructor
         * @param {live.ServerMessage.$Properties=} [p] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const ServerMessage = function (p) {
            if (p)
                for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        };

        /**
         * ServerMessage snapshot.
         * @member {live.Snapshot.$Properties|null|undefined} snapshot
         * @memberof live.ServerMessage
         * @instance
         */
        ServerMessage.prototype.snapshot = null;

        /**
         * ServerMessage delta.
         * @member {live.Delta.$Properties|null|undefined} delta
         * @memberof live.ServerMessage
         * @instance
         */
        ServerMessage.prototype.delta = null;

        /**
         * ServerMessage alert.
         * @member {live.Alert.$Properties|null|undefined} alert
         * @memberof live.ServerMessage
         * @instance
         */
        ServerMessage.prototype.alert = null;

        /**
         * ServerMessage freshness.
         * @member {live.Freshness.$Properties|null|undefined} freshness
         * @memberof live.ServerMessage
         * @instance
         */
        ServerMessage.prototype.freshness = null;

        /**
         * ServerMessage error.
         * @member {live.Error.$Properties|null|undefined} error
         * @memberof live.ServerMessage
         * @instance
         */
        ServerMessage.prototype.error = null;

        /**
         * ServerMessage pong.
         * @member {live.Pong.$Properties|null|undefined} pong
         * @memberof live.ServerMessage
         * @instance
         */
        ServerMessage.prototype.pong = null;

        // OneOf field names bound to virtual getters and setters
        let $oneOfFields;

        /**
         * ServerMessage kind.
         * @member {"snapshot"|"delta"|"alert"|"freshness"|"error"|"pong"|undefined} kind
         * @memberof live.ServerMessage
         * @instance
         */
        $Object.defineProperty(ServerMessage.prototype, "kind", {
            get: $util.oneOfGetter($oneOfFields = ["snapshot", "delta", "alert", "freshness", "error", "pong"]),
            set: $util.oneOfSetter($oneOfFields)
        });

        /**
         * Creates a new ServerMessage instance using the specified properties.
         * @function create
         * @memberof live.ServerMessage
         * @static
         * @param {live.ServerMessage.$Properties=} [properties] Properties to set
         * @returns {live.ServerMessage} ServerMessage instance
         * @type {{
         *   (properties: live.ServerMessage.$Shape): live.ServerMessage & live.ServerMessage.$Shape;
         *   (properties?: live.ServerMessage.$Properties): live.ServerMessage;
         * }}
         */
        ServerMessage.create = function(properties) {
            return new ServerMessage(properties);
        };

        /**
         * Encodes the specified ServerMessage message. Does not implicitly {@link live.ServerMessage.verify|verify} messages.
         * @function encode
         * @memberof live.ServerMessage
         * @static
         * @param {live.ServerMessage.$Properties} m ServerMessage message or plain object to encode
         * @param {$protobuf.Writer} [w] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        ServerMessage.encode = function (m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (m.snapshot != null && $Object.hasOwnProperty.call(m, "snapshot"))
                $root.live.Snapshot.encode(m.snapshot, w.uint32(/* id 1, wireType 2 =*/10).fork(), q + 1).ldelim();
            if (m.delta != null && $Object.hasOwnProperty.call(m, "delta"))
                $root.live.Delta.encode(m.delta, w.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
            if (m.alert != null && $Object.hasOwnProperty.call(m, "alert"))
                $root.live.Alert.encode(m.alert, w.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
            if (m.freshness != null && $Object.hasOwnProperty.call(m, "freshness"))
                $root.live.Freshness.encode(m.freshness, w.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
            if (m.error != null && $Object.hasOwnProperty.call(m, "error"))
                $root.live.Error.encode(m.error, w.uint32(/* id 5, wireType 2 =*/42).fork(), q + 1).ldelim();
            if (m.pong != null && $Object.hasOwnProperty.call(m, "pong"))
                $root.live.Pong.encode(m.pong, w.uint32(/* id 6, wireType 2 =*/50).fork(), q + 1).ldelim();
            if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                for (var i = 0; i < m.$unknowns.length; ++i)
                    w.raw(m.$unknowns[i]);
            return w;
        };

        /**
         * Decodes a ServerMessage message from the specified reader or buffer.
         * @function decode
         * @memberof live.ServerMessage
         * @static
         * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
         * @param {number} [l] Message length if known beforehand
         * @returns {live.ServerMessage & live.ServerMessage.$Shape} ServerMessage
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        ServerMessage.decode = function (r, l, z, q, g) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (q === $undefined)
                q = 0;
            if (q > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            var c, m;
            if (l === $undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw $RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = g || new $root.live.ServerMessage();
            while (r.pos < c) {
                var s = r.pos;
                var t = r.tag();
                if (t === z) {
                    z = $undefined;
                    break;
                }
                var u = t & 7;
                switch (t >>>= 3) {
                case 1: {
                        if (u !== 2)
                            break;
                        m.snapshot = $root.live.Snapshot.decode(r, r.size(), $undefined, q + 1, m.snapshot);
                        m.kind = "snapshot";
                        continue;
                    }
                case 2: {
                        if (u !== 2)
                            break;
                        m.delta = $root.live.Delta.decode(r, r.size(), $undefined, q + 1, m.delta);
                        m.kind = "delta";
                        continue;
                    }
                case 3: {
                        if (u !== 2)
                            break;
                        m.alert = $root.live.Alert.decode(r, r.size(), $undefined, q + 1, m.alert);
                        m.kind = "alert";
                        continue;
                    }
                case 4: {
                        if (u !== 2)
                            break;
                        m.freshness = $root.live.Freshness.decode(r, r.size(), $undefined, q + 1, m.freshness);
                        m.kind = "freshness";
                        continue;
                    }
                case 5: {
                        if (u !== 2)
                            break;
                        m.error = $root.live.Error.decode(r, r.size(), $undefined, q + 1, m.error);
                        m.kind = "error";
                        continue;
                    }
                case 6: {
                        if (u !== 2)
                            break;
                        m.pong = $root.live.Pong.decode(r, r.size(), $undefined, q + 1, m.pong);
                        m.kind = "pong";
                        continue;
                    }
                }
                r.skipType(u, q, t);
                if (!r.discardUnknown) {
                    $util.makeProp(m, "$unknowns", false);
                    (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                }
            }
            if (l !== $undefined) {
                if (r.pos !== c)
                    throw $RangeError("index out of range");
                r.len = l;
            }
            if (z !== $undefined)
                throw $Error("missing end group");
            return m;
        };

        /**
         * Creates a ServerMessage message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof live.ServerMessage
         * @static
         * @param {Object.<string,*>} d Plain object
         * @returns {live.ServerMessage} ServerMessage
         */
        ServerMessage.fromObject = function (d, q) {
            if (d instanceof $root.live.ServerMessage)
                return d;
            if (!$util.isObject(d))
                throw $TypeError(".live.ServerMessage: object expected");
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var m = new $root.live.ServerMessage();
            if (d.snapshot != null) {
                if (!$util.isObject(d.snapshot))
                    throw $TypeError(".live.ServerMessage.snapshot: object expected");
                m.snapshot = $root.live.Snapshot.fromObject(d.snapshot, q + 1);
            }
            if (d.delta != null) {
                if (!$util.isObject(d.delta))
                    throw $TypeError(".live.ServerMessage.delta: object expected");
                m.delta = $root.live.Delta.fromObject(d.delta, q + 1);
            }
            if (d.alert != null) {
                if (!$util.isObject(d.alert))
                    throw $TypeError(".live.ServerMessage.alert: object expected");
                m.alert = $root.live.Alert.fromObject(d.alert, q + 1);
            }
            if (d.freshness != null) {
                if (!$util.isObject(d.freshness))
                    throw $TypeError(".live.ServerMessage.freshness: object expected");
                m.freshness = $root.live.Freshness.fromObject(d.freshness, q + 1);
            }
            if (d.error != null) {
                if (!$util.isObject(d.error))
                    throw $TypeError(".live.ServerMessage.error: object expected");
                m.error = $root.live.Error.fromObject(d.error, q + 1);
            }
            if (d.pong != null) {
                if (!$util.isObject(d.pong))
                    throw $TypeError(".live.ServerMessage.pong: object expected");
                m.pong = $root.live.Pong.fromObject(d.pong, q + 1);
            }
            return m;
        };

        /**
         * Creates a plain object from a ServerMessage message. Also converts values to other types if specified.
         * @function toObject
         * @memberof live.ServerMessage
         * @static
         * @param {live.ServerMessage} m ServerMessage
         * @param {$protobuf.IConversionOptions} [o] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        ServerMessage.toObject = function (m, o, q) {
            if (!o)
                o = {};
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var d = {};
            if (m.snapshot != null && $Object.hasOwnProperty.call(m, "snapshot")) {
                d.snapshot = $root.live.Snapshot.toObject(m.snapshot, o, q + 1);
                if (o.oneofs)
                    d.kind = "snapshot";
            }
            if (m.delta != null && $Object.hasOwnProperty.call(m, "delta")) {
                d.delta = $root.live.Delta.toObject(m.delta, o, q + 1);
                if (o.oneofs)
                    d.kind = "delta";
            }
            if (m.alert != null && $Object.hasOwnProperty.call(m, "alert")) {
                d.alert = $root.live.Alert.toObject(m.alert, o, q + 1);
                if (o.oneofs)
                    d.kind = "alert";
            }
            if (m.freshness != null && $Object.hasOwnProperty.call(m, "freshness")) {
                d.freshness = $root.live.Freshness.toObject(m.freshness, o, q + 1);
                if (o.oneofs)
                    d.kind = "freshness";
            }
            if (m.error != null && $Object.hasOwnProperty.call(m, "error")) {
                d.error = $root.live.Error.toObject(m.error, o, q + 1);
                if (o.oneofs)
                    d.kind = "error";
            }
            if (m.pong != null && $Object.hasOwnProperty.call(m, "pong")) {
                d.pong = $root.live.Pong.toObject(m.pong, o, q + 1);
                if (o.oneofs)
                    d.kind = "pong";
            }
            return d;
        };

        /**
         * Converts this ServerMessage to JSON.
         * @function toJSON
         * @memberof live.ServerMessage
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        ServerMessage.prototype.toJSON = function() {
            return ServerMessage.toObject(this, $protobuf.util.toJSONOptions);
        };

        return ServerMessage;
    })();

    /**
     * ColumnKind enum.
     * @name live.ColumnKind
     * @enum {number}
     * @property {number} COLUMN_KIND_NUMBER=0 COLUMN_KIND_NUMBER value
     * @property {number} COLUMN_KIND_TEXT=1 COLUMN_KIND_TEXT value
     */
    live.ColumnKind = (function() {
        const valuesById = $Object.create(null), values = $Object.create(valuesById);
        values[valuesById[0] = "COLUMN_KIND_NUMBER"] = 0;
        values[valuesById[1] = "COLUMN_KIND_TEXT"] = 1;
        return values;
    })();

    live.Column = (function() {

        /**
         * Properties of a Column.
         * @typedef {Object} live.Column.$Properties
         * @property {string|null} [name] Column name
         * @property {live.ColumnKind|null} [kind] Column kind
         * @property {number|null} [scale] Column scale
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Column.
         * @memberof live
         * @interface IColumn
         * @augments live.Column.$Properties
         * @deprecated Use live.Column.$Properties instead.
         */

        /**
         * Shape of a Column.
         * @typedef {live.Column.$Properties} live.Column.$Shape
         */

        /**
         * Constructs a new Column.
         * @memberof live
         * @classdesc Represents a Column.
         * @constructor
         * @param {live.Column.$Properties=} [p] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Column = function (p) {
            if (p)
                for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        };

        /**
         * Column name.
         * @member {string} name
         * @memberof live.Column
         * @instance
         */
        Column.prototype.name = "";

        /**
         * Column kind.
         * @member {live.ColumnKind} kind
         * @memberof live.Column
         * @instance
         */
        Column.prototype.kind = 0;

        /**
         * Column scale.
         * @member {number} scale
         * @memberof live.Column
         * @instance
         */
        Column.prototype.scale = 0;

        /**
         * Creates a new Column instance using the specified properties.
         * @function create
         * @memberof live.Column
         * @static
         * @param {live.Column.$Properties=} [properties] Properties to set
         * @returns {live.Column} Column instance
         * @type {{
         *   (properties: live.Column.$Shape): live.Column & live.Column.$Shape;
         *   (properties?: live.Column.$Properties): live.Column;
         * }}
         */
        Column.create = function(properties) {
            return new Column(properties);
        };

        /**
         * Encodes the specified Column message. Does not implicitly {@link live.Column.verify|verify} messages.
         * @function encode
         * @memberof live.Column
         * @static
         * @param {live.Column.$Properties} m Column message or plain object to encode
         * @param {$protobuf.Writer} [w] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Column.encode = function (m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (m.name != null && $Object.hasOwnProperty.call(m, "name") && m.name !== "")
                w.uint32(/* id 1, wireType 2 =*/10).string(m.name);
            if (m.kind != null && $Object.hasOwnProperty.call(m, "kind") && m.kind !== 0)
                w.uint32(/* id 2, wireType 0 =*/16).int32(m.kind);
            if (m.scale != null && $Object.hasOwnProperty.call(m, "scale") && m.scale !== 0)
                w.uint32(/* id 3, wireType 0 =*/24).uint32(m.scale);
            if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                for (var i = 0; i < m.$unknowns.length; ++i)
                    w.raw(m.$unknowns[i]);
            return w;
        };

        /**
         * Decodes a Column message from the specified reader or buffer.
         * @function decode
         * @memberof live.Column
         * @static
         * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
         * @param {number} [l] Message length if known beforehand
         * @returns {live.Column & live.Column.$Shape} Column
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Column.decode = function (r, l, z, q, g) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (q === $undefined)
                q = 0;
            if (q > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            var c, m, v;
            if (l === $undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw $RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = g || new $root.live.Column();
            while (r.pos < c) {
                var s = r.pos;
                var t = r.tag();
                if (t === z) {
                    z = $undefined;
                    break;
                }
                var u = t & 7;
                switch (t >>>= 3) {
                case 1: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.name = v;
                        else
                            delete m.name;
                        continue;
                    }
                case 2: {
                        if (u !== 0)
                            break;
                        if (v = r.int32())
                            m.kind = v;
                        else
                            delete m.kind;
                        continue;
                    }
                case 3: {
                        if (u !== 0)
                            break;
                        if (v = r.uint32())
                            m.scale = v;
                        else
                            delete m.scale;
                        continue;
                    }
                }
                r.skipType(u, q, t);
                if (!r.discardUnknown) {
                    $util.makeProp(m, "$unknowns", false);
                    (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                }
            }
            if (l !== $undefined) {
                if (r.pos !== c)
                    throw $RangeError("index out of range");
                r.len = l;
            }
            if (z !== $undefined)
                throw $Error("missing end group");
            return m;
        };

        /**
         * Creates a Column message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof live.Column
         * @static
         * @param {Object.<string,*>} d Plain object
         * @returns {live.Column} Column
         */
        Column.fromObject = function (d, q) {
            if (d instanceof $root.live.Column)
                return d;
            if (!$util.isObject(d))
                throw $TypeError(".live.Column: object expected");
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var m = new $root.live.Column();
            if (d.name != null) {
                if (typeof d.name !== "string" || d.name.length) {
                    m.name = $String(d.name);
                }
            }
            if (d.kind !== 0 && (typeof d.kind !== "string" || $root.live.ColumnKind[d.kind] !== 0)) {
                switch (d.kind) {
                case "COLUMN_KIND_NUMBER":
                case 0:
                    m.kind = 0;
                    break;
                case "COLUMN_KIND_TEXT":
                case 1:
                    m.kind = 1;
                    break;
                default:
                    if (typeof d.kind === "number" && (d.kind | 0) === d.kind)
                        m.kind = d.kind;
                }
            }
            if (d.scale != null) {
                if ($Number(d.scale) !== 0) {
                    m.scale = d.scale >>> 0;
                }
            }
            return m;
        };

        /**
         * Creates a plain object from a Column message. Also converts values to other types if specified.
         * @function toObject
         * @memberof live.Column
         * @static
         * @param {live.Column} m Column
         * @param {$protobuf.IConversionOptions} [o] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Column.toObject = function (m, o, q) {
            if (!o)
                o = {};
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var d = {};
            if (o.defaults) {
                d.name = "";
                d.kind = o.enums === $String ? "COLUMN_KIND_NUMBER" : 0;
                d.scale = 0;
            }
            if (m.name != null && $Object.hasOwnProperty.call(m, "name")) {
                d.name = m.name;
            }
            if (m.kind != null && $Object.hasOwnProperty.call(m, "kind")) {
                d.kind = o.enums === $String ? $root.live.ColumnKind[m.kind] === $undefined ? m.kind : $root.live.ColumnKind[m.kind] : m.kind;
            }
            if (m.scale != null && $Object.hasOwnProperty.call(m, "scale")) {
                d.scale = m.scale;
            }
            return d;
        };

        /**
         * Converts this Column to JSON.
         * @function toJSON
         * @memberof live.Column
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Column.prototype.toJSON = function() {
            return Column.toObject(this, $protobuf.util.toJSONOptions);
        };

        return Column;
    })();

    live.Row = (function() {

        /**
         * Properties of a Row.
         * @typedef {Object} live.Row.$Properties
         * @property {string|null} [key] Row key
         * @property {Array.<number>|null} [columns] Row columns
         * @property {Array.<number>|null} [numbers] Row numbers
         * @property {Array.<string>|null} [texts] Row texts
         * @property {Array.<number>|null} [nulls] Row nulls
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Row.
         * @memberof live
         * @interface IRow
         * @augments live.Row.$Properties
         * @deprecated Use live.Row.$Properties instead.
         */

        /**
         * Shape of a Row.
         * @typedef {live.Row.$Properties} live.Row.$Shape
         */

        /**
         * Constructs a new Row.
         * @memberof live
         * @classdesc Represents a Row.
         * @constructor
         * @param {live.Row.$Properties=} [p] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Row = function (p) {
            this.columns = [];
            this.numbers = [];
            this.texts = [];
            this.nulls = [];
            if (p)
                for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        };

        /**
         * Row key.
         * @member {string} key
         * @memberof live.Row
         * @instance
         */
        Row.prototype.key = "";

        /**
         * Row columns.
         * @member {Array.<number>} columns
         * @memberof live.Row
         * @instance
         */
        Row.prototype.columns = $util.emptyArray;

        /**
         * Row numbers.
         * @member {Array.<number>} numbers
         * @memberof live.Row
         * @instance
         */
        Row.prototype.numbers = $util.emptyArray;

        /**
         * Row texts.
         * @member {Array.<string>} texts
         * @memberof live.Row
         * @instance
         */
        Row.prototype.texts = $util.emptyArray;

        /**
         * Row nulls.
         * @member {Array.<number>} nulls
         * @memberof live.Row
         * @instance
         */
        Row.prototype.nulls = $util.emptyArray;

        /**
         * Creates a new Row instance using the specified properties.
         * @function create
         * @memberof live.Row
         * @static
         * @param {live.Row.$Properties=} [properties] Properties to set
         * @returns {live.Row} Row instance
         * @type {{
         *   (properties: live.Row.$Shape): live.Row & live.Row.$Shape;
         *   (properties?: live.Row.$Properties): live.Row;
         * }}
         */
        Row.create = function(properties) {
            return new Row(properties);
        };

        /**
         * Encodes the specified Row message. Does not implicitly {@link live.Row.verify|verify} messages.
         * @function encode
         * @memberof live.Row
         * @static
         * @param {live.Row.$Properties} m Row message or plain object to encode
         * @param {$protobuf.Writer} [w] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Row.encode = function (m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (m.key != null && $Object.hasOwnProperty.call(m, "key") && m.key !== "")
                w.uint32(/* id 1, wireType 2 =*/10).string(m.key);
            if (m.columns != null && m.columns.length) {
                w.uint32(/* id 2, wireType 2 =*/18).uint32s(m.columns);
            }
            if (m.numbers != null && m.numbers.length) {
                w.uint32(/* id 3, wireType 2 =*/26).sint64s(m.numbers);
            }
            if (m.texts != null && m.texts.length) {
                for (var i = 0; i < m.texts.length; ++i)
                    w.uint32(/* id 4, wireType 2 =*/34).string(m.texts[i]);
            }
            if (m.nulls != null && m.nulls.length) {
                w.uint32(/* id 5, wireType 2 =*/42).uint32s(m.nulls);
            }
            if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                for (var i = 0; i < m.$unknowns.length; ++i)
                    w.raw(m.$unknowns[i]);
            return w;
        };

        /**
         * Decodes a Row message from the specified reader or buffer.
         * @function decode
         * @memberof live.Row
         * @static
         * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
         * @param {number} [l] Message length if known beforehand
         * @returns {live.Row & live.Row.$Shape} Row
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Row.decode = function (r, l, z, q, g) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (q === $undefined)
                q = 0;
            if (q > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            var c, m, v;
            if (l === $undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw $RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = g || new $root.live.Row();
            while (r.pos < c) {
                var s = r.pos;
                var t = r.tag();
                if (t === z) {
                    z = $undefined;
                    break;
                }
                var u = t & 7;
                switch (t >>>= 3) {
                case 1: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.key = v;
                        else
                            delete m.key;
                        continue;
                    }
                case 2: {
                        if (u === 2) {
                            if (!(m.columns && m.columns.length))
                                m.columns = [];
                            r.uint32s(m.columns);
                            continue;
                        }
                        if (u !== 0)
                            break;
                        if (!(m.columns && m.columns.length))
                            m.columns = [];
                        m.columns.push(r.uint32());
                        continue;
                    }
                case 3: {
                        if (u === 2) {
                            if (!(m.numbers && m.numbers.length))
                                m.numbers = [];
                            r.sint64s(m.numbers);
                            continue;
                        }
                        if (u !== 0)
                            break;
                        if (!(m.numbers && m.numbers.length))
                            m.numbers = [];
                        m.numbers.push(r.sint64());
                        continue;
                    }
                case 4: {
                        if (u !== 2)
                            break;
                        if (!(m.texts && m.texts.length))
                            m.texts = [];
                        m.texts.push(r.stringVerify());
                        continue;
                    }
                case 5: {
                        if (u === 2) {
                            if (!(m.nulls && m.nulls.length))
                                m.nulls = [];
                            r.uint32s(m.nulls);
                            continue;
                        }
                        if (u !== 0)
                            break;
                        if (!(m.nulls && m.nulls.length))
                            m.nulls = [];
                        m.nulls.push(r.uint32());
                        continue;
                    }
                }
                r.skipType(u, q, t);
                if (!r.discardUnknown) {
                    $util.makeProp(m, "$unknowns", false);
                    (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                }
            }
            if (l !== $undefined) {
                if (r.pos !== c)
                    throw $RangeError("index out of range");
                r.len = l;
            }
            if (z !== $undefined)
                throw $Error("missing end group");
            return m;
        };

        /**
         * Creates a Row message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof live.Row
         * @static
         * @param {Object.<string,*>} d Plain object
         * @returns {live.Row} Row
         */
        Row.fromObject = function (d, q) {
            if (d instanceof $root.live.Row)
                return d;
            if (!$util.isObject(d))
                throw $TypeError(".live.Row: object expected");
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var m = new $root.live.Row();
            if (d.key != null) {
                if (typeof d.key !== "string" || d.key.length) {
                    m.key = $String(d.key);
                }
            }
            if (d.columns) {
                if (!$Array.isArray(d.columns))
                    throw $TypeError(".live.Row.columns: array expected");
                m.columns = $Array(d.columns.length);
                for (var i = 0; i < d.columns.length; ++i) {
                    m.columns[i] = d.columns[i] >>> 0;
                }
            }
            if (d.numbers) {
                if (!$Array.isArray(d.numbers))
                    throw $TypeError(".live.Row.numbers: array expected");
                m.numbers = $Array(d.numbers.length);
                for (var i = 0; i < d.numbers.length; ++i) {
                    if ($util.Long)
                        m.numbers[i] = $util.Long.fromValue(d.numbers[i], false);
                    else if (typeof d.numbers[i] === "string")
                        m.numbers[i] = $parseInt(d.numbers[i], 10);
                    else if (typeof d.numbers[i] === "number")
                        m.numbers[i] = d.numbers[i];
                    else if (typeof d.numbers[i] === "object")
                        m.numbers[i] = new $util.LongBits(d.numbers[i].low >>> 0, d.numbers[i].high >>> 0).toNumber();
                }
            }
            if (d.texts) {
                if (!$Array.isArray(d.texts))
                    throw $TypeError(".live.Row.texts: array expected");
                m.texts = $Array(d.texts.length);
                for (var i = 0; i < d.texts.length; ++i) {
                    m.texts[i] = $String(d.texts[i]);
                }
            }
            if (d.nulls) {
                if (!$Array.isArray(d.nulls))
                    throw $TypeError(".live.Row.nulls: array expected");
                m.nulls = $Array(d.nulls.length);
                for (var i = 0; i < d.nulls.length; ++i) {
                    m.nulls[i] = d.nulls[i] >>> 0;
                }
            }
            return m;
        };

        /**
         * Creates a plain object from a Row message. Also converts values to other types if specified.
         * @function toObject
         * @memberof live.Row
         * @static
         * @param {live.Row} m Row
         * @param {$protobuf.IConversionOptions} [o] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Row.toObject = function (m, o, q) {
            if (!o)
                o = {};
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var d = {};
            if (o.arrays || o.defaults) {
                d.columns = [];
                d.numbers = [];
                d.texts = [];
                d.nulls = [];
            }
            if (o.defaults) {
                d.key = "";
            }
            if (m.key != null && $Object.hasOwnProperty.call(m, "key")) {
                d.key = m.key;
            }
            if (m.columns && m.columns.length) {
                d.columns = $Array(m.columns.length);
                for (var j = 0; j < m.columns.length; ++j) {
                    d.columns[j] = m.columns[j];
                }
            }
            if (m.numbers && m.numbers.length) {
                d.numbers = $Array(m.numbers.length);
                for (var j = 0; j < m.numbers.length; ++j) {
                    if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                        d.numbers[j] = typeof m.numbers[j] === "number" ? $BigInt(m.numbers[j]) : $util.Long.fromBits(m.numbers[j].low >>> 0, m.numbers[j].high >>> 0, false).toBigInt();
                    else if (typeof m.numbers[j] === "number")
                        d.numbers[j] = o.longs === $String ? $String(m.numbers[j]) : m.numbers[j];
                    else
                        d.numbers[j] = o.longs === $String ? $util.Long.prototype.toString.call(m.numbers[j]) : o.longs === $Number ? new $util.LongBits(m.numbers[j].low >>> 0, m.numbers[j].high >>> 0).toNumber() : m.numbers[j];
                }
            }
            if (m.texts && m.texts.length) {
                d.texts = $Array(m.texts.length);
                for (var j = 0; j < m.texts.length; ++j) {
                    d.texts[j] = m.texts[j];
                }
            }
            if (m.nulls && m.nulls.length) {
                d.nulls = $Array(m.nulls.length);
                for (var j = 0; j < m.nulls.length; ++j) {
                    d.nulls[j] = m.nulls[j];
                }
            }
            return d;
        };

        /**
         * Converts this Row to JSON.
         * @function toJSON
         * @memberof live.Row
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Row.prototype.toJSON = function() {
            return Row.toObject(this, $protobuf.util.toJSONOptions);
        };

        return Row;
    })();

    live.Table = (function() {

        /**
         * Properties of a Table.
         * @typedef {Object} live.Table.$Properties
         * @property {string|null} [name] Table name
         * @property {Array.<live.Column.$Properties>|null} [columns] Table columns
         * @property {Array.<live.Row.$Properties>|null} [rows] Table rows
         * @property {Array.<string>|null} [removed] Table removed
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Table.
         * @memberof live
         * @interface ITable
         * @augments live.Table.$Properties
         * @deprecated Use live.Table.$Properties instead.
         */

        /**
         * Shape of a Table.
         * @typedef {live.Table.$Properties} live.Table.$Shape
         */

        /**
         * Constructs a new Table.
         * @memberof live
         * @classdesc Represents a Table.
         * @constructor
         * @param {live.Table.$Properties=} [p] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Table = function (p) {
            this.columns = [];
            this.rows = [];
            this.removed = [];
            if (p)
                for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        };

        /**
         * Table name.
         * @member {string} name
         * @memberof live.Table
         * @instance
         */
        Table.prototype.name = "";

        /**
         * Table columns.
         * @member {Array.<live.Column.$Properties>} columns
         * @memberof live.Table
         * @instance
         */
        Table.prototype.columns = $util.emptyArray;

        /**
         * Table rows.
         * @member {Array.<live.Row.$Properties>} rows
         * @memberof live.Table
         * @instance
         */
        Table.prototype.rows = $util.emptyArray;

        /**
         * Table removed.
         * @member {Array.<string>} removed
         * @memberof live.Table
         * @instance
         */
        Table.prototype.removed = $util.emptyArray;

        /**
         * Creates a new Table instance using the specified properties.
         * @function create
         * @memberof live.Table
         * @static
         * @param {live.Table.$Properties=} [properties] Properties to set
         * @returns {live.Table} Table instance
         * @type {{
         *   (properties: live.Table.$Shape): live.Table & live.Table.$Shape;
         *   (properties?: live.Table.$Properties): live.Table;
         * }}
         */
        Table.create = function(properties) {
            return new Table(properties);
        };

        /**
         * Encodes the specified Table message. Does not implicitly {@link live.Table.verify|verify} messages.
         * @function encode
         * @memberof live.Table
         * @static
         * @param {live.Table.$Properties} m Table message or plain object to encode
         * @param {$protobuf.Writer} [w] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Table.encode = function (m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (m.name != null && $Object.hasOwnProperty.call(m, "name") && m.name !== "")
                w.uint32(/* id 1, wireType 2 =*/10).string(m.name);
            if (m.columns != null && m.columns.length) {
                for (var i = 0; i < m.columns.length; ++i)
                    $root.live.Column.encode(m.columns[i], w.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
            }
            if (m.rows != null && m.rows.length) {
                for (var i = 0; i < m.rows.length; ++i)
                    $root.live.Row.encode(m.rows[i], w.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
            }
            if (m.removed != null && m.removed.length) {
                for (var i = 0; i < m.removed.length; ++i)
                    w.uint32(/* id 4, wireType 2 =*/34).string(m.removed[i]);
            }
            if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                for (var i = 0; i < m.$unknowns.length; ++i)
                    w.raw(m.$unknowns[i]);
            return w;
        };

        /**
         * Decodes a Table message from the specified reader or buffer.
         * @function decode
         * @memberof live.Table
         * @static
         * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
         * @param {number} [l] Message length if known beforehand
         * @returns {live.Table & live.Table.$Shape} Table
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Table.decode = function (r, l, z, q, g) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (q === $undefined)
                q = 0;
            if (q > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            var c, m, v;
            if (l === $undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw $RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = g || new $root.live.Table();
            while (r.pos < c) {
                var s = r.pos;
                var t = r.tag();
                if (t === z) {
                    z = $undefined;
                    break;
                }
                var u = t & 7;
                switch (t >>>= 3) {
                case 1: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.name = v;
                        else
                            delete m.name;
                        continue;
                    }
                case 2: {
                        if (u !== 2)
                            break;
                        if (!(m.columns && m.columns.length))
                            m.columns = [];
                        m.columns.push($root.live.Column.decode(r, r.size(), $undefined, q + 1));
                        continue;
                    }
                case 3: {
                        if (u !== 2)
                            break;
                        if (!(m.rows && m.rows.length))
                            m.rows = [];
                        m.rows.push($root.live.Row.decode(r, r.size(), $undefined, q + 1));
                        continue;
                    }
                case 4: {
                        if (u !== 2)
                            break;
                        if (!(m.removed && m.removed.length))
                            m.removed = [];
                        m.removed.push(r.stringVerify());
                        continue;
                    }
                }
                r.skipType(u, q, t);
                if (!r.discardUnknown) {
                    $util.makeProp(m, "$unknowns", false);
                    (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                }
            }
            if (l !== $undefined) {
                if (r.pos !== c)
                    throw $RangeError("index out of range");
                r.len = l;
            }
            if (z !== $undefined)
                throw $Error("missing end group");
            return m;
        };

        /**
         * Creates a Table message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof live.Table
         * @static
         * @param {Object.<string,*>} d Plain object
         * @returns {live.Table} Table
         */
        Table.fromObject = function (d, q) {
            if (d instanceof $root.live.Table)
                return d;
            if (!$util.isObject(d))
                throw $TypeError(".live.Table: object expected");
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var m = new $root.live.Table();
            if (d.name != null) {
                if (typeof d.name !== "string" || d.name.length) {
                    m.name = $String(d.name);
                }
            }
            if (d.columns) {
                if (!$Array.isArray(d.columns))
                    throw $TypeError(".live.Table.columns: array expected");
                m.columns = $Array(d.columns.length);
                for (var i = 0; i < d.columns.length; ++i) {
                    if (!$util.isObject(d.columns[i]))
                        throw $TypeError(".live.Table.columns: object expected");
                    m.columns[i] = $root.live.Column.fromObject(d.columns[i], q + 1);
                }
            }
            if (d.rows) {
                if (!$Array.isArray(d.rows))
                    throw $TypeError(".live.Table.rows: array expected");
                m.rows = $Array(d.rows.length);
                for (var i = 0; i < d.rows.length; ++i) {
                    if (!$util.isObject(d.rows[i]))
                        throw $TypeError(".live.Table.rows: object expected");
                    m.rows[i] = $root.live.Row.fromObject(d.rows[i], q + 1);
                }
            }
            if (d.removed) {
                if (!$Array.isArray(d.removed))
                    throw $TypeError(".live.Table.removed: array expected");
                m.removed = $Array(d.removed.length);
                for (var i = 0; i < d.removed.length; ++i) {
                    m.removed[i] = $String(d.removed[i]);
                }
            }
            return m;
        };

        /**
         * Creates a plain object from a Table message. Also converts values to other types if specified.
         * @function toObject
         * @memberof live.Table
         * @static
         * @param {live.Table} m Table
         * @param {$protobuf.IConversionOptions} [o] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Table.toObject = function (m, o, q) {
            if (!o)
                o = {};
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var d = {};
            if (o.arrays || o.defaults) {
                d.columns = [];
                d.rows = [];
                d.removed = [];
            }
            if (o.defaults) {
                d.name = "";
            }
            if (m.name != null && $Object.hasOwnProperty.call(m, "name")) {
                d.name = m.name;
            }
            if (m.columns && m.columns.length) {
                d.columns = $Array(m.columns.length);
                for (var j = 0; j < m.columns.length; ++j) {
                    d.columns[j] = $root.live.Column.toObject(m.columns[j], o, q + 1);
                }
            }
            if (m.rows && m.rows.length) {
                d.rows = $Array(m.rows.length);
                for (var j = 0; j < m.rows.length; ++j) {
                    d.rows[j] = $root.live.Row.toObject(m.rows[j], o, q + 1);
                }
            }
            if (m.removed && m.removed.length) {
                d.removed = $Array(m.removed.length);
                for (var j = 0; j < m.removed.length; ++j) {
                    d.removed[j] = m.removed[j];
                }
            }
            return d;
        };

        /**
         * Converts this Table to JSON.
         * @function toJSON
         * @memberof live.Table
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Table.prototype.toJSON = function() {
            return Table.toObject(this, $protobuf.util.toJSONOptions);
        };

        return Table;
    })();

    live.Snapshot = (function() {

        /**
         * Properties of a Snapshot.
         * @typedef {Object} live.Snapshot.$Properties
         * @property {string|null} [topic] Snapshot topic
         * @property {live.Position.$Properties|null} [position] Snapshot position
         * @property {Array.<live.Table.$Properties>|null} [tables] Snapshot tables
         * @property {number|null} [fetchedAtMs] Snapshot fetchedAtMs
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Snapshot.
         * @memberof live
         * @interface ISnapshot
         * @augments live.Snapshot.$Properties
         * @deprecated Use live.Snapshot.$Properties instead.
         */

        /**
         * Shape of a Snapshot.
         * @typedef {live.Snapshot.$Properties} live.Snapshot.$Shape
         */

        /**
         * Constructs a new Snapshot.
         * @memberof live
         * @classdesc Represents a Snapshot.
         * @constructor
         * @param {live.Snapshot.$Properties=} [p] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Snapshot = function (p) {
            this.tables = [];
            if (p)
                for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        };

        /**
         * Snapshot topic.
         * @member {string} topic
         * @memberof live.Snapshot
         * @instance
         */
        Snapshot.prototype.topic = "";

        /**
         * Snapshot position.
         * @member {live.Position.$Properties|null|undefined} position
         * @memberof live.Snapshot
         * @instance
         */
        Snapshot.prototype.position = null;

        /**
         * Snapshot tables.
         * @member {Array.<live.Table.$Properties>} tables
         * @memberof live.Snapshot
         * @instance
         */
        Snapshot.prototype.tables = $util.emptyArray;

        /**
         * Snapshot fetchedAtMs.
         * @member {number} fetchedAtMs
         * @memberof live.Snapshot
         * @instance
         */
        Snapshot.prototype.fetchedAtMs = $util.Long ? $util.Long.fromBits(0,0,true) : 0;

        /**
         * Creates a new Snapshot instance using the specified properties.
         * @function create
         * @memberof live.Snapshot
         * @static
         * @param {live.Snapshot.$Properties=} [properties] Properties to set
         * @returns {live.Snapshot} Snapshot instance
         * @type {{
         *   (properties: live.Snapshot.$Shape): live.Snapshot & live.Snapshot.$Shape;
         *   (properties?: live.Snapshot.$Properties): live.Snapshot;
         * }}
         */
        Snapshot.create = function(properties) {
            return new Snapshot(properties);
        };

        /**
         * Encodes the specified Snapshot message. Does not implicitly {@link live.Snapshot.verify|verify} messages.
         * @function encode
         * @memberof live.Snapshot
         * @static
         * @param {live.Snapshot.$Properties} m Snapshot message or plain object to encode
         * @param {$protobuf.Writer} [w] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Snapshot.encode = function (m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (m.topic != null && $Object.hasOwnProperty.call(m, "topic") && m.topic !== "")
                w.uint32(/* id 1, wireType 2 =*/10).string(m.topic);
            if (m.position != null && $Object.hasOwnProperty.call(m, "position"))
                $root.live.Position.encode(m.position, w.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
            if (m.tables != null && m.tables.length) {
                for (var i = 0; i < m.tables.length; ++i)
                    $root.live.Table.encode(m.tables[i], w.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
            }
            if (m.fetchedAtMs != null && $Object.hasOwnProperty.call(m, "fetchedAtMs") && (typeof m.fetchedAtMs === "object" ? m.fetchedAtMs.low || m.fetchedAtMs.high : m.fetchedAtMs !== 0))
                w.uint32(/* id 4, wireType 0 =*/32).uint64(m.fetchedAtMs);
            if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                for (var i = 0; i < m.$unknowns.length; ++i)
                    w.raw(m.$unknowns[i]);
            return w;
        };

        /**
         * Decodes a Snapshot message from the specified reader or buffer.
         * @function decode
         * @memberof live.Snapshot
         * @static
         * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
         * @param {number} [l] Message length if known beforehand
         * @returns {live.Snapshot & live.Snapshot.$Shape} Snapshot
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Snapshot.decode = function (r, l, z, q, g) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (q === $undefined)
                q = 0;
            if (q > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            var c, m, v;
            if (l === $undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw $RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = g || new $root.live.Snapshot();
            while (r.pos < c) {
                var s = r.pos;
                var t = r.tag();
                if (t === z) {
                    z = $undefined;
                    break;
                }
                var u = t & 7;
                switch (t >>>= 3) {
                case 1: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.topic = v;
                        else
                            delete m.topic;
                        continue;
                    }
                case 2: {
                        if (u !== 2)
                            break;
                        m.position = $root.live.Position.decode(r, r.size(), $undefined, q + 1, m.position);
                        continue;
                    }
                case 3: {
                        if (u !== 2)
                            break;
                        if (!(m.tables && m.tables.length))
                            m.tables = [];
                        m.tables.push($root.live.Table.decode(r, r.size(), $undefined, q + 1));
                        continue;
                    }
                case 4: {
                        if (u !== 0)
                            break;
                        if (typeof (v = r.uint64()) === "object" ? v.low || v.high : v !== 0)
                            m.fetchedAtMs = v;
                        else
                            delete m.fetchedAtMs;
                        continue;
                    }
                }
                r.skipType(u, q, t);
                if (!r.discardUnknown) {
                    $util.makeProp(m, "$unknowns", false);
                    (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                }
            }
            if (l !== $undefined) {
                if (r.pos !== c)
                    throw $RangeError("index out of range");
                r.len = l;
            }
            if (z !== $undefined)
                throw $Error("missing end group");
            return m;
        };

        /**
         * Creates a Snapshot message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof live.Snapshot
         * @static
         * @param {Object.<string,*>} d Plain object
         * @returns {live.Snapshot} Snapshot
         */
        Snapshot.fromObject = function (d, q) {
            if (d instanceof $root.live.Snapshot)
                return d;
            if (!$util.isObject(d))
                throw $TypeError(".live.Snapshot: object expected");
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var m = new $root.live.Snapshot();
            if (d.topic != null) {
                if (typeof d.topic !== "string" || d.topic.length) {
                    m.topic = $String(d.topic);
                }
            }
            if (d.position != null) {
                if (!$util.isObject(d.position))
                    throw $TypeError(".live.Snapshot.position: object expected");
                m.position = $root.live.Position.fromObject(d.position, q + 1);
            }
            if (d.tables) {
                if (!$Array.isArray(d.tables))
                    throw $TypeError(".live.Snapshot.tables: array expected");
                m.tables = $Array(d.tables.length);
                for (var i = 0; i < d.tables.length; ++i) {
                    if (!$util.isObject(d.tables[i]))
                        throw $TypeError(".live.Snapshot.tables: object expected");
                    m.tables[i] = $root.live.Table.fromObject(d.tables[i], q + 1);
                }
            }
            if (d.fetchedAtMs != null) {
                if (typeof d.fetchedAtMs === "object" ? d.fetchedAtMs.low || d.fetchedAtMs.high : $Number(d.fetchedAtMs) !== 0) {
                    if ($util.Long)
                        m.fetchedAtMs = $util.Long.fromValue(d.fetchedAtMs, true);
                    else if (typeof d.fetchedAtMs === "string")
                        m.fetchedAtMs = $parseInt(d.fetchedAtMs, 10);
                    else if (typeof d.fetchedAtMs === "number")
                        m.fetchedAtMs = d.fetchedAtMs;
                    else if (typeof d.fetchedAtMs === "object")
                        m.fetchedAtMs = new $util.LongBits(d.fetchedAtMs.low >>> 0, d.fetchedAtMs.high >>> 0).toNumber(true);
                }
            }
            return m;
        };

        /**
         * Creates a plain object from a Snapshot message. Also converts values to other types if specified.
         * @function toObject
         * @memberof live.Snapshot
         * @static
         * @param {live.Snapshot} m Snapshot
         * @param {$protobuf.IConversionOptions} [o] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Snapshot.toObject = function (m, o, q) {
            if (!o)
                o = {};
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var d = {};
            if (o.arrays || o.defaults) {
                d.tables = [];
            }
            if (o.defaults) {
                d.topic = "";
                d.position = null;
                if ($util.Long) {
                    var n = new $util.Long(0, 0, true);
                    d.fetchedAtMs = o.longs === $String ? n.toString() : o.longs === $Number ? n.toNumber() : typeof $BigInt !== "undefined" && o.longs === $BigInt ? n.toBigInt() : n;
                } else
                    d.fetchedAtMs = o.longs === $String ? "0" : typeof $BigInt !== "undefined" && o.longs === $BigInt ? $BigInt("0") : 0;
            }
            if (m.topic != null && $Object.hasOwnProperty.call(m, "topic")) {
                d.topic = m.topic;
            }
            if (m.position != null && $Object.hasOwnProperty.call(m, "position")) {
                d.position = $root.live.Position.toObject(m.position, o, q + 1);
            }
            if (m.tables && m.tables.length) {
                d.tables = $Array(m.tables.length);
                for (var j = 0; j < m.tables.length; ++j) {
                    d.tables[j] = $root.live.Table.toObject(m.tables[j], o, q + 1);
                }
            }
            if (m.fetchedAtMs != null && $Object.hasOwnProperty.call(m, "fetchedAtMs")) {
                if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                    d.fetchedAtMs = typeof m.fetchedAtMs === "number" ? $BigInt(m.fetchedAtMs) : $util.Long.fromBits(m.fetchedAtMs.low >>> 0, m.fetchedAtMs.high >>> 0, true).toBigInt();
                else if (typeof m.fetchedAtMs === "number")
                    d.fetchedAtMs = o.longs === $String ? $String(m.fetchedAtMs) : m.fetchedAtMs;
                else
                    d.fetchedAtMs = o.longs === $String ? $util.Long.prototype.toString.call(m.fetchedAtMs) : o.longs === $Number ? new $util.LongBits(m.fetchedAtMs.low >>> 0, m.fetchedAtMs.high >>> 0).toNumber(true) : m.fetchedAtMs;
            }
            return d;
        };

        /**
         * Converts this Snapshot to JSON.
         * @function toJSON
         * @memberof live.Snapshot
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Snapshot.prototype.toJSON = function() {
            return Snapshot.toObject(this, $protobuf.util.toJSONOptions);
        };

        return Snapshot;
    })();

    live.Delta = (function() {

        /**
         * Properties of a Delta.
         * @typedef {Object} live.Delta.$Properties
         * @property {string|null} [topic] Delta topic
         * @property {live.Position.$Properties|null} [position] Delta position
         * @property {Array.<live.Table.$Properties>|null} [tables] Delta tables
         * @property {number|null} [fetchedAtMs] Delta fetchedAtMs
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Delta.
         * @memberof live
         * @interface IDelta
         * @augments live.Delta.$Properties
         * @deprecated Use live.Delta.$Properties instead.
         */

        /**
         * Shape of a Delta.
         * @typedef {live.Delta.$Properties} live.Delta.$Shape
         */

        /**
         * Constructs a new Delta.
         * @memberof live
         * @classdesc Represents a Delta.
         * @constructor
         * @param {live.Delta.$Properties=} [p] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Delta = function (p) {
            this.tables = [];
            if (p)
                for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        };

        /**
         * Delta topic.
         * @member {string} topic
         * @memberof live.Delta
         * @instance
         */
        Delta.prototype.topic = "";

        /**
         * Delta position.
         * @member {live.Position.$Properties|null|undefined} position
         * @memberof live.Delta
         * @instance
         */
        Delta.prototype.position = null;

        /**
         * Delta tables.
         * @member {Array.<live.Table.$Properties>} tables
         * @memberof live.Delta
         * @instance
         */
        Delta.prototype.tables = $util.emptyArray;

        /**
         * Delta fetchedAtMs.
         * @member {number} fetchedAtMs
         * @memberof live.Delta
         * @instance
         */
        Delta.prototype.fetchedAtMs = $util.Long ? $util.Long.fromBits(0,0,true) : 0;

        /**
         * Creates a new Delta instance using the specified properties.
         * @function create
         * @memberof live.Delta
         * @static
         * @param {live.Delta.$Properties=} [properties] Properties to set
         * @returns {live.Delta} Delta instance
         * @type {{
         *   (properties: live.Delta.$Shape): live.Delta & live.Delta.$Shape;
         *   (properties?: live.Delta.$Properties): live.Delta;
         * }}
         */
        Delta.create = function(properties) {
            return new Delta(properties);
        };

        /**
         * Encodes the specified Delta message. Does not implicitly {@link live.Delta.verify|verify} messages.
         * @function encode
         * @memberof live.Delta
         * @static
         * @param {live.Delta.$Properties} m Delta message or plain object to encode
         * @param {$protobuf.Writer} [w] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Delta.encode = function (m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (m.topic != null && $Object.hasOwnProperty.call(m, "topic") && m.topic !== "")
                w.uint32(/* id 1, wireType 2 =*/10).string(m.topic);
            if (m.position != null && $Object.hasOwnProperty.call(m, "position"))
                $root.live.Position.encode(m.position, w.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
            if (m.tables != null && m.tables.length) {
                for (var i = 0; i < m.tables.length; ++i)
                    $root.live.Table.encode(m.tables[i], w.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
            }
            if (m.fetchedAtMs != null && $Object.hasOwnProperty.call(m, "fetchedAtMs") && (typeof m.fetchedAtMs === "object" ? m.fetchedAtMs.low || m.fetchedAtMs.high : m.fetchedAtMs !== 0))
                w.uint32(/* id 4, wireType 0 =*/32).uint64(m.fetchedAtMs);
            if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                for (var i = 0; i < m.$unknowns.length; ++i)
                    w.raw(m.$unknowns[i]);
            return w;
        };

        /**
         * Decodes a Delta message from the specified reader or buffer.
         * @function decode
         * @memberof live.Delta
         * @static
         * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
         * @param {number} [l] Message length if known beforehand
         * @returns {live.Delta & live.Delta.$Shape} Delta
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Delta.decode = function (r, l, z, q, g) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (q === $undefined)
                q = 0;
            if (q > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            var c, m, v;
            if (l === $undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw $RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = g || new $root.live.Delta();
            while (r.pos < c) {
                var s = r.pos;
                var t = r.tag();
                if (t === z) {
                    z = $undefined;
                    break;
                }
                var u = t & 7;
                switch (t >>>= 3) {
                case 1: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.topic = v;
                        else
                            delete m.topic;
                        continue;
                    }
                case 2: {
                        if (u !== 2)
                            break;
                        m.position = $root.live.Position.decode(r, r.size(), $undefined, q + 1, m.position);
                        continue;
                    }
                case 3: {
                        if (u !== 2)
                            break;
                        if (!(m.tables && m.tables.length))
                            m.tables = [];
                        m.tables.push($root.live.Table.decode(r, r.size(), $undefined, q + 1));
                        continue;
                    }
                case 4: {
                        if (u !== 0)
                            break;
                        if (typeof (v = r.uint64()) === "object" ? v.low || v.high : v !== 0)
                            m.fetchedAtMs = v;
                        else
                            delete m.fetchedAtMs;
                        continue;
                    }
                }
                r.skipType(u, q, t);
                if (!r.discardUnknown) {
                    $util.makeProp(m, "$unknowns", false);
                    (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                }
            }
            if (l !== $undefined) {
                if (r.pos !== c)
                    throw $RangeError("index out of range");
                r.len = l;
            }
            if (z !== $undefined)
                throw $Error("missing end group");
            return m;
        };

        /**
         * Creates a Delta message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof live.Delta
         * @static
         * @param {Object.<string,*>} d Plain object
         * @returns {live.Delta} Delta
         */
        Delta.fromObject = function (d, q) {
            if (d instanceof $root.live.Delta)
                return d;
            if (!$util.isObject(d))
                throw $TypeError(".live.Delta: object expected");
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var m = new $root.live.Delta();
            if (d.topic != null) {
                if (typeof d.topic !== "string" || d.topic.length) {
                    m.topic = $String(d.topic);
                }
            }
            if (d.position != null) {
                if (!$util.isObject(d.position))
                    throw $TypeError(".live.Delta.position: object expected");
                m.position = $root.live.Position.fromObject(d.position, q + 1);
            }
            if (d.tables) {
                if (!$Array.isArray(d.tables))
                    throw $TypeError(".live.Delta.tables: array expected");
                m.tables = $Array(d.tables.length);
                for (var i = 0; i < d.tables.length; ++i) {
                    if (!$util.isObject(d.tables[i]))
                        throw $TypeError(".live.Delta.tables: object expected");
                    m.tables[i] = $root.live.Table.fromObject(d.tables[i], q + 1);
                }
            }
            if (d.fetchedAtMs != null) {
                if (typeof d.fetchedAtMs === "object" ? d.fetchedAtMs.low || d.fetchedAtMs.high : $Number(d.fetchedAtMs) !== 0) {
                    if ($util.Long)
                        m.fetchedAtMs = $util.Long.fromValue(d.fetchedAtMs, true);
                    else if (typeof d.fetchedAtMs === "string")
                        m.fetchedAtMs = $parseInt(d.fetchedAtMs, 10);
                    else if (typeof d.fetchedAtMs === "number")
                        m.fetchedAtMs = d.fetchedAtMs;
                    else if (typeof d.fetchedAtMs === "object")
                        m.fetchedAtMs = new $util.LongBits(d.fetchedAtMs.low >>> 0, d.fetchedAtMs.high >>> 0).toNumber(true);
                }
            }
            return m;
        };

        /**
         * Creates a plain object from a Delta message. Also converts values to other types if specified.
         * @function toObject
         * @memberof live.Delta
         * @static
         * @param {live.Delta} m Delta
         * @param {$protobuf.IConversionOptions} [o] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Delta.toObject = function (m, o, q) {
            if (!o)
                o = {};
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var d = {};
            if (o.arrays || o.defaults) {
                d.tables = [];
            }
            if (o.defaults) {
                d.topic = "";
                d.position = null;
                if ($util.Long) {
                    var n = new $util.Long(0, 0, true);
                    d.fetchedAtMs = o.longs === $String ? n.toString() : o.longs === $Number ? n.toNumber() : typeof $BigInt !== "undefined" && o.longs === $BigInt ? n.toBigInt() : n;
                } else
                    d.fetchedAtMs = o.longs === $String ? "0" : typeof $BigInt !== "undefined" && o.longs === $BigInt ? $BigInt("0") : 0;
            }
            if (m.topic != null && $Object.hasOwnProperty.call(m, "topic")) {
                d.topic = m.topic;
            }
            if (m.position != null && $Object.hasOwnProperty.call(m, "position")) {
                d.position = $root.live.Position.toObject(m.position, o, q + 1);
            }
            if (m.tables && m.tables.length) {
                d.tables = $Array(m.tables.length);
                for (var j = 0; j < m.tables.length; ++j) {
                    d.tables[j] = $root.live.Table.toObject(m.tables[j], o, q + 1);
                }
            }
            if (m.fetchedAtMs != null && $Object.hasOwnProperty.call(m, "fetchedAtMs")) {
                if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                    d.fetchedAtMs = typeof m.fetchedAtMs === "number" ? $BigInt(m.fetchedAtMs) : $util.Long.fromBits(m.fetchedAtMs.low >>> 0, m.fetchedAtMs.high >>> 0, true).toBigInt();
                else if (typeof m.fetchedAtMs === "number")
                    d.fetchedAtMs = o.longs === $String ? $String(m.fetchedAtMs) : m.fetchedAtMs;
                else
                    d.fetchedAtMs = o.longs === $String ? $util.Long.prototype.toString.call(m.fetchedAtMs) : o.longs === $Number ? new $util.LongBits(m.fetchedAtMs.low >>> 0, m.fetchedAtMs.high >>> 0).toNumber(true) : m.fetchedAtMs;
            }
            return d;
        };

        /**
         * Converts this Delta to JSON.
         * @function toJSON
         * @memberof live.Delta
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Delta.prototype.toJSON = function() {
            return Delta.toObject(this, $protobuf.util.toJSONOptions);
        };

        return Delta;
    })();

    live.Alert = (function() {

        /**
         * Properties of an Alert.
         * @typedef {Object} live.Alert.$Properties
         * @property {string|null} [teamId] Alert teamId
         * @property {string|null} [sessionId] Alert sessionId
         * @property {string|null} [playerId] Alert playerId
         * @property {string|null} [playerName] Alert playerName
         * @property {string|null} [metric] Alert metric
         * @property {number|null} [value] Alert value
         * @property {number|null} [threshold] Alert threshold
         * @property {number|null} [atMs] Alert atMs
         * @property {string|null} [sessionName] Alert sessionName
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of an Alert.
         * @memberof live
         * @interface IAlert
         * @augments live.Alert.$Properties
         * @deprecated Use live.Alert.$Properties instead.
         */

        /**
         * Shape of an Alert.
         * @typedef {live.Alert.$Properties} live.Alert.$Shape
         */

        /**
         * Constructs a new Alert.
         * @memberof live
         * @classdesc Represents an Alert.
         * @constructor
         * @param {live.Alert.$Properties=} [p] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Alert = function (p) {
            if (p)
                for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        };

        /**
         * Alert teamId.
         * @member {string} teamId
         * @memberof live.Alert
         * @instance
         */
        Alert.prototype.teamId = "";

        /**
         * Alert sessionId.
         * @member {string} sessionId
         * @memberof live.Alert
         * @instance
         */
        Alert.prototype.sessionId = "";

        /**
         * Alert playerId.
         * @member {string} playerId
         * @memberof live.Alert
         * @instance
         */
        Alert.prototype.playerId = "";

        /**
         * Alert playerName.
         * @member {string} playerName
         * @memberof live.Alert
         * @instance
         */
        Alert.prototype.playerName = "";

        /**
         * Alert metric.
         * @member {string} metric
         * @memberof live.Alert
         * @instance
         */
        Alert.prototype.metric = "";

        /**
         * Alert value.
         * @member {number} value
         * @memberof live.Alert
         * @instance
         */
        Alert.prototype.value = 0;

        /**
         * Alert threshold.
         * @member {number} threshold
         * @memberof live.Alert
         * @instance
         */
        Alert.prototype.threshold = 0;

        /**
         * Alert atMs.
         * @member {number} atMs
         * @memberof live.Alert
         * @instance
         */
        Alert.prototype.atMs = $util.Long ? $util.Long.fromBits(0,0,true) : 0;

        /**
         * Alert sessionName.
         * @member {string} sessionName
         * @memberof live.Alert
         * @instance
         */
        Alert.prototype.sessionName = "";

        /**
         * Creates a new Alert instance using the specified properties.
         * @function create
         * @memberof live.Alert
         * @static
         * @param {live.Alert.$Properties=} [properties] Properties to set
         * @returns {live.Alert} Alert instance
         * @type {{
         *   (properties: live.Alert.$Shape): live.Alert & live.Alert.$Shape;
         *   (properties?: live.Alert.$Properties): live.Alert;
         * }}
         */
        Alert.create = function(properties) {
            return new Alert(properties);
        };

        /**
         * Encodes the specified Alert message. Does not implicitly {@link live.Alert.verify|verify} messages.
         * @function encode
         * @memberof live.Alert
         * @static
         * @param {live.Alert.$Properties} m Alert message or plain object to encode
         * @param {$protobuf.Writer} [w] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Alert.encode = function (m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (m.teamId != null && $Object.hasOwnProperty.call(m, "teamId") && m.teamId !== "")
                w.uint32(/* id 1, wireType 2 =*/10).string(m.teamId);
            if (m.sessionId != null && $Object.hasOwnProperty.call(m, "sessionId") && m.sessionId !== "")
                w.uint32(/* id 2, wireType 2 =*/18).string(m.sessionId);
            if (m.playerId != null && $Object.hasOwnProperty.call(m, "playerId") && m.playerId !== "")
                w.uint32(/* id 3, wireType 2 =*/26).string(m.playerId);
            if (m.playerName != null && $Object.hasOwnProperty.call(m, "playerName") && m.playerName !== "")
                w.uint32(/* id 4, wireType 2 =*/34).string(m.playerName);
            if (m.metric != null && $Object.hasOwnProperty.call(m, "metric") && m.metric !== "")
                w.uint32(/* id 5, wireType 2 =*/42).string(m.metric);
            if (m.value != null && $Object.hasOwnProperty.call(m, "value") && !$Object.is(m.value, 0))
                w.uint32(/* id 6, wireType 1 =*/49).double(m.value);
            if (m.threshold != null && $Object.hasOwnProperty.call(m, "threshold") && !$Object.is(m.threshold, 0))
                w.uint32(/* id 7, wireType 1 =*/57).double(m.threshold);
            if (m.atMs != null && $Object.hasOwnProperty.call(m, "atMs") && (typeof m.atMs === "object" ? m.atMs.low || m.atMs.high : m.atMs !== 0))
                w.uint32(/* id 8, wireType 0 =*/64).uint64(m.atMs);
            if (m.sessionName != null && $Object.hasOwnProperty.call(m, "sessionName") && m.sessionName !== "")
                w.uint32(/* id 9, wireType 2 =*/74).string(m.sessionName);
            if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                for (var i = 0; i < m.$unknowns.length; ++i)
                    w.raw(m.$unknowns[i]);
            return w;
        };

        /**
         * Decodes an Alert message from the specified reader or buffer.
         * @function decode
         * @memberof live.Alert
         * @static
         * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
         * @param {number} [l] Message length if known beforehand
         * @returns {live.Alert & live.Alert.$Shape} Alert
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Alert.decode = function (r, l, z, q, g) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (q === $undefined)
                q = 0;
            if (q > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            var c, m, v;
            if (l === $undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw $RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = g || new $root.live.Alert();
            while (r.pos < c) {
                var s = r.pos;
                var t = r.tag();
                if (t === z) {
                    z = $undefined;
                    break;
                }
                var u = t & 7;
                switch (t >>>= 3) {
                case 1: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.teamId = v;
                        else
                            delete m.teamId;
                        continue;
                    }
                case 2: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.sessionId = v;
                        else
                            delete m.sessionId;
                        continue;
                    }
                case 3: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.playerId = v;
                        else
                            delete m.playerId;
                        continue;
                    }
                case 4: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.playerName = v;
                        else
                            delete m.playerName;
                        continue;
                    }
                case 5: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.metric = v;
                        else
                            delete m.metric;
                        continue;
                    }
                case 6: {
                        if (u !== 1)
                            break;
                        if (!$Object.is(v = r.double(), 0))
                            m.value = v;
                        else
                            delete m.value;
                        continue;
                    }
                case 7: {
                        if (u !== 1)
                            break;
                        if (!$Object.is(v = r.double(), 0))
                            m.threshold = v;
                        else
                            delete m.threshold;
                        continue;
                    }
                case 8: {
                        if (u !== 0)
                            break;
                        if (typeof (v = r.uint64()) === "object" ? v.low || v.high : v !== 0)
                            m.atMs = v;
                        else
                            delete m.atMs;
                        continue;
                    }
                case 9: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.sessionName = v;
                        else
                            delete m.sessionName;
                        continue;
                    }
                }
                r.skipType(u, q, t);
                if (!r.discardUnknown) {
                    $util.makeProp(m, "$unknowns", false);
                    (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                }
            }
            if (l !== $undefined) {
                if (r.pos !== c)
                    throw $RangeError("index out of range");
                r.len = l;
            }
            if (z !== $undefined)
                throw $Error("missing end group");
            return m;
        };

        /**
         * Creates an Alert message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof live.Alert
         * @static
         * @param {Object.<string,*>} d Plain object
         * @returns {live.Alert} Alert
         */
        Alert.fromObject = function (d, q) {
            if (d instanceof $root.live.Alert)
                return d;
            if (!$util.isObject(d))
                throw $TypeError(".live.Alert: object expected");
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var m = new $root.live.Alert();
            if (d.teamId != null) {
                if (typeof d.teamId !== "string" || d.teamId.length) {
                    m.teamId = $String(d.teamId);
                }
            }
            if (d.sessionId != null) {
                if (typeof d.sessionId !== "string" || d.sessionId.length) {
                    m.sessionId = $String(d.sessionId);
                }
            }
            if (d.playerId != null) {
                if (typeof d.playerId !== "string" || d.playerId.length) {
                    m.playerId = $String(d.playerId);
                }
            }
            if (d.playerName != null) {
                if (typeof d.playerName !== "string" || d.playerName.length) {
                    m.playerName = $String(d.playerName);
                }
            }
            if (d.metric != null) {
                if (typeof d.metric !== "string" || d.metric.length) {
                    m.metric = $String(d.metric);
                }
            }
            if (d.value != null) {
                if (!$Object.is($Number(d.value), 0)) {
                    m.value = $Number(d.value);
                }
            }
            if (d.threshold != null) {
                if (!$Object.is($Number(d.threshold), 0)) {
                    m.threshold = $Number(d.threshold);
                }
            }
            if (d.atMs != null) {
                if (typeof d.atMs === "object" ? d.atMs.low || d.atMs.high : $Number(d.atMs) !== 0) {
                    if ($util.Long)
                        m.atMs = $util.Long.fromValue(d.atMs, true);
                    else if (typeof d.atMs === "string")
                        m.atMs = $parseInt(d.atMs, 10);
                    else if (typeof d.atMs === "number")
                        m.atMs = d.atMs;
                    else if (typeof d.atMs === "object")
                        m.atMs = new $util.LongBits(d.atMs.low >>> 0, d.atMs.high >>> 0).toNumber(true);
                }
            }
            if (d.sessionName != null) {
                if (typeof d.sessionName !== "string" || d.sessionName.length) {
                    m.sessionName = $String(d.sessionName);
                }
            }
            return m;
        };

        /**
         * Creates a plain object from an Alert message. Also converts values to other types if specified.
         * @function toObject
         * @memberof live.Alert
         * @static
         * @param {live.Alert} m Alert
         * @param {$protobuf.IConversionOptions} [o] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Alert.toObject = function (m, o, q) {
            if (!o)
                o = {};
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var d = {};
            if (o.defaults) {
                d.teamId = "";
                d.sessionId = "";
                d.playerId = "";
                d.playerName = "";
                d.metric = "";
                d.value = 0;
                d.threshold = 0;
                if ($util.Long) {
                    var n = new $util.Long(0, 0, true);
                    d.atMs = o.longs === $String ? n.toString() : o.longs === $Number ? n.toNumber() : typeof $BigInt !== "undefined" && o.longs === $BigInt ? n.toBigInt() : n;
                } else
                    d.atMs = o.longs === $String ? "0" : typeof $BigInt !== "undefined" && o.longs === $BigInt ? $BigInt("0") : 0;
                d.sessionName = "";
            }
            if (m.teamId != null && $Object.hasOwnProperty.call(m, "teamId")) {
                d.teamId = m.teamId;
            }
            if (m.sessionId != null && $Object.hasOwnProperty.call(m, "sessionId")) {
                d.sessionId = m.sessionId;
            }
            if (m.playerId != null && $Object.hasOwnProperty.call(m, "playerId")) {
                d.playerId = m.playerId;
            }
            if (m.playerName != null && $Object.hasOwnProperty.call(m, "playerName")) {
                d.playerName = m.playerName;
            }
            if (m.metric != null && $Object.hasOwnProperty.call(m, "metric")) {
                d.metric = m.metric;
            }
            if (m.value != null && $Object.hasOwnProperty.call(m, "value")) {
                d.value = o.json && !$isFinite(m.value) ? $String(m.value) : m.value;
            }
            if (m.threshold != null && $Object.hasOwnProperty.call(m, "threshold")) {
                d.threshold = o.json && !$isFinite(m.threshold) ? $String(m.threshold) : m.threshold;
            }
            if (m.atMs != null && $Object.hasOwnProperty.call(m, "atMs")) {
                if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                    d.atMs = typeof m.atMs === "number" ? $BigInt(m.atMs) : $util.Long.fromBits(m.atMs.low >>> 0, m.atMs.high >>> 0, true).toBigInt();
                else if (typeof m.atMs === "number")
                    d.atMs = o.longs === $String ? $String(m.atMs) : m.atMs;
                else
                    d.atMs = o.longs === $String ? $util.Long.prototype.toString.call(m.atMs) : o.longs === $Number ? new $util.LongBits(m.atMs.low >>> 0, m.atMs.high >>> 0).toNumber(true) : m.atMs;
            }
            if (m.sessionName != null && $Object.hasOwnProperty.call(m, "sessionName")) {
                d.sessionName = m.sessionName;
            }
            return d;
        };

        /**
         * Converts this Alert to JSON.
         * @function toJSON
         * @memberof live.Alert
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Alert.prototype.toJSON = function() {
            return Alert.toObject(this, $protobuf.util.toJSONOptions);
        };

        return Alert;
    })();

    live.Freshness = (function() {

        /**
         * Properties of a Freshness.
         * @typedef {Object} live.Freshness.$Properties
         * @property {string|null} [topic] Freshness topic
         * @property {boolean|null} [stale] Freshness stale
         * @property {string|null} [reason] Freshness reason
         * @property {number|null} [sinceMs] Freshness sinceMs
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Freshness.
         * @memberof live
         * @interface IFreshness
         * @augments live.Freshness.$Properties
         * @deprecated Use live.Freshness.$Properties instead.
         */

        /**
         * Shape of a Freshness.
         * @typedef {live.Freshness.$Properties} live.Freshness.$Shape
         */

        /**
         * Constructs a new Freshness.
         * @memberof live
         * @classdesc Represents a Freshness.
         * @constructor
         * @param {live.Freshness.$Properties=} [p] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Freshness = function (p) {
            if (p)
                for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        };

        /**
         * Freshness topic.
         * @member {string} topic
         * @memberof live.Freshness
         * @instance
         */
        Freshness.prototype.topic = "";

        /**
         * Freshness stale.
         * @member {boolean} stale
         * @memberof live.Freshness
         * @instance
         */
        Freshness.prototype.stale = false;

        /**
         * Freshness reason.
         * @member {string} reason
         * @memberof live.Freshness
         * @instance
         */
        Freshness.prototype.reason = "";

        /**
         * Freshness sinceMs.
         * @member {number} sinceMs
         * @memberof live.Freshness
         * @instance
         */
        Freshness.prototype.sinceMs = $util.Long ? $util.Long.fromBits(0,0,true) : 0;

        /**
         * Creates a new Freshness instance using the specified properties.
         * @function create
         * @memberof live.Freshness
         * @static
         * @param {live.Freshness.$Properties=} [properties] Properties to set
         * @returns {live.Freshness} Freshness instance
         * @type {{
         *   (properties: live.Freshness.$Shape): live.Freshness & live.Freshness.$Shape;
         *   (properties?: live.Freshness.$Properties): live.Freshness;
         * }}
         */
        Freshness.create = function(properties) {
            return new Freshness(properties);
        };

        /**
         * Encodes the specified Freshness message. Does not implicitly {@link live.Freshness.verify|verify} messages.
         * @function encode
         * @memberof live.Freshness
         * @static
         * @param {live.Freshness.$Properties} m Freshness message or plain object to encode
         * @param {$protobuf.Writer} [w] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Freshness.encode = function (m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (m.topic != null && $Object.hasOwnProperty.call(m, "topic") && m.topic !== "")
                w.uint32(/* id 1, wireType 2 =*/10).string(m.topic);
            if (m.stale != null && $Object.hasOwnProperty.call(m, "stale") && m.stale !== false)
                w.uint32(/* id 2, wireType 0 =*/16).bool(m.stale);
            if (m.reason != null && $Object.hasOwnProperty.call(m, "reason") && m.reason !== "")
                w.uint32(/* id 3, wireType 2 =*/26).string(m.reason);
            if (m.sinceMs != null && $Object.hasOwnProperty.call(m, "sinceMs") && (typeof m.sinceMs === "object" ? m.sinceMs.low || m.sinceMs.high : m.sinceMs !== 0))
                w.uint32(/* id 4, wireType 0 =*/32).uint64(m.sinceMs);
            if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                for (var i = 0; i < m.$unknowns.length; ++i)
                    w.raw(m.$unknowns[i]);
            return w;
        };

        /**
         * Decodes a Freshness message from the specified reader or buffer.
         * @function decode
         * @memberof live.Freshness
         * @static
         * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
         * @param {number} [l] Message length if known beforehand
         * @returns {live.Freshness & live.Freshness.$Shape} Freshness
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Freshness.decode = function (r, l, z, q, g) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (q === $undefined)
                q = 0;
            if (q > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            var c, m, v;
            if (l === $undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw $RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = g || new $root.live.Freshness();
            while (r.pos < c) {
                var s = r.pos;
                var t = r.tag();
                if (t === z) {
                    z = $undefined;
                    break;
                }
                var u = t & 7;
                switch (t >>>= 3) {
                case 1: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.topic = v;
                        else
                            delete m.topic;
                        continue;
                    }
                case 2: {
                        if (u !== 0)
                            break;
                        if (v = r.bool())
                            m.stale = v;
                        else
                            delete m.stale;
                        continue;
                    }
                case 3: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.reason = v;
                        else
                            delete m.reason;
                        continue;
                    }
                case 4: {
                        if (u !== 0)
                            break;
                        if (typeof (v = r.uint64()) === "object" ? v.low || v.high : v !== 0)
                            m.sinceMs = v;
                        else
                            delete m.sinceMs;
                        continue;
                    }
                }
                r.skipType(u, q, t);
                if (!r.discardUnknown) {
                    $util.makeProp(m, "$unknowns", false);
                    (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                }
            }
            if (l !== $undefined) {
                if (r.pos !== c)
                    throw $RangeError("index out of range");
                r.len = l;
            }
            if (z !== $undefined)
                throw $Error("missing end group");
            return m;
        };

        /**
         * Creates a Freshness message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof live.Freshness
         * @static
         * @param {Object.<string,*>} d Plain object
         * @returns {live.Freshness} Freshness
         */
        Freshness.fromObject = function (d, q) {
            if (d instanceof $root.live.Freshness)
                return d;
            if (!$util.isObject(d))
                throw $TypeError(".live.Freshness: object expected");
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var m = new $root.live.Freshness();
            if (d.topic != null) {
                if (typeof d.topic !== "string" || d.topic.length) {
                    m.topic = $String(d.topic);
                }
            }
            if (d.stale != null) {
                if (d.stale) {
                    m.stale = $Boolean(d.stale);
                }
            }
            if (d.reason != null) {
                if (typeof d.reason !== "string" || d.reason.length) {
                    m.reason = $String(d.reason);
                }
            }
            if (d.sinceMs != null) {
                if (typeof d.sinceMs === "object" ? d.sinceMs.low || d.sinceMs.high : $Number(d.sinceMs) !== 0) {
                    if ($util.Long)
                        m.sinceMs = $util.Long.fromValue(d.sinceMs, true);
                    else if (typeof d.sinceMs === "string")
                        m.sinceMs = $parseInt(d.sinceMs, 10);
                    else if (typeof d.sinceMs === "number")
                        m.sinceMs = d.sinceMs;
                    else if (typeof d.sinceMs === "object")
                        m.sinceMs = new $util.LongBits(d.sinceMs.low >>> 0, d.sinceMs.high >>> 0).toNumber(true);
                }
            }
            return m;
        };

        /**
         * Creates a plain object from a Freshness message. Also converts values to other types if specified.
         * @function toObject
         * @memberof live.Freshness
         * @static
         * @param {live.Freshness} m Freshness
         * @param {$protobuf.IConversionOptions} [o] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Freshness.toObject = function (m, o, q) {
            if (!o)
                o = {};
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var d = {};
            if (o.defaults) {
                d.topic = "";
                d.stale = false;
                d.reason = "";
                if ($util.Long) {
                    var n = new $util.Long(0, 0, true);
                    d.sinceMs = o.longs === $String ? n.toString() : o.longs === $Number ? n.toNumber() : typeof $BigInt !== "undefined" && o.longs === $BigInt ? n.toBigInt() : n;
                } else
                    d.sinceMs = o.longs === $String ? "0" : typeof $BigInt !== "undefined" && o.longs === $BigInt ? $BigInt("0") : 0;
            }
            if (m.topic != null && $Object.hasOwnProperty.call(m, "topic")) {
                d.topic = m.topic;
            }
            if (m.stale != null && $Object.hasOwnProperty.call(m, "stale")) {
                d.stale = m.stale;
            }
            if (m.reason != null && $Object.hasOwnProperty.call(m, "reason")) {
                d.reason = m.reason;
            }
            if (m.sinceMs != null && $Object.hasOwnProperty.call(m, "sinceMs")) {
                if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                    d.sinceMs = typeof m.sinceMs === "number" ? $BigInt(m.sinceMs) : $util.Long.fromBits(m.sinceMs.low >>> 0, m.sinceMs.high >>> 0, true).toBigInt();
                else if (typeof m.sinceMs === "number")
                    d.sinceMs = o.longs === $String ? $String(m.sinceMs) : m.sinceMs;
                else
                    d.sinceMs = o.longs === $String ? $util.Long.prototype.toString.call(m.sinceMs) : o.longs === $Number ? new $util.LongBits(m.sinceMs.low >>> 0, m.sinceMs.high >>> 0).toNumber(true) : m.sinceMs;
            }
            return d;
        };

        /**
         * Converts this Freshness to JSON.
         * @function toJSON
         * @memberof live.Freshness
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Freshness.prototype.toJSON = function() {
            return Freshness.toObject(this, $protobuf.util.toJSONOptions);
        };

        return Freshness;
    })();

    live.Error = (function() {

        /**
         * Properties of an Error.
         * @typedef {Object} live.Error.$Properties
         * @property {string|null} [topic] Error topic
         * @property {number|null} [code] Error code
         * @property {string|null} [message] Error message
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of an Error.
         * @memberof live
         * @interface IError
         * @augments live.Error.$Properties
         * @deprecated Use live.Error.$Properties instead.
         */

        /**
         * Shape of an Error.
         * @typedef {live.Error.$Properties} live.Error.$Shape
         */

        /**
         * Constructs a new Error.
         * @memberof live
         * @classdesc Represents an Error.
         * @constructor
         * @param {live.Error.$Properties=} [p] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Error = function (p) {
            if (p)
                for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        };

        /**
         * Error topic.
         * @member {string} topic
         * @memberof live.Error
         * @instance
         */
        Error.prototype.topic = "";

        /**
         * Error code.
         * @member {number} code
         * @memberof live.Error
         * @instance
         */
        Error.prototype.code = 0;

        /**
         * Error message.
         * @member {string} message
         * @memberof live.Error
         * @instance
         */
        Error.prototype.message = "";

        /**
         * Creates a new Error instance using the specified properties.
         * @function create
         * @memberof live.Error
         * @static
         * @param {live.Error.$Properties=} [properties] Properties to set
         * @returns {live.Error} Error instance
         * @type {{
         *   (properties: live.Error.$Shape): live.Error & live.Error.$Shape;
         *   (properties?: live.Error.$Properties): live.Error;
         * }}
         */
        Error.create = function(properties) {
            return new Error(properties);
        };

        /**
         * Encodes the specified Error message. Does not implicitly {@link live.Error.verify|verify} messages.
         * @function encode
         * @memberof live.Error
         * @static
         * @param {live.Error.$Properties} m Error message or plain object to encode
         * @param {$protobuf.Writer} [w] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Error.encode = function (m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (m.topic != null && $Object.hasOwnProperty.call(m, "topic") && m.topic !== "")
                w.uint32(/* id 1, wireType 2 =*/10).string(m.topic);
            if (m.code != null && $Object.hasOwnProperty.call(m, "code") && m.code !== 0)
                w.uint32(/* id 2, wireType 0 =*/16).uint32(m.code);
            if (m.message != null && $Object.hasOwnProperty.call(m, "message") && m.message !== "")
                w.uint32(/* id 3, wireType 2 =*/26).string(m.message);
            if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                for (var i = 0; i < m.$unknowns.length; ++i)
                    w.raw(m.$unknowns[i]);
            return w;
        };

        /**
         * Decodes an Error message from the specified reader or buffer.
         * @function decode
         * @memberof live.Error
         * @static
         * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
         * @param {number} [l] Message length if known beforehand
         * @returns {live.Error & live.Error.$Shape} Error
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Error.decode = function (r, l, z, q, g) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (q === $undefined)
                q = 0;
            if (q > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            var c, m, v;
            if (l === $undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw $RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = g || new $root.live.Error();
            while (r.pos < c) {
                var s = r.pos;
                var t = r.tag();
                if (t === z) {
                    z = $undefined;
                    break;
                }
                var u = t & 7;
                switch (t >>>= 3) {
                case 1: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.topic = v;
                        else
                            delete m.topic;
                        continue;
                    }
                case 2: {
                        if (u !== 0)
                            break;
                        if (v = r.uint32())
                            m.code = v;
                        else
                            delete m.code;
                        continue;
                    }
                case 3: {
                        if (u !== 2)
                            break;
                        if ((v = r.stringVerify()).length)
                            m.message = v;
                        else
                            delete m.message;
                        continue;
                    }
                }
                r.skipType(u, q, t);
                if (!r.discardUnknown) {
                    $util.makeProp(m, "$unknowns", false);
                    (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                }
            }
            if (l !== $undefined) {
                if (r.pos !== c)
                    throw $RangeError("index out of range");
                r.len = l;
            }
            if (z !== $undefined)
                throw $Error("missing end group");
            return m;
        };

        /**
         * Creates an Error message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof live.Error
         * @static
         * @param {Object.<string,*>} d Plain object
         * @returns {live.Error} Error
         */
        Error.fromObject = function (d, q) {
            if (d instanceof $root.live.Error)
                return d;
            if (!$util.isObject(d))
                throw $TypeError(".live.Error: object expected");
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var m = new $root.live.Error();
            if (d.topic != null) {
                if (typeof d.topic !== "string" || d.topic.length) {
                    m.topic = $String(d.topic);
                }
            }
            if (d.code != null) {
                if ($Number(d.code) !== 0) {
                    m.code = d.code >>> 0;
                }
            }
            if (d.message != null) {
                if (typeof d.message !== "string" || d.message.length) {
                    m.message = $String(d.message);
                }
            }
            return m;
        };

        /**
         * Creates a plain object from an Error message. Also converts values to other types if specified.
         * @function toObject
         * @memberof live.Error
         * @static
         * @param {live.Error} m Error
         * @param {$protobuf.IConversionOptions} [o] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Error.toObject = function (m, o, q) {
            if (!o)
                o = {};
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var d = {};
            if (o.defaults) {
                d.topic = "";
                d.code = 0;
                d.message = "";
            }
            if (m.topic != null && $Object.hasOwnProperty.call(m, "topic")) {
                d.topic = m.topic;
            }
            if (m.code != null && $Object.hasOwnProperty.call(m, "code")) {
                d.code = m.code;
            }
            if (m.message != null && $Object.hasOwnProperty.call(m, "message")) {
                d.message = m.message;
            }
            return d;
        };

        /**
         * Converts this Error to JSON.
         * @function toJSON
         * @memberof live.Error
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Error.prototype.toJSON = function() {
            return Error.toObject(this, $protobuf.util.toJSONOptions);
        };

        return Error;
    })();

    live.Pong = (function() {

        /**
         * Properties of a Pong.
         * @typedef {Object} live.Pong.$Properties
         * @property {number|null} [nonce] Pong nonce
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */

        /**
         * Properties of a Pong.
         * @memberof live
         * @interface IPong
         * @augments live.Pong.$Properties
         * @deprecated Use live.Pong.$Properties instead.
         */

        /**
         * Shape of a Pong.
         * @typedef {live.Pong.$Properties} live.Pong.$Shape
         */

        /**
         * Constructs a new Pong.
         * @memberof live
         * @classdesc Represents a Pong.
         * @constructor
         * @param {live.Pong.$Properties=} [p] Properties to set
         * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
         */
        const Pong = function (p) {
            if (p)
                for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                    if (p[ks[i]] != null && ks[i] !== "__proto__")
                        this[ks[i]] = p[ks[i]];
        };

        /**
         * Pong nonce.
         * @member {number} nonce
         * @memberof live.Pong
         * @instance
         */
        Pong.prototype.nonce = $util.Long ? $util.Long.fromBits(0,0,true) : 0;

        /**
         * Creates a new Pong instance using the specified properties.
         * @function create
         * @memberof live.Pong
         * @static
         * @param {live.Pong.$Properties=} [properties] Properties to set
         * @returns {live.Pong} Pong instance
         * @type {{
         *   (properties: live.Pong.$Shape): live.Pong & live.Pong.$Shape;
         *   (properties?: live.Pong.$Properties): live.Pong;
         * }}
         */
        Pong.create = function(properties) {
            return new Pong(properties);
        };

        /**
         * Encodes the specified Pong message. Does not implicitly {@link live.Pong.verify|verify} messages.
         * @function encode
         * @memberof live.Pong
         * @static
         * @param {live.Pong.$Properties} m Pong message or plain object to encode
         * @param {$protobuf.Writer} [w] Writer to encode to
         * @returns {$protobuf.Writer} Writer
         */
        Pong.encode = function (m, w, q) {
            if (!w)
                w = $Writer.create();
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            if (m.nonce != null && $Object.hasOwnProperty.call(m, "nonce") && (typeof m.nonce === "object" ? m.nonce.low || m.nonce.high : m.nonce !== 0))
                w.uint32(/* id 1, wireType 0 =*/8).uint64(m.nonce);
            if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                for (var i = 0; i < m.$unknowns.length; ++i)
                    w.raw(m.$unknowns[i]);
            return w;
        };

        /**
         * Decodes a Pong message from the specified reader or buffer.
         * @function decode
         * @memberof live.Pong
         * @static
         * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
         * @param {number} [l] Message length if known beforehand
         * @returns {live.Pong & live.Pong.$Shape} Pong
         * @throws {Error} If the payload is not a reader or valid buffer
         * @throws {$protobuf.util.ProtocolError} If required fields are missing
         */
        Pong.decode = function (r, l, z, q, g) {
            if (!(r instanceof $Reader))
                r = $Reader.create(r);
            if (q === $undefined)
                q = 0;
            if (q > $Reader.recursionLimit)
                throw $Error("max depth exceeded");
            var c, m, v;
            if (l === $undefined)
                c = r.len;
            else {
                c = r.pos + l;
                if (c > r.len)
                    throw $RangeError("index out of range");
                l = r.len;
                r.len = c;
            }
            m = g || new $root.live.Pong();
            while (r.pos < c) {
                var s = r.pos;
                var t = r.tag();
                if (t === z) {
                    z = $undefined;
                    break;
                }
                var u = t & 7;
                switch (t >>>= 3) {
                case 1: {
                        if (u !== 0)
                            break;
                        if (typeof (v = r.uint64()) === "object" ? v.low || v.high : v !== 0)
                            m.nonce = v;
                        else
                            delete m.nonce;
                        continue;
                    }
                }
                r.skipType(u, q, t);
                if (!r.discardUnknown) {
                    $util.makeProp(m, "$unknowns", false);
                    (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                }
            }
            if (l !== $undefined) {
                if (r.pos !== c)
                    throw $RangeError("index out of range");
                r.len = l;
            }
            if (z !== $undefined)
                throw $Error("missing end group");
            return m;
        };

        /**
         * Creates a Pong message from a plain object. Also converts values to their respective internal types.
         * @function fromObject
         * @memberof live.Pong
         * @static
         * @param {Object.<string,*>} d Plain object
         * @returns {live.Pong} Pong
         */
        Pong.fromObject = function (d, q) {
            if (d instanceof $root.live.Pong)
                return d;
            if (!$util.isObject(d))
                throw $TypeError(".live.Pong: object expected");
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var m = new $root.live.Pong();
            if (d.nonce != null) {
                if (typeof d.nonce === "object" ? d.nonce.low || d.nonce.high : $Number(d.nonce) !== 0) {
                    if ($util.Long)
                        m.nonce = $util.Long.fromValue(d.nonce, true);
                    else if (typeof d.nonce === "string")
                        m.nonce = $parseInt(d.nonce, 10);
                    else if (typeof d.nonce === "number")
                        m.nonce = d.nonce;
                    else if (typeof d.nonce === "object")
                        m.nonce = new $util.LongBits(d.nonce.low >>> 0, d.nonce.high >>> 0).toNumber(true);
                }
            }
            return m;
        };

        /**
         * Creates a plain object from a Pong message. Also converts values to other types if specified.
         * @function toObject
         * @memberof live.Pong
         * @static
         * @param {live.Pong} m Pong
         * @param {$protobuf.IConversionOptions} [o] Conversion options
         * @returns {Object.<string,*>} Plain object
         */
        Pong.toObject = function (m, o, q) {
            if (!o)
                o = {};
            if (q === $undefined)
                q = 0;
            if (q > $util.recursionLimit)
                throw $Error("max depth exceeded");
            var d = {};
            if (o.defaults) {
                if ($util.Long) {
                    var n = new $util.Long(0, 0, true);
                    d.nonce = o.longs === $String ? n.toString() : o.longs === $Number ? n.toNumber() : typeof $BigInt !== "undefined" && o.longs === $BigInt ? n.toBigInt() : n;
                } else
                    d.nonce = o.longs === $String ? "0" : typeof $BigInt !== "undefined" && o.longs === $BigInt ? $BigInt("0") : 0;
            }
            if (m.nonce != null && $Object.hasOwnProperty.call(m, "nonce")) {
                if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                    d.nonce = typeof m.nonce === "number" ? $BigInt(m.nonce) : $util.Long.fromBits(m.nonce.low >>> 0, m.nonce.high >>> 0, true).toBigInt();
                else if (typeof m.nonce === "number")
                    d.nonce = o.longs === $String ? $String(m.nonce) : m.nonce;
                else
                    d.nonce = o.longs === $String ? $util.Long.prototype.toString.call(m.nonce) : o.longs === $Number ? new $util.LongBits(m.nonce.low >>> 0, m.nonce.high >>> 0).toNumber(true) : m.nonce;
            }
            return d;
        };

        /**
         * Converts this Pong to JSON.
         * @function toJSON
         * @memberof live.Pong
         * @instance
         * @returns {Object.<string,*>} JSON object
         */
        Pong.prototype.toJSON = function() {
            return Pong.toObject(this, $protobuf.util.toJSONOptions);
        };

        return Pong;
    })();

    return live;
})();

export {
  $root as default
};
