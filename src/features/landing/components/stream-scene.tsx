// The hero's stream window (Cardcast original art: a stylised game scene seen through a stream), inline
// rather than an <img>: it paints with the prerendered HTML and is never the page's largest paint to
// wait for.
import { useId } from 'react'

export function StreamScene({ className }: { className?: string }) {
  // Gradient ids are document-wide: a prefix of its own keeps them apart from any other SVG's.
  const id = useId()
  return (
    <svg
      className={className}
      viewBox="0 0 640 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#140c3a" />
          <stop offset=".55" stopColor="#3b1f7a" />
          <stop offset="1" stopColor="#c2255c" />
        </linearGradient>
        <linearGradient id={`${id}-sun`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe066" />
          <stop offset="1" stopColor="#ff6b6b" />
        </linearGradient>
        <linearGradient id={`${id}-ground`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1a0f45" />
          <stop offset="1" stopColor="#07041a" />
        </linearGradient>
        <clipPath id={`${id}-sunClip`}>
          <rect x="0" y="0" width="640" height="262" />
        </clipPath>
      </defs>
      <rect width="640" height="400" fill={`url(#${id}-sky)`} />
      <g fill="#fff" opacity=".7">
        <circle cx="60" cy="48" r="1.4" />
        <circle cx="140" cy="90" r="1" />
        <circle cx="212" cy="36" r="1.6" />
        <circle cx="420" cy="58" r="1.2" />
        <circle cx="520" cy="30" r="1.5" />
        <circle cx="590" cy="96" r="1" />
        <circle cx="300" cy="74" r="1" />
        <circle cx="36" cy="130" r="1.1" />
        <circle cx="612" cy="150" r="1.2" />
      </g>
      <g clipPath={`url(#${id}-sunClip)`}>
        <circle cx="320" cy="250" r="96" fill={`url(#${id}-sun)`} />
        <g fill="#3b1f7a">
          <rect x="200" y="200" width="240" height="6" />
          <rect x="200" y="220" width="240" height="9" />
          <rect x="200" y="242" width="240" height="12" />
        </g>
      </g>
      <path
        d="M0 262 L90 186 L150 226 L230 150 L300 222 L360 190 L430 238 L520 160 L640 250 L640 262 Z"
        fill="#2a165f"
        opacity=".95"
      />
      <path
        d="M0 262 L70 222 L140 248 L210 210 L280 250 L380 226 L470 252 L560 214 L640 262 Z"
        fill="#1d1050"
      />
      <rect y="262" width="640" height="138" fill={`url(#${id}-ground)`} />
      <g stroke="#f06595" strokeOpacity=".55" strokeWidth="1.5" fill="none">
        <path d="M0 276 H640 M0 296 H640 M0 324 H640 M0 362 H640" />
        <path d="M320 262 L320 400 M320 262 L200 400 M320 262 L80 400 M320 262 L-40 400 M320 262 L440 400 M320 262 L560 400 M320 262 L680 400" />
      </g>
      <g transform="translate(28 352)">
        <rect width="150" height="12" rx="6" fill="#000" opacity=".35" />
        <rect width="108" height="12" rx="6" fill="#51cf66" />
      </g>
      <g transform="translate(520 342)" fill="none" stroke="#fff" strokeOpacity=".8" strokeWidth="2">
        <circle cx="46" cy="20" r="16" />
        <path d="M46 0v10M46 30v10M26 20h10M56 20h10" />
      </g>
    </svg>
  )
}
