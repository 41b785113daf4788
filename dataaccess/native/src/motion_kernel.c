/*
 * The metrics kernel in C, a Node-API addon: the same passes as the WebAssembly kernel
 * (dataaccess/src/metrics/kernel/assembly), step for step and in the same f64 order, so
 * every value is bit-identical (built with -ffp-contract=off: no fused multiply-add).
 * dataaccess/src/metrics/motion-kernel.ts loads it when it was built (npm ci builds it with
 * node-gyp) and runs the WebAssembly kernel otherwise.
 *
 * Differences from the WebAssembly kernel, none visible in results:
 * - the engine's state block is worked on in place, not copied in and out;
 * - the input is read straight from the caller's Float64Array or Float32Array columns;
 * - the speed series is written straight into the caller's arrays;
 * - the scratch columns belong to the Node environment (one per worker thread).
 */
#define NAPI_VERSION 8
#include <math.h>
#include <node_api.h>
#include <stdint.h>
#include <stdlib.h>

#include "../generated/layout.h"
#include "../generated/motion.h"

/* Scratch memory of one Node environment: the sample records of the filter segment, by
 * column. */
typedef struct {
  double col[Column_count][COLUMN_CAPACITY];
  /* Where the current call writes its speed series, and how many entries it wrote. */
  double *series_t;
  float *series_v;
  int32_t series_len;
} Scratch;

/* ------------------------------------------------------------------------------------- */
/* Closing efforts (efforts.ts): rare, so called out of the loop's way                    */

static void close_effort(double *restrict B, int32_t dir, int32_t samples, double peak,
                         double yd, double start_yps, double end_yps, double max_speed) {
  if (dir == 0 || samples < effortMinSamples) return;
  const int32_t band = peak >= accelHighYps2 ? 2 : peak >= accelMedYps2 ? 1 : 0;
  const double ref = B[Block_refMaxYps];
  const double ref_max = isfinite(ref) ? ref : max_speed;
  const double gain = ref_max > 0 ? (fabs(end_yps - start_yps) / ref_max) * 100 : 0;
  const int32_t gain_band = gain >= gainPercent4   ? 4
                            : gain >= gainPercent3 ? 3
                            : gain >= gainPercent2 ? 2
                            : gain >= gainPercent1 ? 1
                            : gain >= gainPercent0 ? 0
                                                   : -1;
  if (gain_band >= 0) B[(dir > 0 ? Block_accelGainCount : Block_decelGainCount) + gain_band] += 1;
  B[(dir > 0 ? Block_accelCount : Block_decelCount) + band] += 1;
  B[(dir > 0 ? Block_accelYd : Block_decelYd) + band] += yd;
  if (dir > 0 && band >= 1 && start_yps < explosiveStartYps) B[Block_explosive] += 1;
}

static void close_lateral(double *restrict B, int32_t dir, int32_t samples, double peak) {
  if (dir == 0 || samples < effortMinSamples) return;
  const int32_t band = peak >= lateralHighYps2 ? 2 : peak >= lateralMedYps2 ? 1 : 0;
  B[Block_lateralCount + (dir > 0 ? 0 : 3) + band] += 1;
}

/* ------------------------------------------------------------------------------------- */
/* The pass (motion-pass.ts, zone-pass.ts, efforts.ts), fused                             */
/*
 * The WebAssembly kernel runs one loop per step family, because V8 keeps few values in
 * registers. Here the families run in one loop: each family's running values are a local
 * struct (which the compiler keeps in registers), loaded from the block before the loop
 * and stored after it, and each family's step is an inline function. No family reads
 * another's running values, only the sample's values computed earlier in the same
 * iteration, so the order of every operation on every value is that of the separate loops,
 * while the families' chains of additions overlap in the processor.
 */

/* The values of one sample that the families after the filter and the gate read. */
typedef struct {
  double speed, vel_x, vel_y, step, dist, along, ax, ay;
  int on;
} Sample;

/* Moving gate and acceleration. */
typedef struct {
  int moving;
  double span, per_span;
} Gate;

/* Running totals. */
typedef struct {
  double time_trkd, time_moving, total, dist10, time10, exertion, range_max;
} Totals;

static inline void totals_step(Totals *t, double x_plus, const Sample *c) {
  t->time_trkd += c->step;
  if (c->on) {
    t->time_moving += c->step;
    t->total += c->dist;
    if (c->speed >= x_plus) {
      t->dist10 += c->dist;
      t->time10 += c->step;
    }
    t->exertion += c->dist * (1 + exertionPerAccel * (c->along < 0 ? -c->along : c->along));
  }
  if (c->speed > t->range_max) t->range_max = c->speed;
}

/* Player load, peak accelerations and the sustained windows. */
typedef struct {
  double load, max_accel, max_decel, prev_ax, prev_ay;
  double speed_sum, accel_sum, max_speed_sum, max_accel_sum, max_decel_sum;
} Peaks;

static inline void peaks_step(Peaks *k, const Sample *c, int32_t i, double old_speed,
                              double old_along) {
  if (c->on) {
    const double jx = c->ax - k->prev_ax;
    const double jy = c->ay - k->prev_ay;
    k->load += sqrt(jx * jx + jy * jy);
    if (c->along > k->max_accel) k->max_accel = c->along;
    else if (c->along < k->max_decel) k->max_decel = c->along;
  }
  k->prev_ax = c->ax;
  k->prev_ay = c->ay;
  k->speed_sum += c->speed;
  k->accel_sum += c->along;
  if (i >= sustainedSamples) {
    k->speed_sum -= old_speed;
    k->accel_sum -= old_along;
  }
  if (i >= sustainedSamples - 1) {
    if (k->speed_sum > k->max_speed_sum) k->max_speed_sum = k->speed_sum;
    if (k->accel_sum > k->max_accel_sum) k->max_accel_sum = k->accel_sum;
    else if (k->accel_sum < k->max_decel_sum) k->max_decel_sum = k->accel_sum;
  }
}

/* One set of speed zones (team or relative), with its block slots. The current zone's
 * distance is held in `zone_yd` while the zone lasts and written back when it ends: the
 * same additions to the same value, without a store and reload per sample. */
typedef struct {
  int32_t yd_slot, count_slot, hard_yd_slot, zone_slot, dwell_slot;
  double z0, z1, z2, z3, hard_yps, hard_yd, zone_yd;
  int32_t zone, dwell;
} Zones;

static inline Zones zones_load(const double *restrict B, int32_t bounds, int32_t hard,
                               int32_t yd_slot, int32_t count_slot, int32_t hard_yd_slot,
                               int32_t zone_slot, int32_t dwell_slot) {
  Zones z = {yd_slot, count_slot, hard_yd_slot, zone_slot, dwell_slot,
             B[bounds], B[bounds + 1], B[bounds + 2], B[bounds + 3], B[hard], B[hard_yd_slot],
             0, (int32_t)B[zone_slot], (int32_t)B[dwell_slot]};
  if (z.zone >= 0) z.zone_yd = B[yd_slot + z.zone];
  return z;
}

static inline void zones_step(Zones *z, double *restrict B, const Sample *c) {
  const double speed = c->speed;
  const int32_t zone = c->on ? (speed >= z->z0) + (speed >= z->z1) + (speed >= z->z2) +
                                   (speed >= z->z3)
                             : -1;
  if (speed >= z->hard_yps) z->hard_yd += c->dist;
  if (zone == z->zone) {
    z->dwell++;
  } else {
    if (z->zone >= 0) B[z->yd_slot + z->zone] = z->zone_yd;
    if (zone >= 0) z->zone_yd = B[z->yd_slot + zone];
    z->dwell = 1;
    z->zone = zone;
  }
  if (zone >= 0) {
    z->zone_yd += c->dist;
    if (z->dwell == zoneDwellSamples) B[z->count_slot + zone] += 1;
  }
}

static inline void zones_store(const Zones *z, double *restrict B) {
  if (z->zone >= 0) B[z->yd_slot + z->zone] = z->zone_yd;
  B[z->hard_yd_slot] = z->hard_yd;
  B[z->zone_slot] = z->zone;
  B[z->dwell_slot] = z->dwell;
}

/* The open acceleration or deceleration effort. */
typedef struct {
  int32_t dir, len;
  double peak, yd, start, end, max_so_far;
} Effort;

static inline void effort_step(Effort *e, double *restrict B, const Sample *c) {
  if (c->speed > e->max_so_far) e->max_so_far = c->speed;
  const int32_t dir = !c->on                      ? 0
                      : c->along >= accelLowYps2  ? 1
                      : c->along <= -accelLowYps2 ? -1
                                                  : 0;
  if (dir != e->dir) {
    close_effort(B, e->dir, e->len, e->peak, e->yd, e->start, e->end, e->max_so_far);
    e->dir = dir;
    e->len = 0;
    e->peak = 0;
    e->yd = 0;
    e->start = c->speed;
  }
  if (dir != 0) {
    const double abs_a = c->along < 0 ? -c->along : c->along;
    e->len++;
    e->yd += c->dist;
    e->end = c->speed;
    if (abs_a > e->peak) e->peak = abs_a;
  }
}

/* The open lateral effort and the changes of direction. */
typedef struct {
  int32_t dir, len, cod_wait;
  double peak, cod_left, cod_right;
} Lateral;

static inline void lateral_step(Lateral *l, double *restrict B, const Sample *c, int32_t i,
                                double pvx, double pvy, double pv) {
  const double speed = c->speed;
  const double cross =
      c->on && speed >= lateralMinSpeedYps ? c->vel_x * c->ay - c->vel_y * c->ax : 0;
  const double limit = lateralLowYps2 * speed;
  const int32_t dir = !c->on ? 0 : cross >= limit ? 1 : cross <= -limit ? -1 : 0;
  if (dir != l->dir) {
    close_lateral(B, l->dir, l->len, l->peak);
    l->dir = dir;
    l->len = 0;
    l->peak = 0;
  }
  if (dir != 0) {
    l->len++;
    const double abs_l = (cross < 0 ? -cross : cross) / speed;
    if (abs_l > l->peak) l->peak = abs_l;
  }
  if (c->on) {
    if (l->cod_wait > 0) {
      l->cod_wait--;
    } else if (i >= codLagSamples && speed >= codMinSpeedYps) {
      if (pv >= codMinSpeedYps && pvx * c->vel_x + pvy * c->vel_y < codCosine * pv * speed) {
        if (pvx * c->vel_y - pvy * c->vel_x > 0) l->cod_left++;
        else l->cod_right++;
        l->cod_wait = codRefractorySamples;
      }
    }
  }
}

/* "Last time at" the target speed and each "X% of max" speed (ascending), scanning back
 * from the newest sample until every threshold that the range's top speed reaches is found. */
static void speed_times(Scratch *s, double *restrict B, double range_max, int32_t from,
                        int32_t to) {
  const double *restrict V = s->col[Column_v];
  const double *restrict T = s->col[Column_t];
  const double target = B[Block_targetYps];
  if (target <= range_max) {
    for (int32_t p = to - 1; p >= from; p--) {
      if (V[p] >= target) {
        B[Block_lastTargetHitMs] = T[p];
        break;
      }
    }
  }
  int32_t n = 0;
  while (n < TIME_SINCE_COUNT && B[Block_pctYps + n] <= range_max) n++;
  int32_t k = 0;
  for (int32_t p = to - 1; p >= from && k < n; p--) {
    const double speed = V[p];
    if (speed < B[Block_pctYps + k]) continue;
    const double at = T[p];
    do B[Block_lastPctMs + k++] = at;
    while (k < n && speed >= B[Block_pctYps + k]);
  }
}

/* Runs every family over positions [from, to) of the segment; `last` is the position of
 * the latest known sample, where the filter's and the chord's windows are clipped. */
static void process_range(Scratch *s, double *restrict B, int32_t from, int32_t to,
                          int32_t last) {
  const double *restrict T = s->col[Column_t];
  const double *restrict X = s->col[Column_x];
  const double *restrict Y = s->col[Column_y];
  const double *restrict DT = s->col[Column_dt];
  const double *restrict SVX = s->col[Column_svx];
  const double *restrict SVY = s->col[Column_svy];
  double *restrict VX = s->col[Column_vx];
  double *restrict VY = s->col[Column_vy];
  double *restrict V = s->col[Column_v];
  double *restrict A = s->col[Column_a];
  double *restrict out_t = s->series_t + s->series_len;
  float *restrict out_v = s->series_v + s->series_len;
  const int32_t first = (int32_t)B[Block_firstIndex];
  const double max_speed_before = B[Block_maxSpeed];
  const double x_plus = B[Block_xPlusYps];
  const int relative = B[Block_hasRelative] != 0;

  Gate g = {B[Block_moving] != 0, NAN, 0};
  Totals t = {B[Block_timeTrkd], B[Block_timeMoving], B[Block_totalDis], B[Block_dist10Plus],
              B[Block_time10Plus], B[Block_exertion], 0};
  Peaks k = {B[Block_load], B[Block_maxAccel], B[Block_maxDecel], B[Block_prevAx],
             B[Block_prevAy], B[Block_speedSum], B[Block_accelSum], B[Block_maxSustainedSum],
             B[Block_maxSustainedAccelSum], B[Block_maxSustainedDecelSum]};
  Zones team = zones_load(B, Block_zoneBounds, Block_hardYps, Block_zoneYd, Block_zoneCount,
                          Block_hardEffortDist, Block_zone, Block_dwell);
  Zones rel = zones_load(B, Block_relBounds, Block_relHardYps, Block_relZoneYd,
                         Block_relZoneCount, Block_hardEffortDistRel, Block_relZone,
                         Block_relDwell);
  Effort e = {(int32_t)B[Block_effort], (int32_t)B[Block_effortLen], B[Block_effortPeak],
              B[Block_effortYd], B[Block_effortStart], B[Block_effortEnd], max_speed_before};
  Lateral l = {(int32_t)B[Block_lateral], (int32_t)B[Block_lateralLen],
               (int32_t)B[Block_codWait], B[Block_lateralPeak], B[Block_codLeft],
               B[Block_codRight]};

  for (int32_t p = from; p < to; p++) {
    const int32_t i = p + first;
    Sample c;

    /* Speed filter: three-step FIR of step velocities (previous, own, next), renormalised
     * at the segment's edges. */
    if (i >= 2 && p < last) {
      c.vel_x = weightPrev * SVX[p - 1] + weightOwn * SVX[p] + weightNext * SVX[p + 1];
      c.vel_y = weightPrev * SVY[p - 1] + weightOwn * SVY[p] + weightNext * SVY[p + 1];
    } else {
      double wx = 0, wy = 0, ws = 0;
      if (i >= 2) {
        wx = weightPrev * SVX[p - 1];
        wy = weightPrev * SVY[p - 1];
        ws = weightPrev;
      }
      if (i >= 1) {
        wx += weightOwn * SVX[p];
        wy += weightOwn * SVY[p];
        ws += weightOwn;
      }
      if (p < last) {
        wx += weightNext * SVX[p + 1];
        wy += weightNext * SVY[p + 1];
        ws += weightNext;
      }
      c.vel_x = ws > 0 ? wx / ws : 0;
      c.vel_y = ws > 0 ? wy / ws : 0;
    }
    c.speed = sqrt(c.vel_x * c.vel_x + c.vel_y * c.vel_y);
    VX[p] = c.vel_x;
    VY[p] = c.vel_y;
    V[p] = c.speed;
    out_t[p - from] = T[p];
    out_v[p - from] = (float)c.speed;

    /* Moving gate: hysteresis on the chord speed over ±chordHalfWidth samples, and a
     * minimum speed; distance = speed × step while moving. */
    const int32_t pa = i > chordHalfWidth ? p - chordHalfWidth : p - i;
    const int32_t pb = p + chordHalfWidth < last ? p + chordHalfWidth : last;
    const double cdt = T[pb] - T[pa];
    const double cdx = X[pb] - X[pa];
    const double cdy = Y[pb] - Y[pa];
    const double chord2 = (cdx * cdx + cdy * cdy) * 1e6;
    g.moving = g.moving ? chord2 >= movingOff2 * cdt * cdt : chord2 > movingOn2 * cdt * cdt;
    c.on = g.moving && c.speed >= minMovingSpeedYps;
    c.step = DT[p];
    c.dist = c.on ? c.speed * c.step : 0;

    /* Acceleration over two samples (one at the segment's second sample): along the path
     * and as a vector. */
    c.along = 0;
    c.ax = 0;
    c.ay = 0;
    if (i > 0) {
      const int32_t q = i > 1 ? p - 2 : p - 1;
      const double dt_ms = T[p] - T[q];
      if (dt_ms != g.span) {
        g.span = dt_ms;
        g.per_span = 1000 / dt_ms;
      }
      c.along = (c.speed - V[q]) * g.per_span;
      c.ax = (c.vel_x - VX[q]) * g.per_span;
      c.ay = (c.vel_y - VY[q]) * g.per_span;
    }
    A[p] = c.along;

    totals_step(&t, x_plus, &c);
    peaks_step(&k, &c, i, i >= sustainedSamples ? V[p - sustainedSamples] : 0,
               i >= sustainedSamples ? A[p - sustainedSamples] : 0);
    zones_step(&team, B, &c);
    if (relative) zones_step(&rel, B, &c);
    effort_step(&e, B, &c);
    const int32_t lag = i >= codLagSamples ? p - codLagSamples : p;
    lateral_step(&l, B, &c, i, VX[lag], VY[lag], V[lag]);
  }

  B[Block_moving] = g.moving ? 1 : 0;
  B[Block_timeTrkd] = t.time_trkd;
  B[Block_timeMoving] = t.time_moving;
  B[Block_totalDis] = t.total;
  B[Block_dist10Plus] = t.dist10;
  B[Block_time10Plus] = t.time10;
  B[Block_exertion] = t.exertion;
  B[Block_load] = k.load;
  B[Block_maxAccel] = k.max_accel;
  B[Block_maxDecel] = k.max_decel;
  B[Block_prevAx] = k.prev_ax;
  B[Block_prevAy] = k.prev_ay;
  B[Block_speedSum] = k.speed_sum;
  B[Block_accelSum] = k.accel_sum;
  B[Block_maxSustainedSum] = k.max_speed_sum;
  B[Block_maxSustainedAccelSum] = k.max_accel_sum;
  B[Block_maxSustainedDecelSum] = k.max_decel_sum;
  zones_store(&team, B);
  if (relative) zones_store(&rel, B);
  B[Block_effort] = e.dir;
  B[Block_effortLen] = e.len;
  B[Block_effortPeak] = e.peak;
  B[Block_effortYd] = e.yd;
  B[Block_effortStart] = e.start;
  B[Block_effortEnd] = e.end;
  B[Block_lateral] = l.dir;
  B[Block_lateralLen] = l.len;
  B[Block_lateralPeak] = l.peak;
  B[Block_codWait] = l.cod_wait;
  B[Block_codLeft] = l.cod_left;
  B[Block_codRight] = l.cod_right;
  s->series_len += to - from;

  const double range_max = t.range_max;
  B[Block_maxSpeed] = range_max > max_speed_before ? range_max : max_speed_before;
  speed_times(s, B, range_max, from, to);
  B[Block_lastSpeed] = V[to - 1];
  B[Block_lastAtMs] = T[to - 1];
  B[Block_done] = first + to;
}

/* ------------------------------------------------------------------------------------- */
/* Entry points (index.ts)                                                                */

static void end_segment(Scratch *s, double *restrict B) {
  const int32_t held = (int32_t)B[Block_held];
  const int32_t from = (int32_t)(B[Block_done] - B[Block_firstIndex]);
  if (held > from) process_range(s, B, from, held, held - 1);
  close_effort(B, (int32_t)B[Block_effort], (int32_t)B[Block_effortLen], B[Block_effortPeak],
               B[Block_effortYd], B[Block_effortStart], B[Block_effortEnd], B[Block_maxSpeed]);
  close_lateral(B, (int32_t)B[Block_lateral], (int32_t)B[Block_lateralLen],
                B[Block_lateralPeak]);
  for (int32_t slot = Block_moving; slot <= Block_lateralPeak; slot++) B[slot] = 0;
  B[Block_zone] = -1;
  B[Block_relZone] = -1;
  B[Block_held] = 0;
  B[Block_firstIndex] = 0;
  B[Block_done] = 0;
}

static void unpack_records(Scratch *s, const double *restrict B) {
  const int32_t held = (int32_t)B[Block_held];
  for (int32_t c = 0; c < Column_count; c++) {
    for (int32_t j = 0; j < held; j++) s->col[c][j] = B[Block_records + c * KEPT + j];
  }
}

static void pack_records(Scratch *s, double *restrict B) {
  const int32_t first = (int32_t)B[Block_firstIndex];
  int32_t drop = (int32_t)B[Block_done] - LOOK_BACK - first;
  if (drop < 0) drop = 0;
  const int32_t held = (int32_t)B[Block_held] - drop;
  for (int32_t c = 0; c < Column_count; c++) {
    for (int32_t j = 0; j < held; j++) B[Block_records + c * KEPT + j] = s->col[c][drop + j];
  }
  B[Block_held] = held;
  B[Block_firstIndex] = first + drop;
}

/* A column of the caller's input: f64 or f32 values. */
typedef struct {
  const void *data;
  int f32;
} Input;

static inline double input_at(Input in, int32_t k) {
  return in.f32 ? (double)((const float *)in.data)[k] : ((const double *)in.data)[k];
}

/* Adds input samples [start, end) (at most INPUT_CAPACITY); see index.ts's push. */
static int32_t push(Scratch *s, double *restrict B, Input in_t, Input in_x, Input in_y,
                    int32_t start, int32_t end) {
  s->series_len = 0;
  unpack_records(s, B);
  double *restrict T = s->col[Column_t];
  double *restrict X = s->col[Column_x];
  double *restrict Y = s->col[Column_y];
  double *restrict DT = s->col[Column_dt];
  double *restrict SVX = s->col[Column_svx];
  double *restrict SVY = s->col[Column_svy];
  int32_t len = (int32_t)B[Block_held];
  double last_in = B[Block_lastInMs];
  int32_t accepted = 0;
  double step_ms = NAN, per_s = 0, step_s = 0;
  double prev_x = len > 0 ? X[len - 1] : 0;
  double prev_y = len > 0 ? Y[len - 1] : 0;
  for (int32_t k = start; k < end; k++) {
    const double at = input_at(in_t, k);
    const double px = input_at(in_x, k);
    const double py = input_at(in_y, k);
    if (!(at > last_in) || at == INFINITY || px != px || py != py) continue;
    if (len > 0 && at - last_in > maxStepMs) {
      B[Block_held] = len;
      end_segment(s, B);
      len = 0;
    }
    if (len > 0) {
      if (at - last_in != step_ms) {
        step_ms = at - last_in;
        per_s = 1000 / step_ms;
        step_s = step_ms / 1000;
      }
      DT[len] = step_s;
      SVX[len] = (px - prev_x) * per_s;
      SVY[len] = (py - prev_y) * per_s;
    } else {
      DT[len] = 0;
      SVX[len] = 0;
      SVY[len] = 0;
    }
    T[len] = at;
    X[len] = px;
    Y[len] = py;
    prev_x = px;
    prev_y = py;
    len++;
    last_in = at;
    accepted++;
  }
  B[Block_held] = len;
  B[Block_lastInMs] = last_in;
  const int32_t to = len - chordHalfWidth;
  const int32_t from = (int32_t)(B[Block_done] - B[Block_firstIndex]);
  if (to > from) process_range(s, B, from, to, len - 1);
  pack_records(s, B);
  return accepted;
}

static void flush(Scratch *s, double *restrict B) {
  s->series_len = 0;
  unpack_records(s, B);
  if (B[Block_held] > 0) end_segment(s, B);
  pack_records(s, B);
}

/* ------------------------------------------------------------------------------------- */
/* Node-API binding                                                                        */

#define CHECK(call)                                                                      \
  do {                                                                                   \
    if ((call) != napi_ok) return throw_last(env);                                       \
  } while (0)

static napi_value throw_last(napi_env env) {
  const napi_extended_error_info *info = NULL;
  napi_get_last_error_info(env, &info);
  napi_throw_error(env, NULL, info && info->error_message ? info->error_message : "napi failed");
  return NULL;
}

static napi_value throw_type(napi_env env, const char *message) {
  napi_throw_type_error(env, NULL, message);
  return NULL;
}

/* The typed array `value` as a pointer and length; type is checked against `want`
 * (napi_float64_array, napi_float32_array, or -1 for either). */
static int typed(napi_env env, napi_value value, int want, void **data, size_t *length,
                 int *f32) {
  bool is_typed = false;
  if (napi_is_typedarray(env, value, &is_typed) != napi_ok || !is_typed) return 0;
  napi_typedarray_type type;
  if (napi_get_typedarray_info(env, value, &type, length, data, NULL, NULL) != napi_ok) return 0;
  if (type != napi_float64_array && type != napi_float32_array) return 0;
  if (want >= 0 && (int)type != want) return 0;
  if (f32) *f32 = type == napi_float32_array;
  return 1;
}

static Scratch *scratch_of(napi_env env) {
  void *data = NULL;
  napi_get_instance_data(env, &data);
  return (Scratch *)data;
}

/* Reads the block and series arguments shared by push and flush. */
static int block_and_series(napi_env env, Scratch *s, napi_value *argv, double **block) {
  void *data;
  size_t length;
  if (!typed(env, argv[0], napi_float64_array, &data, &length, NULL) || length != Block_size)
    return 0;
  *block = (double *)data;
  void *series_t, *series_v;
  size_t t_length, v_length;
  if (!typed(env, argv[1], napi_float64_array, &series_t, &t_length, NULL) ||
      !typed(env, argv[2], napi_float32_array, &series_v, &v_length, NULL) ||
      t_length < COLUMN_CAPACITY || v_length < COLUMN_CAPACITY)
    return 0;
  s->series_t = (double *)series_t;
  s->series_v = (float *)series_v;
  return 1;
}

/* push(block, seriesTimes, seriesSpeeds, atMs, xYd, yYd, start, end): accepted samples.
 * The number of speed-series entries written is left for seriesCount(). */
static napi_value js_push(napi_env env, napi_callback_info info) {
  size_t argc = 8;
  napi_value argv[8];
  CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
  Scratch *s = scratch_of(env);
  double *block;
  if (argc != 8 || !block_and_series(env, s, argv, &block))
    return throw_type(env, "push(block, seriesTimes, seriesSpeeds, atMs, xYd, yYd, start, end)");
  void *t, *x, *y;
  size_t nt, nx, ny;
  int ft, fx, fy;
  if (!typed(env, argv[3], -1, &t, &nt, &ft) || !typed(env, argv[4], -1, &x, &nx, &fx) ||
      !typed(env, argv[5], -1, &y, &ny, &fy))
    return throw_type(env, "atMs, xYd and yYd must be Float64Array or Float32Array");
  int32_t start, end;
  CHECK(napi_get_value_int32(env, argv[6], &start));
  CHECK(napi_get_value_int32(env, argv[7], &end));
  if (start < 0 || end < start || end - start > INPUT_CAPACITY || (size_t)end > nt ||
      (size_t)end > nx || (size_t)end > ny)
    return throw_type(env, "start and end must select at most INPUT_CAPACITY input samples");
  const Input in_t = {t, ft}, in_x = {x, fx}, in_y = {y, fy};
  const int32_t accepted = push(s, block, in_t, in_x, in_y, start, end);
  napi_value result;
  CHECK(napi_create_int32(env, accepted, &result));
  return result;
}

/* flush(block, seriesTimes, seriesSpeeds). */
static napi_value js_flush(napi_env env, napi_callback_info info) {
  size_t argc = 3;
  napi_value argv[3];
  CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
  Scratch *s = scratch_of(env);
  double *block;
  if (argc != 3 || !block_and_series(env, s, argv, &block))
    return throw_type(env, "flush(block, seriesTimes, seriesSpeeds)");
  flush(s, block);
  return NULL;
}

/* seriesCount(): speed-series entries written by the last push or flush. */
static napi_value js_series_count(napi_env env, napi_callback_info info) {
  (void)info;
  napi_value result;
  CHECK(napi_create_int32(env, scratch_of(env)->series_len, &result));
  return result;
}

static void free_scratch(napi_env env, void *data, void *hint) {
  (void)env;
  (void)hint;
  free(data);
}

NAPI_MODULE_INIT() {
  Scratch *s = calloc(1, sizeof(Scratch));
  if (!s || napi_set_instance_data(env, s, free_scratch, NULL) != napi_ok) {
    free(s);
    napi_throw_error(env, NULL, "the metrics kernel could not allocate its scratch memory");
    return NULL;
  }
  const napi_property_descriptor props[] = {
      {"push", NULL, js_push, NULL, NULL, NULL, napi_enumerable, NULL},
      {"flush", NULL, js_flush, NULL, NULL, NULL, napi_enumerable, NULL},
      {"seriesCount", NULL, js_series_count, NULL, NULL, NULL, napi_enumerable, NULL},
  };
  if (napi_define_properties(env, exports, sizeof props / sizeof props[0], props) != napi_ok)
    return NULL;
  napi_value capacity;
  napi_create_int32(env, INPUT_CAPACITY, &capacity);
  napi_set_named_property(env, exports, "inputCapacity", capacity);
  return exports;
}
