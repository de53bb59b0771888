import { Box } from '@chargevalet/platform';

interface HeroIllustrationProps {
  label: string;
}

/** Inline SVG of a car at a charging station (no external images). */
export function HeroIllustration({ label }: HeroIllustrationProps) {
  return (
    <Box asChild w="100%" maxW="460px" h="auto" mx="auto">
      <svg viewBox="0 0 460 300" role="img" aria-label={label} xmlns="http://www.w3.org/2000/svg">
        <title>{label}</title>
        <defs>
          <linearGradient id="cv-hero-car" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f4fbf8" />
            <stop offset="1" stopColor="#cfe9df" />
          </linearGradient>
          <linearGradient id="cv-hero-glow" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#d4f34a" stopOpacity="0.55" />
            <stop offset="1" stopColor="#d4f34a" stopOpacity="0" />
          </linearGradient>
        </defs>
        <ellipse cx="230" cy="262" rx="210" ry="18" fill="#000" opacity="0.18" />
        <circle cx="330" cy="90" r="80" fill="url(#cv-hero-glow)" />
        {/* charging station */}
        <rect x="360" y="70" width="62" height="186" rx="12" fill="#f4fbf8" />
        <rect x="370" y="84" width="42" height="34" rx="6" fill="#043123" />
        <path d="M393 90 l-10 14 h8 l-4 10 l12 -15 h-8 z" fill="#d4f34a" />
        <rect x="374" y="132" width="34" height="6" rx="3" fill="#9ccfbd" />
        <rect x="374" y="146" width="22" height="6" rx="3" fill="#9ccfbd" />
        <path d="M362 170 C 320 175, 318 230, 282 214" stroke="#f4fbf8" strokeWidth="8" fill="none" strokeLinecap="round" />
        <rect x="266" y="204" width="22" height="16" rx="4" fill="#d4f34a" />
        {/* car body */}
        <path
          d="M40 214 C 40 190, 58 178, 84 174 L 126 132 C 136 122, 150 116, 166 116 L 238 116 C 256 116, 270 122, 282 134 L 318 172 C 344 176, 352 190, 352 214 L 352 228 C 352 236, 346 242, 338 242 L 54 242 C 46 242, 40 236, 40 228 Z"
          fill="url(#cv-hero-car)"
        />
        <path d="M138 140 C 144 134, 152 130, 162 130 L 198 130 L 198 172 L 106 172 Z" fill="#043123" opacity="0.85" />
        <path d="M212 130 L 236 130 C 248 130, 258 134, 266 142 L 296 172 L 212 172 Z" fill="#043123" opacity="0.85" />
        <rect x="58" y="192" width="24" height="10" rx="5" fill="#d4f34a" />
        <rect x="318" y="192" width="22" height="10" rx="5" fill="#f2b84b" />
        <circle cx="110" cy="242" r="30" fill="#10302f" />
        <circle cx="110" cy="242" r="13" fill="#cfe9df" />
        <circle cx="286" cy="242" r="30" fill="#10302f" />
        <circle cx="286" cy="242" r="13" fill="#cfe9df" />
        {/* battery badge */}
        <rect x="150" y="60" width="96" height="40" rx="10" fill="#043123" stroke="#d4f34a" strokeWidth="3" />
        <rect x="246" y="72" width="8" height="16" rx="3" fill="#d4f34a" />
        <rect x="158" y="68" width="20" height="24" rx="4" fill="#d4f34a" />
        <rect x="182" y="68" width="20" height="24" rx="4" fill="#d4f34a" />
        <rect x="206" y="68" width="20" height="24" rx="4" fill="#d4f34a" opacity="0.75" />
        <rect x="230" y="68" width="10" height="24" rx="3" fill="#d4f34a" opacity="0.35" />
      </svg>
    </Box>
  );
}
