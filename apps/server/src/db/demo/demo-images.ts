import { DEMO_BANNERS, DEMO_NEWS } from './demo-content.ts';

/**
 * The demo world's pictures, drawn as SVG so they ship with the code (static/demo) and no page
 * loads anything from elsewhere. They carry no text: the portal lays the translated title over
 * them. write-demo-images.ts writes the files; a test checks they match this code.
 */
type Motif = 'trophy' | 'ticket' | 'wheel' | 'chat' | 'wrench' | 'patch' | 'star' | 'megaphone' | 'ball';

const PALETTES: readonly [string, string, string][] = [
  ['#0b3d2e', '#1f8a4c', '#f5c542'],
  ['#101c4a', '#2f5bd3', '#7fd1ff'],
  ['#3a0f3f', '#a3307a', '#ffb86b'],
  ['#1c1c28', '#3d4e8a', '#5eead4'],
  ['#3b1d0c', '#c2551b', '#ffe08a'],
  ['#082f49', '#0e7490', '#a7f3d0'],
];

function pitch(width: number, height: number): string {
  const cx = width / 2;
  const cy = height / 2;
  const r = height * 0.18;
  const box = height * 0.55;
  return `<g fill="none" stroke="#ffffff" stroke-opacity="0.16" stroke-width="4">
  <rect x="24" y="24" width="${width - 48}" height="${height - 48}" rx="6"/>
  <line x1="${cx}" y1="24" x2="${cx}" y2="${height - 24}"/>
  <circle cx="${cx}" cy="${cy}" r="${r}"/>
  <rect x="24" y="${cy - box / 2}" width="${width * 0.12}" height="${box}"/>
  <rect x="${width - 24 - width * 0.12}" y="${cy - box / 2}" width="${width * 0.12}" height="${box}"/>
</g>`;
}

function motif(kind: Motif, x: number, y: number, size: number, accent: string): string {
  const s = size / 100;
  const at = `transform="translate(${x} ${y}) scale(${s})"`;
  const shapes: Record<Motif, string> = {
    trophy: `<path d="M20 0h60v30c0 22-13 38-30 40-17-2-30-18-30-40z"/><path d="M38 70h24v14H38zM26 84h48v12H26z"/><path d="M20 6H4v10c0 14 8 22 18 24M80 6h16v10c0 14-8 22-18 24" fill="none" stroke="${accent}" stroke-width="6"/>`,
    ticket: `<path d="M0 20h100v18a12 12 0 0 0 0 24v18H0V62a12 12 0 0 0 0-24z"/><path d="M66 24v52" stroke="#000" stroke-opacity="0.25" stroke-width="4" stroke-dasharray="6 6"/>`,
    wheel: `<circle cx="50" cy="50" r="48"/><g stroke="#000" stroke-opacity="0.25" stroke-width="4"><path d="M50 2v96M2 50h96M16 16l68 68M84 16L16 84"/></g><circle cx="50" cy="50" r="10" fill="#000" fill-opacity="0.3"/>`,
    chat: `<path d="M8 8h84a8 8 0 0 1 8 8v50a8 8 0 0 1-8 8H40L18 94V74H8a8 8 0 0 1-8-8V16a8 8 0 0 1 8-8z"/>`,
    wrench: `<path d="M70 4a26 26 0 0 0-24 34L4 80l16 16 42-42A26 26 0 0 0 96 30L80 46 62 38 54 20 70 4z"/>`,
    patch: `<rect x="14" y="14" width="72" height="72" rx="14" transform="rotate(45 50 50)"/><circle cx="50" cy="50" r="14" fill="#000" fill-opacity="0.25"/>`,
    star: `<path d="M50 2l14 32 34 3-26 22 8 34-30-18-30 18 8-34L2 37l34-3z"/>`,
    megaphone: `<path d="M4 36h22l52-30v88L26 64H4z"/><path d="M22 64l10 30h14l-8-30" />`,
    ball: `<circle cx="50" cy="50" r="48"/><path d="M50 28l20 14-8 24H38l-8-24z" fill="#000" fill-opacity="0.35"/>`,
  };
  return `<g ${at} fill="${accent}">${shapes[kind]}</g>`;
}

function artwork(width: number, height: number, paletteIndex: number, kind: Motif): string {
  const [dark, mid, accent] = PALETTES[paletteIndex % PALETTES.length] ??
    PALETTES[0] ?? ['#000', '#333', '#fff'];
  const id = `g${paletteIndex}`;
  const size = height * 0.42;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-hidden="true">
<defs>
  <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${dark}"/>
    <stop offset="1" stop-color="${mid}"/>
  </linearGradient>
  <radialGradient id="${id}l" cx="0.78" cy="0.3" r="0.6">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#${id})"/>
${pitch(width, height)}
<g fill="#ffffff" fill-opacity="0.06">
  <path d="M${width * 0.45} 0h${width * 0.08}L${width * 0.38} ${height}h-${width * 0.08}z"/>
  <path d="M${width * 0.6} 0h${width * 0.04}L${width * 0.5} ${height}h-${width * 0.04}z"/>
</g>
<rect width="${width}" height="${height}" fill="url(#${id}l)"/>
${motif(kind, width * 0.72 - size / 2, height / 2 - size / 2, size, accent)}
</svg>
`;
}

const NEWS_MOTIF: Record<string, Motif> = {
  Event: 'trophy',
  Announcement: 'megaphone',
  Patch: 'patch',
  Update: 'star',
  Maintenance: 'wrench',
};
const BANNER_MOTIF: Record<string, Motif> = {
  'season-12': 'trophy',
  'ticket-packs': 'ticket',
  'team-event': 'ball',
  'spin-wheel': 'wheel',
  telegram: 'chat',
};

/** Every demo image as [path under static/demo, SVG text]. */
export function demoImages(): [string, string][] {
  const files: [string, string][] = [];
  DEMO_NEWS.forEach((item, i) => {
    files.push([`news/${item.slug}.svg`, artwork(1200, 675, i, NEWS_MOTIF[item.tag] ?? 'ball')]);
  });
  DEMO_BANNERS.forEach((item, i) => {
    files.push([`banners/${item.slug}.svg`, artwork(1600, 600, i + 2, BANNER_MOTIF[item.slug] ?? 'ball')]);
  });
  files.push([
    'placeholder.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-hidden="true">
<rect width="1200" height="675" fill="#2a2f3a"/>
<g fill="none" stroke="#8a93a6" stroke-width="14" stroke-linejoin="round">
  <rect x="480" y="250" width="240" height="175" rx="16"/>
  <path d="M500 405l70-80 50 55 35-35 45 60"/>
</g>
<circle cx="650" cy="295" r="18" fill="#8a93a6"/>
</svg>
`,
  ]);
  return files;
}
