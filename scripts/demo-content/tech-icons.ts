/**
 * Simple generated glyphs for the technologies, each in the colours and shape people know it by
 * (drawn here, not copied: recognisable at 48 px, no trademark artwork), in a 100 × 100 box.
 */
const text = (value: string, fill: string, size: number, x = 50, y = 52, weight = 700, style = 'normal') =>
  `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans" font-weight="${weight}" font-style="${style}" font-size="${size}" fill="${fill}">${value}</text>`;

const hexagon = (fill: string, r = 44) => {
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = ((60 * i - 90) * Math.PI) / 180;
    return `${(50 + r * Math.cos(a)).toFixed(1)},${(50 + r * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

const glyphs: Record<string, string> = {
  typescript: `<rect x="8" y="8" width="84" height="84" rx="10" fill="#3178C6"/>${text('TS', '#ffffff', 34, 64, 72)}`,
  react: `<rect width="100" height="100" rx="18" fill="#20232A"/><g fill="none" stroke="#61DAFB" stroke-width="4"><ellipse cx="50" cy="50" rx="38" ry="14"/><ellipse cx="50" cy="50" rx="38" ry="14" transform="rotate(60 50 50)"/><ellipse cx="50" cy="50" rx="38" ry="14" transform="rotate(120 50 50)"/></g><circle cx="50" cy="50" r="7" fill="#61DAFB"/>`,
  nextjs: `<circle cx="50" cy="50" r="44" fill="#000000"/><path d="M36 70V30h5l26 38" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/><line x1="64" y1="30" x2="64" y2="56" stroke="#ffffff" stroke-width="6"/>`,
  figma: `<rect x="30" y="6" width="22" height="22" rx="11" fill="#F24E1E"/><rect x="30" y="6" width="11" height="22" fill="#F24E1E"/><circle cx="63" cy="17" r="11" fill="#FF7262"/><rect x="30" y="28" width="22" height="22" rx="11" fill="#A259FF"/><rect x="30" y="28" width="11" height="22" fill="#A259FF"/><circle cx="63" cy="39" r="11" fill="#1ABCFE"/><path d="M41 50h11v11a11 11 0 1 1-11-11z" fill="#0ACF83"/>`,
  nodejs: `${hexagon('#539E43')}${hexagon('#ffffff', 30)}${hexagon('#539E43', 24)}${text('JS', '#ffffff', 20)}`,
  kotlin: `<defs><linearGradient id="k" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#E44857"/><stop offset="0.5" stop-color="#C711E1"/><stop offset="1" stop-color="#7F52FF"/></linearGradient></defs><polygon points="10,10 90,10 50,50 90,90 10,90" fill="url(#k)"/>`,
  java: `<path d="M24 52h44v14a18 18 0 0 1-18 18h-8a18 18 0 0 1-18-18z" fill="#5382A1"/><path d="M68 56h6a9 9 0 0 1 0 18h-8" fill="none" stroke="#5382A1" stroke-width="5"/><path d="M18 90h58" stroke="#5382A1" stroke-width="5" stroke-linecap="round"/><path d="M40 44c-8-8 8-12 0-22M54 44c-8-8 8-12 0-22" fill="none" stroke="#E76F00" stroke-width="5" stroke-linecap="round"/>`,
  postgresql: `<circle cx="50" cy="50" r="46" fill="#336791"/><path d="M30 70V42a20 20 0 0 1 40 0v8c0 8-4 12-10 12h-4v16" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M70 44c8 0 10 6 8 10" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/><circle cx="58" cy="40" r="4" fill="#ffffff"/>`,
  kubernetes: `<polygon points="50,4 86,21 95,60 70,92 30,92 5,60 14,21" fill="#326CE5"/><circle cx="50" cy="52" r="20" fill="none" stroke="#ffffff" stroke-width="6"/><g stroke="#ffffff" stroke-width="5" stroke-linecap="round">${Array.from(
    { length: 7 },
    (_, i) => {
      const a = ((360 / 7) * i - 90) * (Math.PI / 180);
      return `<line x1="${(50 + 8 * Math.cos(a)).toFixed(1)}" y1="${(52 + 8 * Math.sin(a)).toFixed(1)}" x2="${(50 + 32 * Math.cos(a)).toFixed(1)}" y2="${(52 + 32 * Math.sin(a)).toFixed(1)}"/>`;
    },
  ).join('')}</g>`,
  kafka: `<g stroke="#231F20" stroke-width="5"><line x1="50" y1="50" x2="50" y2="16"/><line x1="50" y1="50" x2="50" y2="84"/><line x1="50" y1="50" x2="80" y2="34"/><line x1="50" y1="50" x2="80" y2="66"/></g><circle cx="50" cy="50" r="13" fill="none" stroke="#231F20" stroke-width="6"/><circle cx="50" cy="14" r="9" fill="none" stroke="#231F20" stroke-width="5"/><circle cx="50" cy="86" r="9" fill="none" stroke="#231F20" stroke-width="5"/><circle cx="82" cy="32" r="8" fill="none" stroke="#231F20" stroke-width="5"/><circle cx="82" cy="68" r="8" fill="none" stroke="#231F20" stroke-width="5"/>`,
  python: `<path d="M49 8c-20 0-19 9-19 9v10h20v4H22S8 29 8 50s12 20 12 20h7V60s0-12 12-12h20s12 0 12-11V18S72 8 49 8z" fill="#3776AB"/><circle cx="39" cy="18" r="4" fill="#ffffff"/><path d="M51 92c20 0 19-9 19-9V73H50v-4h28s14 2 14-19-12-20-12-20h-7v10s0 12-12 12H41s-12 0-12 11v19s-2 10 22 10z" fill="#FFD43B"/><circle cx="61" cy="82" r="4" fill="#ffffff"/>`,
  django: `<rect width="100" height="100" rx="18" fill="#092E20"/>${text('dj', '#ffffff', 46, 50, 46)}`,
  grafana: `<circle cx="50" cy="50" r="44" fill="#F46800"/><circle cx="50" cy="50" r="26" fill="none" stroke="#ffffff" stroke-width="8"/><circle cx="50" cy="50" r="9" fill="#ffffff"/><path d="M76 50h18" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>`,
  cpp: `${hexagon('#00599C')}${text('C++', '#ffffff', 28)}`,
  plc: `<rect width="100" height="100" rx="18" fill="#2E3440"/><g stroke="#A3BE8C" stroke-width="5"><line x1="14" y1="14" x2="14" y2="86"/><line x1="86" y1="14" x2="86" y2="86"/><line x1="14" y1="32" x2="36" y2="32"/><line x1="48" y1="32" x2="86" y2="32"/><line x1="14" y1="68" x2="36" y2="68"/><line x1="48" y1="68" x2="62" y2="68"/></g><g stroke="#ECEFF4" stroke-width="5"><line x1="36" y1="22" x2="36" y2="42"/><line x1="48" y1="22" x2="48" y2="42"/><line x1="36" y1="58" x2="36" y2="78"/><line x1="48" y1="58" x2="48" y2="78"/></g><circle cx="72" cy="68" r="9" fill="none" stroke="#ECEFF4" stroke-width="5"/>`,
  sap: `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#00B8F1"/><stop offset="1" stop-color="#1E5FBF"/></linearGradient></defs><polygon points="4,24 96,24 50,76 4,76" fill="url(#s)"/>${text('SAP', '#ffffff', 20, 36, 51)}`,
  csharp: `${hexagon('#68217A')}${text('C#', '#ffffff', 32)}`,
  dotnet: `<rect width="100" height="100" rx="18" fill="#512BD4"/>${text('.NET', '#ffffff', 26)}`,
  azure: `<polygon points="40,10 62,10 36,90 8,90" fill="#0078D4"/><polygon points="58,36 92,90 40,90 64,72" fill="#50A0E8"/>`,
  go: `<g stroke="#00ADD8" stroke-width="5" stroke-linecap="round"><line x1="4" y1="40" x2="20" y2="40"/><line x1="8" y1="52" x2="22" y2="52"/><line x1="4" y1="64" x2="18" y2="64"/></g>${text('GO', '#00ADD8', 40, 60, 54, 700, 'italic')}`,
  unreal: `<circle cx="50" cy="50" r="46" fill="#0E1128"/><circle cx="50" cy="50" r="38" fill="none" stroke="#ffffff" stroke-width="4"/>${text('U', '#ffffff', 44)}`,
  unity: `<polygon points="50,8 88,30 88,72 50,94 12,72 12,30" fill="none" stroke="#222C37" stroke-width="6" stroke-linejoin="round"/><path d="M50 50L88 30M50 50L12 30M50 50v44" stroke="#222C37" stroke-width="6"/>`,
  php: `<ellipse cx="50" cy="50" rx="47" ry="28" fill="#777BB4"/>${text('php', '#ffffff', 30, 50, 50, 700, 'italic')}`,
  vue: `<polygon points="4,12 40,12 50,30 60,12 96,12 50,92" fill="#41B883"/><polygon points="24,12 40,12 50,30 60,12 76,12 50,56" fill="#35495E"/>`,
  mysql: `<rect width="100" height="100" rx="18" fill="#00758F"/><path d="M18 70c10-30 34-44 64-40-14 4-20 12-22 22 10 2 16 8 18 18-10-8-22-8-30 0 0-10-12-12-30 0z" fill="#F29111"/>`,
  aws: `<rect width="100" height="100" rx="18" fill="#232F3E"/>${text('aws', '#ffffff', 30, 50, 44)}<path d="M22 64c18 12 40 12 56 0" fill="none" stroke="#FF9900" stroke-width="6" stroke-linecap="round"/><path d="M70 58l10 5-6 9" fill="none" stroke="#FF9900" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  powerbi: `<rect x="14" y="48" width="18" height="40" rx="4" fill="#F2C811" opacity="0.6"/><rect x="38" y="30" width="18" height="58" rx="4" fill="#F2C811" opacity="0.8"/><rect x="62" y="10" width="18" height="78" rx="4" fill="#E8A500"/>`,
  symfony: `<circle cx="50" cy="50" r="46" fill="#000000"/>${text('sf', '#ffffff', 40, 50, 48)}`,
  elasticsearch: `<path d="M14 36a38 38 0 0 1 72 0z" fill="#FEC514"/><rect x="8" y="42" width="84" height="16" rx="8" fill="#00BFB3"/><path d="M14 64h72a38 38 0 0 1-72 0z" fill="#F04E98"/>`,
  flutter: `<polygon points="58,6 84,6 30,60 17,47" fill="#54C5F8"/><polygon points="58,48 84,48 58,74 45,61" fill="#54C5F8"/><polygon points="45,61 58,74 84,100 58,100" fill="#01579B"/>`,
  firebase: `<path d="M20 82L32 10l16 30z" fill="#FFA000"/><path d="M20 82L62 20l18 62-30 16z" fill="#F57C00"/><path d="M20 82l30 16 30-16-46-42z" fill="#FFCA28"/>`,
  pytorch: `<path d="M50 8L28 30a30 30 0 1 0 44 0l-8 8a19 19 0 1 1-28 0L50 24z" fill="#EE4C2C"/><circle cx="64" cy="22" r="6" fill="#EE4C2C"/>`,
};

export function techIconSvg(slug: string, size = 256): string {
  const glyph = glyphs[slug];
  if (!glyph) throw new Error(`No icon drawn for technology ${slug}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${glyph}</svg>`;
}
