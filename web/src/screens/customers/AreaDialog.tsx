/**
 * The practice area editor (03 §2 Customers, §3 Practice area, §5 Practice areas, 'Practice
 * area editor'): Create for a new area, Save for a stored one, Cancel. The venue (when adding),
 * the name (unique among the team's areas: 'There is already a field with that name.'), indoor
 * or outdoor, the size in feet, the place, the field's image (4 MB at most: 'Images must be
 * smaller than 4mb.') and, on the image shown at 550 x 240, the rectangle that is the field:
 * dragged out with the pointer or typed as four coordinates, kept inside the image and
 * axis-aligned. The practice viewer draws the image's rectangle under the players.
 */
import { useState, type PointerEvent } from 'react';
import {
  AREA_MAP_SIZE_PX,
  CALLS,
  areaImageError,
  areaNameError,
  canSubmitArea,
  isCoordinateText,
  isLatLngText,
  type VenueRow,
} from '../../../../domain';
import { Dialog } from '../../components/Dialog';
import { FormFooter } from '../../components/FormFooter';
import { call } from '../../data/api';
import {
  CORNERS,
  NEW_AREA,
  addBodyOf,
  areaDraft,
  editBodyOf,
  rectOf,
  type AreaDraft,
  type StoredArea,
} from './areaDraft';

/** Reads a file as a data URL. */
function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('the image could not be read'));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('the image could not be read'));
    };
    reader.readAsDataURL(file);
  });
}

/** How the image fits the 550 x 240 editor: its scale and offset (contained, centred). */
function fitOf(size: { width: number; height: number }) {
  const scale = Math.min(
    AREA_MAP_SIZE_PX.width / size.width,
    AREA_MAP_SIZE_PX.height / size.height,
  );
  return {
    scale,
    left: (AREA_MAP_SIZE_PX.width - size.width * scale) / 2,
    top: (AREA_MAP_SIZE_PX.height - size.height * scale) / 2,
  };
}

export function AreaDialog({
  venues,
  area,
  teamAreaNames,
  onClose,
  onSaved,
}: {
  /** The team's venues; an edit keeps its own. */
  venues: readonly VenueRow[];
  /** The area to edit, with its venue; undefined adds one. */
  area: { readonly siteId: string; readonly stored: StoredArea } | undefined;
  /** The names of the team's areas (the edited one's among them). */
  teamAreaNames: readonly string[];
  onClose: () => void;
  onSaved: (name: string, added: boolean) => void;
}) {
  const adding = area === undefined;
  const [siteId, setSiteId] = useState(area?.siteId ?? venues[0]?.siteId ?? '');
  const [draft, setDraft] = useState<AreaDraft>(() =>
    area === undefined ? NEW_AREA : areaDraft(area.stored),
  );
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (change: Partial<AreaDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
  };

  const nameProblem = areaNameError(draft.areaName, teamAreaNames, area?.stored.areaName);
  const built = adding ? addBodyOf(draft) : editBodyOf(draft, area.stored);
  const problem = !canSubmitArea(draft.areaName)
    ? 'Name the area.'
    : (nameProblem ?? ('problem' in built ? built.problem : null));
  const rect = rectOf(draft);
  const fit = draft.imageSize === null ? null : fitOf(draft.imageSize);

  /** The image pixel under a pointer, clamped to the image. */
  const pixelAt = (event: PointerEvent<HTMLDivElement>): { x: number; y: number } | null => {
    if (fit === null || draft.imageSize === null) return null;
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
    return {
      x: Math.round(
        clamp((event.clientX - box.left - fit.left) / fit.scale, draft.imageSize.width),
      ),
      y: Math.round(clamp((event.clientY - box.top - fit.top) / fit.scale, draft.imageSize.height)),
    };
  };
  const dragTo = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    set({
      rect: { x0: String(from.x), y0: String(from.y), x1: String(to.x), y1: String(to.y) },
    });
  };

  const save = async () => {
    if (problem !== null || 'problem' in built) return;
    setPending(true);
    setError(null);
    try {
      if (adding) {
        const add = addBodyOf(draft);
        if ('body' in add) await call(CALLS.addPracticeArea, { siteId }, { body: add.body });
      } else {
        const edit = editBodyOf(draft, area.stored);
        if ('body' in edit)
          await call(
            CALLS.editPracticeArea,
            { siteId: area.siteId, areaId: area.stored._id },
            { body: edit.body },
          );
      }
      onSaved(draft.areaName.trim(), adding);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setPending(false);
    }
  };

  return (
    <Dialog
      title={adding ? 'Add New Area' : `Edit ${area.stored.areaName}`}
      className="area-dialog"
      busy={pending}
      locked={pending}
      onClose={onClose}
      footer={
        <FormFooter
          problem={problem}
          ready={problem === null}
          pending={pending}
          submitLabel={adding ? 'Create' : 'Save'}
          onCancel={onClose}
          onSubmit={() => void save()}
        />
      }
    >
      <div className="area-form">
        <label>
          Venue
          <select
            value={siteId}
            disabled={!adding || pending}
            onChange={(e) => {
              setSiteId(e.target.value);
            }}
          >
            {venues.map((v) => (
              <option key={v.siteId} value={v.siteId}>
                {v.siteName}
              </option>
            ))}
          </select>
        </label>
        <label>
          Name
          <input
            value={draft.areaName}
            maxLength={60}
            disabled={pending}
            className={nameProblem === null ? undefined : 'missing'}
            onChange={(e) => {
              set({ areaName: e.target.value });
            }}
          />
        </label>
        <label>
          Type
          <select
            value={draft.type}
            disabled={pending}
            onChange={(e) => {
              set({ type: e.target.value === 'indoor' ? 'indoor' : 'outdoor' });
            }}
          >
            <option value="outdoor">Outdoor</option>
            <option value="indoor">Indoor</option>
          </select>
        </label>
        <label>
          Width (ft)
          <input
            inputMode="decimal"
            value={draft.widthFt}
            disabled={pending}
            onChange={(e) => {
              set({ widthFt: e.target.value });
            }}
          />
        </label>
        <label>
          Height (ft)
          <input
            inputMode="decimal"
            value={draft.heightFt}
            disabled={pending}
            onChange={(e) => {
              set({ heightFt: e.target.value });
            }}
          />
        </label>
        <label>
          Latitude
          <input
            inputMode="decimal"
            value={draft.lat}
            disabled={pending}
            onChange={(e) => {
              if (isLatLngText(e.target.value)) set({ lat: e.target.value });
            }}
          />
        </label>
        <label>
          Longitude
          <input
            inputMode="decimal"
            value={draft.lng}
            disabled={pending}
            onChange={(e) => {
              if (isLatLngText(e.target.value)) set({ lng: e.target.value });
            }}
          />
        </label>
        <label className="wide">
          Image (PNG, JPEG or WebP, 4 MB at most)
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={pending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file === undefined) return;
              const tooLarge = areaImageError(file.size);
              setImageProblem(tooLarge);
              if (tooLarge !== null) {
                e.target.value = '';
                return;
              }
              readDataUrl(file).then(
                (image) => {
                  set({ image, imageSize: null, rect: { x0: '', y0: '', x1: '', y1: '' } });
                },
                (failure: unknown) => {
                  setImageProblem(String(failure));
                },
              );
            }}
          />
        </label>
      </div>
      {imageProblem !== null && (
        <p className="form-error" role="alert">
          {imageProblem}
        </p>
      )}
      <div
        className="area-map"
        role="img"
        aria-label="Area map"
        style={{ width: AREA_MAP_SIZE_PX.width, height: AREA_MAP_SIZE_PX.height }}
        onPointerDown={(e) => {
          const at = pixelAt(e);
          if (at === null || pending) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          setDrag(at);
          dragTo(at, at);
        }}
        onPointerMove={(e) => {
          const at = pixelAt(e);
          if (drag !== null && at !== null) dragTo(drag, at);
        }}
        onPointerUp={() => {
          setDrag(null);
        }}
      >
        {draft.image === '' ? (
          <span className="area-map-empty">Choose an image of the field</span>
        ) : (
          <img
            src={draft.image}
            alt=""
            draggable={false}
            onLoad={(e) => {
              const { naturalWidth: width, naturalHeight: height } = e.currentTarget;
              setDraft((d) => ({ ...d, imageSize: { width, height } }));
            }}
          />
        )}
        {rect !== null && fit !== null && rect.x1 > rect.x0 && rect.y1 > rect.y0 && (
          <div
            className="area-rect"
            style={{
              left: fit.left + rect.x0 * fit.scale,
              top: fit.top + rect.y0 * fit.scale,
              width: (rect.x1 - rect.x0) * fit.scale,
              height: (rect.y1 - rect.y0) * fit.scale,
            }}
          />
        )}
      </div>
      <div className="area-corners">
        {CORNERS.map((corner) => (
          <label key={corner}>
            {corner}
            <input
              aria-label={`Corner ${corner}`}
              inputMode="decimal"
              value={draft.rect[corner]}
              disabled={pending || draft.imageSize === null}
              onChange={(e) => {
                const value = e.target.value;
                if (isCoordinateText(value)) set({ rect: { ...draft.rect, [corner]: value } });
              }}
              onBlur={() => {
                const r = rectOf(draft);
                if (r !== null)
                  set({
                    rect: {
                      x0: String(r.x0),
                      y0: String(r.y0),
                      x1: String(r.x1),
                      y1: String(r.y1),
                    },
                  });
              }}
            />
          </label>
        ))}
        {draft.imageSize !== null && (
          <span className="muted">
            Image {draft.imageSize.width} × {draft.imageSize.height} px
          </span>
        )}
      </div>
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
