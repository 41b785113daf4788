/**
 * The map's shaders (GLSL ES 1.0, WebGL 1). Positions are in yards; `view`
 * maps them to clip space (clip = xy * view.xy + view.zw, fieldGeometry.clipTransform).
 */

/** Filled shapes of the field in one colour (grass, end zones, lines, number strokes). */
export const FILL_VERT = `
precision highp float;
attribute vec2 position;
uniform vec4 view;
void main() {
  gl_Position = vec4(position * view.xy + view.zw, 0.0, 1.0);
}`;

export const FILL_FRAG = `
precision mediump float;
uniform vec3 color;
void main() {
  gl_FragColor = vec4(color, 1.0);
}`;

/** The practice area's image over the field's rectangle. */
export const IMAGE_VERT = `
precision highp float;
attribute vec2 corner;
uniform vec4 view;
uniform vec2 fieldYd;
uniform vec4 crop;
varying vec2 uv;
void main() {
  uv = vec2(mix(crop.x, crop.z, corner.x), mix(crop.w, crop.y, corner.y));
  gl_Position = vec4(corner * fieldYd * view.xy + view.zw, 0.0, 1.0);
}`;

export const IMAGE_FRAG = `
precision mediump float;
uniform sampler2D image;
varying vec2 uv;
void main() {
  gl_FragColor = texture2D(image, uv);
}`;

/**
 * One corner of a trail segment's quad: samples a and b are neighbours in an entity's ring (the
 * same column of consecutive rows). A segment is drawn only when both samples lie in the
 * trail's span before `now`, b follows a, no gap in the feed lies between them and the data
 * does not jump (b no further from a than `maxSpeed`, yards per ms, allows; trailRing's
 * `joins`), so stale slots, the ring's seam, samples ahead of `now` and jumps draw nothing. Its alpha fades
 * with age. `code` is entity index * 2 + 1 for a ball.
 */
export const TRAIL_VERT = `
precision highp float;
attribute vec2 corner;
attribute vec3 a;
attribute vec3 b;
attribute vec4 meta;
uniform vec4 view;
uniform vec2 pixels;
uniform float now;
uniform float span;
uniform float maxGap;
uniform float maxSpeed;
uniform float jumpSlack;
uniform float halfWidth;
uniform float highlight;
uniform vec2 shown;
varying vec4 color;
void main() {
  float ball = mod(meta.w, 2.0);
  float index = floor(meta.w / 2.0 + 0.25);
  bool visible = (ball > 0.5 ? shown.y : shown.x) > 0.5;
  bool jump = length(b.xy - a.xy) > maxSpeed * (b.z - a.z) + jumpSlack;
  if (!visible || b.z <= a.z || b.z - a.z > maxGap || jump || b.z > now || a.z <= now - span) {
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
    color = vec4(0.0);
    return;
  }
  vec2 pa = a.xy * view.xy + view.zw;
  vec2 pb = b.xy * view.xy + view.zw;
  vec2 d = (pb - pa) * pixels;
  float len = length(d);
  vec2 normal = len > 0.0 ? vec2(-d.y, d.x) / len : vec2(0.0, 1.0);
  float w = abs(index - highlight) < 0.5 ? halfWidth * 2.0 : halfWidth;
  vec2 p = mix(pa, pb, corner.x) + normal * corner.y * w * 2.0 / pixels;
  gl_Position = vec4(p, 0.0, 1.0);
  float age = now - mix(a.z, b.z, corner.x);
  color = vec4(meta.rgb, 0.85 * clamp(1.0 - age / span, 0.0, 1.0));
}`;

export const TRAIL_FRAG = `
precision mediump float;
varying vec4 color;
void main() {
  gl_FragColor = color;
}`;

/** Each entity's dot as a point: x, y in yards, its radius in device pixels (0: hidden), ring. */
export const DOT_VERT = `
precision highp float;
attribute vec4 dot;
attribute vec3 rgb;
uniform vec4 view;
varying vec3 fill;
varying float edge;
varying float ring;
void main() {
  fill = rgb;
  ring = dot.w;
  float size = dot.z * 2.0;
  edge = size > 0.0 ? 1.0 - 3.0 / size : 1.0;
  gl_PointSize = size;
  gl_Position = dot.z > 0.0 ? vec4(dot.xy * view.xy + view.zw, 0.0, 1.0) : vec4(2.0, 2.0, 2.0, 1.0);
}`;

export const DOT_FRAG = `
precision mediump float;
varying vec3 fill;
varying float edge;
varying float ring;
void main() {
  float r = length(gl_PointCoord * 2.0 - 1.0);
  if (r > 1.0) discard;
  vec3 outline = ring > 0.5 ? vec3(1.0) : vec3(0.0);
  gl_FragColor = r > edge ? vec4(outline, ring > 0.5 ? 1.0 : 0.7) : vec4(fill, 1.0);
}`;
