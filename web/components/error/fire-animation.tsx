/** A small burning campfire drawn in SVG; the flames flicker unless reduced motion is asked for. */
export function FireAnimation() {
  return (
    <svg viewBox="0 0 120 120" className="h-40 w-40" role="img" aria-hidden="true">
      <defs>
        <radialGradient id="fire-glow" cx="50%" cy="70%" r="50%">
          <stop offset="0%" stopColor="#ffd23f" stopOpacity="0.55" />
          <stop offset="100%" stopColor="#ffd23f" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="60" cy="78" r="48" fill="url(#fire-glow)" className="animate-pulse" />
      <g className="origin-[60px_96px] animate-[flicker_1.6s_ease-in-out_infinite]">
        <path
          d="M60 18c10 18 30 30 30 52a30 30 0 0 1-60 0c0-14 8-22 14-30 2 8 6 12 10 14-2-14 0-26 6-36z"
          fill="#ff4d4d"
        />
      </g>
      <g className="origin-[60px_96px] animate-[flicker_1.2s_ease-in-out_infinite_reverse]">
        <path
          d="M60 44c6 10 18 18 18 32a18 18 0 0 1-36 0c0-8 5-13 9-18 1 5 4 8 6 9-1-9 0-16 3-23z"
          fill="#ffd23f"
        />
      </g>
      <rect x="26" y="96" width="68" height="9" rx="4.5" fill="#053741" transform="rotate(-8 60 100)" />
      <rect x="26" y="96" width="68" height="9" rx="4.5" fill="#0b4d5a" transform="rotate(8 60 100)" />
    </svg>
  );
}
