/**
 * A photo-like JPEG made from nothing (no photo is downloaded or committed for the benchmark):
 * a city at dusk — a gradient sky and lights out of focus behind towers in focus with thousands of
 * windows — with texture at two scales, as a camera's picture has: the windows' sharp edges and a
 * mid-scale mottle that survive resizing (what makes a real photo's renditions cost bytes) and a
 * fine sensor grain (what makes the original large). At 6000×4000 and quality 90 it weighs about
 * 5 MB, like a 24-megapixel camera's.
 */
import sharp from 'sharp';

/** A small deterministic random generator (mulberry32), so the same seed gives the same photo. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The background as SVG, drawn at `w`×`h`: the sky at dusk and city lights out of focus. */
function background(w: number, h: number, seed: number): string {
  const rnd = random(seed);
  const lights: string[] = [];
  const colours = ['#2dd4bf', '#f5b84b', '#ffffff', '#5eead4', '#fbbf24', '#93c5fd'];
  for (let i = 0; i < 90; i += 1) {
    const r = (0.012 + rnd() * 0.05) * w;
    lights.push(
      `<circle cx="${(rnd() * w).toFixed(0)}" cy="${(h * (0.25 + rnd() * 0.6)).toFixed(0)}" r="${r.toFixed(0)}" fill="${colours[Math.floor(rnd() * colours.length)]}" fill-opacity="${(0.18 + rnd() * 0.5).toFixed(2)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1f3a"/><stop offset="0.55" stop-color="#1d4e6e"/><stop offset="0.8" stop-color="#c97b4a"/><stop offset="1" stop-color="#3a2a3f"/></linearGradient>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(w / 220).toFixed(1)}"/></filter>
</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<g filter="url(#soft)">${lights.join('')}</g>
</svg>`;
}

/**
 * The foreground as SVG at full size, in focus: towers with thousands of lit and dark windows,
 * sharp edges at every scale, as a real photo's detail (what costs bytes in every rendition).
 */
function skyline(w: number, h: number, seed: number): string {
  const rnd = random(seed + 1);
  const shapes: string[] = [];
  const lit = ['#f8d48a', '#fbe7b5', '#9fd8e8', '#f1b25e'];
  let x = -rnd() * 0.03 * w;
  while (x < w) {
    const tw = (0.05 + rnd() * 0.07) * w;
    const th = (0.2 + rnd() * 0.32) * h;
    const top = h - th;
    const shade = ['#0a1628', '#101f36', '#0d1a2e', '#142640'][Math.floor(rnd() * 4)];
    shapes.push(
      `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${tw.toFixed(1)}" height="${th.toFixed(1)}" fill="${shade}"/>`,
    );
    const cell = (0.006 + rnd() * 0.004) * w;
    for (let wy = top + cell; wy < h - cell; wy += cell * 1.6) {
      for (let wx = x + cell * 0.6; wx < x + tw - cell; wx += cell * 1.4) {
        const on = rnd() < 0.45;
        shapes.push(
          `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="${(cell * 0.8).toFixed(1)}" height="${(cell * 1.1).toFixed(1)}" fill="${on ? lit[Math.floor(rnd() * lit.length)] : '#1c2c44'}" fill-opacity="${on ? (0.55 + rnd() * 0.45).toFixed(2) : '0.9'}"/>`,
        );
      }
    }
    x += tw * (0.85 + rnd() * 0.4);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${shapes.join('')}</svg>`;
}

/** Gaussian noise as a 3-channel raw layer, drawn at `w`×`h` and resized to `outW`×`outH`. */
async function noise(w: number, h: number, outW: number, outH: number, sigma: number) {
  const { data, info } = await sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const resized = await sharp(data, {
    raw: { width: info.width, height: info.height, channels: 3 },
  })
    .resize(outW, outH, { kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    input: resized.data,
    raw: { width: outW, height: outH, channels: 3 as const },
    blend: 'soft-light' as const,
  };
}

export type PhotoOptions = {
  width: number;
  height: number;
  quality?: number;
  seed?: number;
  grainSigma?: number;
};

/** The photo as a JPEG. */
export async function syntheticPhoto({
  width,
  height,
  quality = 90,
  seed = 7,
  grainSigma = 14,
}: PhotoOptions): Promise<Buffer> {
  // The background is drawn at up to 1600 px wide and enlarged (out of focus, it needs no more);
  // the skyline is drawn at full size.
  const drawW = Math.min(width, 1600);
  const drawH = Math.round((drawW * height) / width);
  const base = await sharp(Buffer.from(background(drawW, drawH, seed)))
    .resize(width, height, { kernel: 'cubic' })
    .composite([
      {
        input: await sharp(Buffer.from(skyline(width, height, seed)), { limitInputPixels: false })
          .png({ compressionLevel: 0 })
          .toBuffer(),
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  const mottle = await noise(
    Math.max(8, Math.round(width / 4)),
    Math.max(8, Math.round(height / 4)),
    width,
    height,
    16,
  );
  const grain = await noise(
    Math.round(width / 2),
    Math.round(height / 2),
    width,
    height,
    grainSigma,
  );
  return sharp(base, { raw: { width, height, channels: 3 } })
    .composite([mottle, grain])
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
