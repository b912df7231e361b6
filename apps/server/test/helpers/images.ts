import sharp from 'sharp';

/** A small real PNG. */
export const pngImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF metadata (camera model and a GPS-like comment) that uploads must strip. */
export const jpegWithMetadata = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'Spy 3000', ImageDescription: 'home address here' } })
    .jpeg()
    .toBuffer();
