/**
 * The map itself: the canvas the drawing module draws on (and the overlay for its text) and
 * its engine, both made once per practice, zoom with the wheel or the buttons (1× to 8×),
 * panning by dragging, and choosing a player by clicking their dot.
 */
import { useEffect, useRef, useState } from 'react';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  panBy,
  wholeField,
  zoomAbout,
  type Viewport,
} from '../../drawing/fieldRenderer';
import { MapController, type MapProbe } from './mapController';
import type { MapField, MapShow, Timeline } from './mapView';
import type { PlaybackView } from './PlaybackBar';

declare global {
  interface Window {
    /**
     * The open map's probe, for the browser tests (what was drawn, where a player is): set
     * only in a browser driven by automation, never on a user's page.
     */
    __map?: MapProbe;
  }
}

/** Zoom of one button press or one wheel notch. */
const ZOOM_STEP = 1.25;

/** The map of one practice; tells the page its engine once made. */
export function FieldMap({
  sessionId,
  timeline,
  show,
  field,
  onController,
  onView,
  onPick,
}: {
  sessionId: string;
  timeline: Timeline;
  show: MapShow;
  field: MapField;
  onController: (controller: MapController | null) => void;
  onView: (view: PlaybackView) => void;
  onPick: (id: string | null) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [controller, setController] = useState<MapController | null>(null);
  const [zoom, setZoom] = useState(MIN_ZOOM);
  /** The practice whose map's worker failed, its map drawn on the page instead. */
  const [onPage, setOnPage] = useState<string | null>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  // The first render's values: the engine is made once per practice.
  const initial = useRef({ timeline, show, onView });

  useEffect(() => {
    const box = frame.current;
    if (box === null) return;
    // Fresh canvases for each engine: a canvas handed to the map's worker is the worker's for
    // good, so another practice (or React's second run of an effect in development) needs new ones.
    const canvas = document.createElement('canvas');
    canvas.className = 'field-canvas';
    const labels = document.createElement('canvas');
    labels.className = 'field-labels';
    box.prepend(canvas, labels);
    let canvases = [canvas, labels];
    const made = new MapController(
      canvas,
      labels,
      sessionId,
      initial.current.timeline,
      initial.current.show,
      (view) => {
        initial.current.onView(view);
        setZoom(view.zoom);
      },
      // The worker failed: its canvases go with it, the page draws on a fresh one (text too).
      () => {
        for (const c of canvases) c.remove();
        const fresh = document.createElement('canvas');
        fresh.className = 'field-canvas';
        box.prepend(fresh);
        canvases = [fresh];
        setOnPage(sessionId);
        return fresh;
      },
    );
    if (navigator.webdriver) window.__map = made.probe;
    setController(made);
    onController(made);
    return () => {
      onController(null);
      if (window.__map === made.probe) delete window.__map;
      made.destroy();
      for (const c of canvases) c.remove();
    };
  }, [sessionId, onController]);

  // The canvas follows its frame's size.
  useEffect(() => {
    const box = frame.current;
    if (controller === null || box === null) return;
    const fit = () => {
      controller.resize(box.clientWidth, box.clientHeight);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => {
      observer.disconnect();
    };
  }, [controller]);

  // The field or practice area, with its image once loaded.
  useEffect(() => {
    if (controller === null) return;
    controller.setField(field, null);
    if (field.image === null) return;
    const image = new Image();
    let current = true;
    image.onload = () => {
      if (current) controller.setField(field, image);
    };
    image.src = field.image;
    return () => {
      current = false;
    };
  }, [controller, field]);

  const viewport = (): Viewport => ({
    widthCss: frame.current?.clientWidth ?? 0,
    heightCss: frame.current?.clientHeight ?? 0,
    fieldWidthYd: field.widthYd,
    fieldHeightYd: field.heightYd,
  });

  const zoomBy = (factor: number, xCss?: number, yCss?: number) => {
    if (controller === null) return;
    const v = viewport();
    const camera = zoomAbout(
      controller.renderer.camera,
      v,
      factor,
      xCss ?? v.widthCss / 2,
      yCss ?? v.heightCss / 2,
    );
    controller.setCamera(camera);
    setZoom(camera.zoom);
  };

  // The wheel zooms the map, not the page: a passive listener could not stop the scroll.
  useEffect(() => {
    const box = frame.current;
    if (box === null) return;
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = box.getBoundingClientRect();
      zoomBy(e.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, e.clientX - rect.left, e.clientY - rect.top);
    };
    box.addEventListener('wheel', wheel, { passive: false });
    return () => {
      box.removeEventListener('wheel', wheel);
    };
  });

  return (
    <div className="field-map">
      <div
        ref={frame}
        className="field-frame"
        role="img"
        aria-label="Field map"
        onPointerDown={(e) => {
          drag.current = { x: e.clientX, y: e.clientY, moved: false };
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={(e) => {
          const start = drag.current;
          if (start === null || controller === null) return;
          const dx = e.clientX - start.x;
          const dy = e.clientY - start.y;
          if (!start.moved && Math.hypot(dx, dy) < 4) return;
          controller.setCamera(panBy(controller.renderer.camera, viewport(), dx, dy));
          drag.current = { x: e.clientX, y: e.clientY, moved: true };
        }}
        onPointerUp={(e) => {
          const start = drag.current;
          drag.current = null;
          if (start === null || start.moved || controller === null) return;
          const rect = e.currentTarget.getBoundingClientRect();
          const id = controller.renderer.pick(e.clientX - rect.left, e.clientY - rect.top);
          if (id !== null) onPick(id);
        }}
      ></div>
      {onPage === sessionId && (
        <p className="map-notice" role="status">
          Drawn without the GPU worker (Canvas 2D on the page): the map may be slower.
        </p>
      )}
      <div className="map-zoom" role="group" aria-label="Zoom">
        <button
          type="button"
          aria-label="Zoom in"
          disabled={zoom >= MAX_ZOOM}
          onClick={() => {
            zoomBy(ZOOM_STEP);
          }}
        >
          +
        </button>
        <output aria-label="Zoom level">{zoom.toFixed(1)}×</output>
        <button
          type="button"
          aria-label="Zoom out"
          disabled={zoom <= MIN_ZOOM}
          onClick={() => {
            zoomBy(1 / ZOOM_STEP);
          }}
        >
          −
        </button>
        <button
          type="button"
          onClick={() => {
            if (controller === null) return;
            controller.setCamera(wholeField(viewport()));
            setZoom(MIN_ZOOM);
          }}
        >
          Whole field
        </button>
      </div>
    </div>
  );
}
