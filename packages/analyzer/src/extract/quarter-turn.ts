import { sharpFromGray, toGray, type Box, type GrayImage } from './gray-image';

/** A clockwise turn in degrees: the one applied to a page image so its text reads the right way up. */
export type QuarterTurn = 0 | 90 | 180 | 270;

/** The image turned clockwise by `turn` (exact: a quarter turn moves pixels, it does not resample them). */
export async function turnGray(image: GrayImage, turn: QuarterTurn): Promise<GrayImage> {
  if (turn === 0) return image;
  return toGray(sharpFromGray(image).rotate(turn));
}

/**
 * Maps a box of the image turned clockwise by `turn` back to the image before the turn, whose size
 * is width x height. A turn of 90 sends (x, y) to (height - y, x); 180 to (width - x, height - y);
 * 270 to (y, width - x); each is undone here, corner by corner.
 */
export function unturnBox(box: Box, turn: QuarterTurn, width: number, height: number): Box {
  switch (turn) {
    case 0:
      return box;
    case 90:
      return { x0: box.y0, y0: height - box.x1, x1: box.y1, y1: height - box.x0 };
    case 180:
      return { x0: width - box.x1, y0: height - box.y1, x1: width - box.x0, y1: height - box.y0 };
    case 270:
      return { x0: width - box.y1, y0: box.x0, x1: width - box.y0, y1: box.x1 };
  }
}
