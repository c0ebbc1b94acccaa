import { createHash } from 'node:crypto';

export interface FileField {
  _type: 'file';
  asset: { _type: 'reference'; _ref: string };
}

/** A clip is a slow pan over a scene; the generator renders the scene and encodes the pan. */
export const CLIP = {
  width: 640,
  height: 360,
  seconds: 8,
  fps: 15,
  sceneWidth: 1200,
  sceneHeight: 800,
} as const;

/** The pan's window at t (0 to 1), in the scene's coordinates: 16:9, four fifths wide, left to right and upwards. */
export const clipWindow = (t: number) => {
  const w = CLIP.sceneWidth * 0.8;
  const h = (w * CLIP.height) / CLIP.width;
  const spare = CLIP.sceneHeight - h;
  return { x: (CLIP.sceneWidth - w) * t, y: spare * (0.6 - t * 0.4), w, h };
};

export type PendingFile = {
  id: string;
  sha1: string;
  name: string;
} & (
  | { extension: 'webm'; mimeType: 'video/webm'; sceneSvg: string }
  | { extension: 'vtt'; mimeType: 'text/vtt'; text: string }
);

/**
 * Collects the files a dataset uses (clips and their captions). Like the images, each id hashes
 * the file's source (the scene, the caption text), so ids are known before encoding.
 */
export class FileCatalog {
  readonly pending = new Map<string, PendingFile>();

  private add(file: PendingFile): FileField {
    if (!this.pending.has(file.id)) this.pending.set(file.id, file);
    return { _type: 'file', asset: { _type: 'reference', _ref: file.id } };
  }

  clip(name: string, sceneSvg: string): FileField {
    const path = JSON.stringify([CLIP, clipWindow(0), clipWindow(1)]);
    const sha1 = createHash('sha1').update(path).update(sceneSvg).digest('hex');
    return this.add({
      id: `file-${sha1}-webm`,
      sha1,
      name,
      extension: 'webm',
      mimeType: 'video/webm',
      sceneSvg,
    });
  }

  captions(name: string, text: string): FileField {
    const sha1 = createHash('sha1').update(text).digest('hex');
    return this.add({ id: `file-${sha1}-vtt`, sha1, name, extension: 'vtt', mimeType: 'text/vtt', text });
  }
}

const timestamp = (seconds: number) => `00:00:${seconds.toFixed(3).padStart(6, '0')}`;

/** WebVTT captions: the lines share the clip's length evenly. */
export function webVtt(lines: string[]): string {
  const span = CLIP.seconds / lines.length;
  const cues = lines.map((text, i) => `${timestamp(i * span)} --> ${timestamp((i + 1) * span)}\n${text}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** The clip's first frame as SVG: the scene seen through the pan's starting window. */
export function posterSvg(sceneSvg: string): string {
  const { x, y, w, h } = clipWindow(0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CLIP.width * 2}" height="${CLIP.height * 2}" viewBox="${x} ${y} ${w} ${h}">${sceneSvg}</svg>`;
}
