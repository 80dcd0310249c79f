// The crop a person chooses in the photo dialog (profile and office photos): a rectangle of the
// image turned by `rotation`, sent beside the original file; the server cuts and turns it.
import { z } from 'zod';

export const PhotoCropSchema = z.strictObject({
  x: z.number({ error: 'crop.x is a number of pixels.' }).min(0, 'crop.x is at least 0.'),
  y: z.number({ error: 'crop.y is a number of pixels.' }).min(0, 'crop.y is at least 0.'),
  width: z.number({ error: 'crop.width is a number of pixels.' }).min(1, 'crop.width is at least 1 pixel.'),
  height: z.number({ error: 'crop.height is a number of pixels.' }).min(1, 'crop.height is at least 1 pixel.'),
  rotation: z
    .number({ error: 'crop.rotation is 0, 90, 180 or 270.' })
    .int('crop.rotation is 0, 90, 180 or 270.')
    .refine((degrees) => degrees % 90 === 0, 'crop.rotation is 0, 90, 180 or 270.')
    .default(0),
});
export type PhotoCrop = z.infer<typeof PhotoCropSchema>;
