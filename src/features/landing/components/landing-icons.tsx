// Stroke icons of the landing page's first screen (the hero and its demo card), drawn inline (24×24,
// currentColor): no icon package on the critical path. The lower sections' own are in
// section-icons.tsx, in their chunk: the first visit does not load them.
import { Icon, type IconProps } from '../../../components/icon'

export const CheckIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
)
export const ArrowRightIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
)
export const FlipIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <path d="M4 12a8 8 0 0 1 13.7-5.6L20 8.5" />
    <path d="M20 4v4.5h-4.5" />
    <path d="M20 12a8 8 0 0 1-13.7 5.6L4 15.5" />
    <path d="M4 20v-4.5h4.5" />
  </Icon>
)
export const CrosshairIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <circle cx="12" cy="12" r="7.5" />
    <circle cx="12" cy="12" r="2" />
    <path d="M12 1.5v5M12 17.5v5M1.5 12h5M17.5 12h5" />
  </Icon>
)
export const HourglassIcon = (p: IconProps) => (
  <Icon size={24} {...p}>
    <path d="M6.5 3h11M6.5 21h11" />
    <path d="M7.5 3v3.2a4 4 0 0 0 1.6 3.2L12 12l2.9-2.6a4 4 0 0 0 1.6-3.2V3" />
    <path d="M7.5 21v-3.2a4 4 0 0 1 1.6-3.2L12 12l2.9 2.6a4 4 0 0 1 1.6 3.2V21" />
  </Icon>
)
