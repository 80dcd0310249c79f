import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop';
import { ZOOM_MAX, ZOOM_MIN, type ImageSize, type PixelArea } from './photo-crop';

export type PhotoCropperProps = {
  image: string;
  crop: Point;
  zoom: number;
  rotation: number;
  aspect: number;
  cropShape: 'round' | 'rect';
  onCropChange: (crop: Point) => void;
  onZoomChange: (zoom: number) => void;
  /** The frame in pixels of the turned image, once the person stops moving it. */
  onAreaChange: (area: PixelArea) => void;
  onImageLoaded: (natural: ImageSize) => void;
  /** The file could not be opened as an image (not one, or damaged). */
  onImageError: () => void;
};

/**
 * The crop frame over the photo (react-easy-crop): drag to move, pinch or wheel to zoom. Loaded on
 * demand by the photo dialog, so the cropper's code stays out of every page's first download.
 */
export function PhotoCropper({
  image,
  crop,
  zoom,
  rotation,
  aspect,
  cropShape,
  onCropChange,
  onZoomChange,
  onAreaChange,
  onImageLoaded,
  onImageError,
}: PhotoCropperProps) {
  return (
    <Cropper
      image={image}
      crop={crop}
      zoom={zoom}
      rotation={rotation}
      aspect={aspect}
      minZoom={ZOOM_MIN}
      maxZoom={ZOOM_MAX}
      cropShape={cropShape}
      showGrid={cropShape === 'rect'}
      restrictPosition={zoom >= 1}
      onCropChange={onCropChange}
      onZoomChange={(next) => onZoomChange(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next)))}
      onCropComplete={(_percent: Area, pixels: Area) => onAreaChange(pixels)}
      onMediaLoaded={(size: MediaSize) => onImageLoaded({ width: size.naturalWidth, height: size.naturalHeight })}
      mediaProps={{ alt: 'The photo to crop', onError: onImageError }}
      // Its stylesheet is imported by the dialog: the page's Content-Security-Policy refuses the <style> element it would add.
      disableAutomaticStylesInjection
    />
  );
}
