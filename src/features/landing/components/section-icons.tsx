// Stroke icons of the landing page's lower sections (24×24, currentColor), apart from the hero's
// (landing-icons.tsx): they load with the sections' chunk (lower-sections.tsx), not on the first screen.
import { Icon, type IconProps } from '../../../components/icon'

export const UserPlusIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <circle cx="9.5" cy="8" r="3.5" />
    <path d="M3 20c.6-3.6 3.2-5.6 6.5-5.6s5.9 2 6.5 5.6" />
    <path d="M18.5 8v6M15.5 11h6" />
  </Icon>
)
export const BroadcastIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <rect x="3" y="5" width="18" height="12" rx="2" />
    <path d="M8 21h8M12 17v4" />
    <path d="m10.5 8.5 4 2.5-4 2.5z" />
  </Icon>
)
export const SparkIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6.3 6.3l2.5 2.5M15.2 15.2l2.5 2.5M6.3 17.7l2.5-2.5M15.2 8.8l2.5-2.5" />
  </Icon>
)
export const CardsIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <rect x="8" y="3" width="12" height="16" rx="2" />
    <path d="M5.5 6.5 4 7.2a1.6 1.6 0 0 0-.8 2.1l4.3 9.8a1.6 1.6 0 0 0 2.1.8l1.4-.6" />
    <path d="m14 8 1 2.2 2.3.3-1.7 1.6.4 2.3-2-1.1-2 1.1.4-2.3-1.7-1.6 2.3-.3z" />
  </Icon>
)
export const CrownIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
    <path d="M5 19h14" />
  </Icon>
)
export const GavelIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <rect x="10" y="2.5" width="5" height="9" rx="1" transform="rotate(45 12.5 7)" />
    <path d="m10.2 10.3-6.6 6.6a1.5 1.5 0 0 0 2.1 2.1l6.6-6.6" />
    <path d="M13 21h8" />
  </Icon>
)
export const TimerIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <circle cx="12" cy="13" r="8" />
    <path d="M12 9v4l2.5 2.5M9.5 2.5h5M19 6l1.5-1.5" />
  </Icon>
)
export const PercentIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <path d="M19 5 5 19" />
    <circle cx="7" cy="7" r="2.5" />
    <circle cx="17" cy="17" r="2.5" />
  </Icon>
)
export const CalendarIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2" />
  </Icon>
)
export const ShieldIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <path d="M12 3 5 6v5.5c0 4.4 3 8 7 9.5 4-1.5 7-5.1 7-9.5V6z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </Icon>
)
export const HandshakeIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <path d="m2.5 11 4-4 3 1.5L12 7l3 .5 3.5-1 3 4.5" />
    <path d="m6.5 13 3.5 3.5a1.5 1.5 0 0 0 2.1 0l.4-.4M9 11.5l3.3 3.3a1.5 1.5 0 0 0 2.1 0l3.1-3.1" />
    <path d="M2.5 11 6 15M21.5 10.5 18 14.5" />
  </Icon>
)
export const GlobeIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </Icon>
)
export const ChatIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4A8 8 0 1 1 20 12z" />
    <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" />
  </Icon>
)
export const PeopleIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6.5 6.5 0 0 1 3.5 6" />
  </Icon>
)
export const SwordsIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <path d="M14.5 17.5 3 6V3h3l11.5 11.5M13 19l6-6M16 16l4 4M19 21l2-2" />
    <path d="M14.5 6.5 18 3h3v3l-3.5 3.5M5 14l4 4M7 17l-3 3M3 19l2 2" />
  </Icon>
)
