import { describe, expect, it } from 'vitest';
import { NEW_AREA, addBodyOf, areaDraft, editBodyOf, rectOf, type StoredArea } from './areaDraft';

const IMAGE = 'data:image/png;base64,AAAA';
const loaded = {
  ...NEW_AREA,
  areaName: ' Lower Grass ',
  image: IMAGE,
  imageSize: { width: 800, height: 400 },
};

describe('the practice area draft', () => {
  it('clamps the rectangle to the image and puts its corners in order', () => {
    expect(rectOf({ ...loaded, rect: { x0: '900', y0: '', x1: '100', y1: '50.5' } })).toEqual({
      x0: 100,
      y0: 0,
      x1: 800,
      y1: 50.5,
    });
    expect(rectOf({ ...NEW_AREA, rect: { x0: '1', y0: '1', x1: '2', y1: '2' } })).toBeNull();
  });

  it('builds an add with the image, the sizes rounded and empty places as null', () => {
    const built = addBodyOf({
      ...loaded,
      widthFt: '300.456',
      lat: '-',
      lng: '-75.5',
      rect: { x0: '10', y0: '20', x1: '700', y1: '380' },
    });
    expect(built).toEqual({
      body: {
        areaName: 'Lower Grass',
        type: 'outdoor',
        widthFt: 300.46,
        heightFt: 274,
        lat: null,
        lng: -75.5,
        image: IMAGE,
        x0: 10,
        y0: 20,
        x1: 700,
        y1: 380,
      },
    });
  });

  it('says what is missing before an add can be sent', () => {
    expect(addBodyOf({ ...NEW_AREA, areaName: 'A' })).toEqual({
      problem: 'Choose the field’s image.',
    });
    expect(addBodyOf({ ...loaded, rect: { x0: '5', y0: '5', x1: '5', y1: '90' } })).toEqual({
      problem: 'Draw the field’s rectangle on the image.',
    });
    expect(
      addBodyOf({ ...loaded, widthFt: 'wide', rect: { x0: '0', y0: '0', x1: '9', y1: '9' } }),
    ).toEqual({ problem: 'Width: a number of feet.' });
  });

  it('sends an edit its name only when renamed and its image only when replaced', () => {
    const stored: StoredArea = {
      _id: 'a1',
      areaName: 'Main Field',
      widthFt: 569,
      heightFt: 274,
      type: 'indoor',
      image: IMAGE,
      x0: 0,
      y0: 0,
      x1: 100,
      y1: 50,
      lat: 39.9,
      lng: null,
    };
    const draft = { ...areaDraft(stored), imageSize: { width: 200, height: 100 } };
    expect(draft).toMatchObject({ type: 'indoor', lat: '39.9', lng: '', rect: { x1: '100' } });
    const same = editBodyOf(draft, stored);
    expect(same).toEqual({
      body: {
        type: 'indoor',
        widthFt: 569,
        heightFt: 274,
        lat: 39.9,
        lng: null,
        x0: 0,
        y0: 0,
        x1: 100,
        y1: 50,
      },
    });
    const renamed = editBodyOf({ ...draft, areaName: 'Main Field 2', image: 'data:x' }, stored);
    expect(renamed).toMatchObject({ body: { areaName: 'Main Field 2', image: 'data:x' } });
  });
});
