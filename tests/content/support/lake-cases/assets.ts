import type { SanityClient, SanityImageAssetDocument } from '@sanity/client';
import { isBlurhashValid } from 'blurhash';
import sharp from 'sharp';
import type { LakeCase } from './target';

/** A 60 × 40 PNG, its left half yellow and its right half blue. */
async function flag() {
  const yellow = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#facc15' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#1d4ed8' } })
    .composite([{ input: yellow, left: 0, top: 0 }])
    .removeAlpha()
    .png()
    .toBuffer();
}

/** The flag, uploaded once per client (the cases read its asset). */
const flags = new WeakMap<SanityClient, Promise<SanityImageAssetDocument>>();
function uploadedFlag(client: SanityClient) {
  let asset = flags.get(client);
  if (!asset) {
    asset = flag().then((png) => client.assets.upload('image', png, { filename: 'flag.png' }));
    flags.set(client, asset);
  }
  return asset;
}

const near = (hex: string, [r, g, b]: number[]) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return Math.abs((value >> 16) - r) + Math.abs(((value >> 8) & 255) - g) + Math.abs((value & 255) - b) < 60;
};

const imageOf = async (url: string) => {
  const response = await fetch(url);
  return { response, meta: await sharp(Buffer.from(await response.arrayBuffer())).metadata() };
};

export const assetCases: LakeCase[] = [
  {
    name: 'an image upload answers its asset document with dimensions and opacity',
    run: async ({ client, expect }) => {
      expect(await uploadedFlag(client)).toMatchObject({
        _type: 'sanity.imageAsset',
        extension: 'png',
        mimeType: 'image/png',
        originalFilename: 'flag.png',
        metadata: {
          dimensions: { width: 60, height: 40, aspectRatio: 1.5 },
          hasAlpha: false,
          isOpaque: true,
        },
      });
    },
  },
  {
    name: 'an image’s metadata has a JPEG lqip and a 4 × 3 BlurHash',
    run: async ({ client, expect }) => {
      const { metadata } = await uploadedFlag(client);
      expect(metadata.lqip).toMatch(/^data:image\/jpeg;base64,/);
      expect(isBlurhashValid(metadata.blurHash as string)).toEqual({ result: true });
      expect(metadata.blurHash).toHaveLength(4 + 2 * 12);
    },
  },
  {
    name: 'an image’s palette has Sanity’s swatches and the image’s colours',
    run: async ({ client, expect }) => {
      const { palette } = (await uploadedFlag(client)).metadata;
      expect(palette?.vibrant).toMatchObject({
        background: expect.stringMatching(/^#[0-9a-f]{6}$/),
        foreground: expect.stringMatching(/^#(000|fff)$/),
        title: expect.stringMatching(/^#(000|fff)$/),
        population: expect.any(Number),
      });
      const backgrounds = Object.values(palette ?? {})
        .filter((swatch) => typeof swatch === 'object' && swatch !== null)
        .map((swatch) => (swatch as { background: string }).background);
      expect(backgrounds.some((hex) => near(hex, [0x1d, 0x4e, 0xd8]))).toBe(true);
      expect(backgrounds.some((hex) => near(hex, [0xfa, 0xcc, 0x15]))).toBe(true);
    },
  },
  {
    name: 'an image’s url is the site’s own and loads',
    run: async ({ client, expect, siteOrigin }) => {
      const asset = await uploadedFlag(client);
      expect(asset.url).toBe(`${siteOrigin}/content-images/${asset.path}`);
      const { response, meta } = await imageOf(asset.url);
      expect(response.status).toBe(200);
      expect(meta).toMatchObject({ width: 60, height: 40 });
    },
  },
  {
    name: 'an image is resized to the width asked for (w)',
    run: async ({ client, expect }) => {
      expect((await imageOf(`${(await uploadedFlag(client)).url}?w=30`)).meta).toMatchObject({
        width: 30,
        height: 20,
      });
    },
  },
  {
    name: 'an image is converted to the format asked for (fm)',
    run: async ({ client, expect }) => {
      const { response, meta } = await imageOf(`${(await uploadedFlag(client)).url}?fm=webp`);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(meta.format).toBe('webp');
    },
  },
  {
    name: 'an image is cropped to the width and height asked for (fit=crop)',
    run: async ({ client, expect }) => {
      const { meta } = await imageOf(`${(await uploadedFlag(client)).url}?w=20&h=20&fit=crop`);
      expect(meta).toMatchObject({ width: 20, height: 20 });
    },
  },
  {
    name: 'a file upload keeps its type and extension, and is served inline from its url',
    run: async ({ client, expect, siteOrigin }) => {
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      const asset = await client.assets.upload('file', pdf, {
        filename: 'životopis.pdf',
        contentType: 'application/pdf',
      });
      expect(asset).toMatchObject({
        _type: 'sanity.fileAsset',
        mimeType: 'application/pdf',
        extension: 'pdf',
        originalFilename: 'životopis.pdf',
        url: `${siteOrigin}/content-images/${asset.path}`,
      });
      const shown = await fetch(asset.url);
      expect(shown.headers.get('content-type')).toBe('application/pdf');
      expect(shown.headers.get('content-disposition')).toBeNull();
      expect(Buffer.from(await shown.arrayBuffer())).toEqual(pdf);
    },
  },
  {
    name: 'a file is downloaded under its own name with ?dl= and under another with ?dl=name',
    run: async ({ client, expect }) => {
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
      const asset = await client.assets.upload('file', pdf, {
        filename: 'životopis.pdf',
        contentType: 'application/pdf',
      });
      expect((await fetch(`${asset.url}?dl=`)).headers.get('content-disposition')).toBe(
        `attachment; filename="_ivotopis.pdf"; filename*=UTF-8''${encodeURIComponent('životopis.pdf')}`,
      );
      expect((await fetch(`${asset.url}?dl=cv.pdf`)).headers.get('content-disposition')).toMatch(
        /^attachment; filename="cv\.pdf"/,
      );
    },
  },
  {
    name: 'an uploaded video is served in byte ranges, so a player can seek',
    run: async ({ client, expect }) => {
      const clip = Buffer.concat([Buffer.from('1a45dfa34282847765626d', 'hex'), Buffer.alloc(1000, 7)]);
      const asset = await client.assets.upload('file', clip, {
        filename: 'dilna.webm',
        contentType: 'video/webm',
      });
      const whole = await fetch(asset.url);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(whole.headers.get('content-disposition')).toBeNull();
      const part = await fetch(asset.url, { headers: { range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-type')).toBe('video/webm');
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${clip.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(clip.subarray(100, 200));
      const tail = await fetch(asset.url, { headers: { range: 'bytes=-10' } });
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(clip.subarray(clip.length - 10));
      const rest = await fetch(asset.url, { headers: { range: `bytes=${clip.length - 5}-` } });
      expect(rest.headers.get('content-range')).toBe(
        `bytes ${clip.length - 5}-${clip.length - 1}/${clip.length}`,
      );
      const past = await fetch(asset.url, { headers: { range: `bytes=${clip.length}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${clip.length}`);
    },
  },
  {
    name: 'uploaded WebVTT captions are served as text/vtt',
    run: async ({ client, expect }) => {
      const vtt = Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nRanní směna\n');
      const asset = await client.assets.upload('file', vtt, {
        filename: 'titulky.vtt',
        contentType: 'text/vtt',
      });
      const served = await fetch(asset.url);
      expect(served.headers.get('content-type')).toBe('text/vtt');
      expect(await served.text()).toBe(vtt.toString());
    },
  },
  {
    name: 'an uploaded page is never shown inline on the site’s origin',
    run: async ({ client, expect }) => {
      const page = Buffer.from('<script>alert(document.cookie)</script>');
      const asset = await client.assets.upload('file', page, {
        filename: 'page.html',
        contentType: 'text/html',
      });
      const served = await fetch(asset.url);
      expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    },
  },
  {
    name: 'a file the dataset holds no asset of is a 404',
    run: async ({ client, expect, siteOrigin }) => {
      const { projectId, dataset } = client.config();
      const missing = await fetch(
        `${siteOrigin}/content-images/files/${projectId}/${dataset}/${'0'.repeat(40)}.pdf`,
      );
      expect(missing.status).toBe(404);
    },
  },
];
