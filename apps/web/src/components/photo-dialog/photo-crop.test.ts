import { describe, expect, it } from 'vitest';
import { PhotoCropSchema } from '@chairside/domain/photo-crop';
import { OFFICE_PHOTO_MAX_BYTES, OFFICE_PHOTO_TOO_LARGE_MESSAGE } from '@chairside/domain/office-rules';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE } from '@chairside/domain/resume-profile-rules';
import { cropForUpload, nextRotation, photoFileProblem } from './photo-crop';

describe('cropForUpload', () => {
  const image = { width: 900, height: 600 };

  it.each([
    [
      'a crop inside the image, as given (rounded)',
      { x: 150.4, y: 99.6, width: 400.2, height: 400 },
      0,
      { x: 150, y: 100, width: 401, height: 400, rotation: 0 },
    ],
    [
      'a frame reaching past the left and top edges (zoomed out), cut to the image',
      { x: -100, y: -50, width: 500, height: 500 },
      0,
      { x: 0, y: 0, width: 400, height: 450, rotation: 0 },
    ],
    [
      'a frame past the right and bottom edges, cut there',
      { x: 700, y: 400, width: 400, height: 400 },
      0,
      { x: 700, y: 400, width: 200, height: 200, rotation: 0 },
    ],
    [
      'a quarter turn: the image is 600 wide and 900 high',
      { x: 100, y: 250, width: 600, height: 600 },
      90,
      { x: 100, y: 250, width: 500, height: 600, rotation: 90 },
    ],
    ['a half turn keeps the size', { x: 0, y: 0, width: 900, height: 600 }, 180, { x: 0, y: 0, width: 900, height: 600, rotation: 180 }],
    [
      'rotation past a full turn or negative is brought to 0-270',
      { x: 0, y: 0, width: 10, height: 10 },
      -90,
      { x: 0, y: 0, width: 10, height: 10, rotation: 270 },
    ],
  ])('%s', (_name, area, rotation, expected) => {
    const crop = cropForUpload(area, image, rotation);
    expect(crop).toEqual(expected);
    expect(PhotoCropSchema.safeParse(crop).success).toBe(true);
  });

  it('is null when the frame holds none of the image', () => {
    expect(cropForUpload({ x: 950, y: 0, width: 100, height: 100 }, image, 0)).toBeNull();
    expect(cropForUpload({ x: -300, y: -300, width: 200, height: 200 }, image, 0)).toBeNull();
  });
});

describe('nextRotation', () => {
  it.each([
    [0, 90],
    [90, 180],
    [180, 270],
    [270, 0],
  ])('%i turns to %i', (from, to) => expect(nextRotation(from)).toBe(to));
});

describe('photoFileProblem', () => {
  it('accepts an image of exactly 5 MB', () => expect(photoFileProblem({ type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeNull());
  it("refuses 5 MB and a byte with the spec's message", () =>
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(PHOTO_TOO_LARGE_MESSAGE));
  it('refuses what is not an image', () => expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toMatch(/^This file is not an image\./));
  it('refuses a file without a type', () => expect(photoFileProblem({ type: '', size: 10 })).toMatch(/^This file is not an image\./));
  it('holds office photos to the same rule as profile photos', () => {
    expect(OFFICE_PHOTO_MAX_BYTES).toBe(PHOTO_MAX_BYTES);
    expect(OFFICE_PHOTO_TOO_LARGE_MESSAGE).toBe(PHOTO_TOO_LARGE_MESSAGE);
  });
});
