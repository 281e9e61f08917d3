// The navigation of spec section 2 ('Header and footer (user area)'), labels verbatim.

export interface NavItem {
  label: string
  to: string
}

/** Logged out: anchors of the landing page, then sign-up. */
export const publicHeaderItems: NavItem[] = [
  { label: 'Features', to: '/#features' },
  { label: 'Modules', to: '/#modules' },
  { label: 'Pricing', to: '/#plans' },
  { label: 'Contact', to: '/#contact' },
]

/** Logged in (Log Out is an action and is rendered apart). */
export const userHeaderItems: NavItem[] = [
  { label: 'Trending Cards', to: '/dashboard' },
  { label: 'Streamers', to: '/streamers' },
  { label: 'My Cards', to: '/my-cards' },
  { label: 'Card Inventory', to: '/card-inventory' },
  { label: 'Profile', to: '/profile' },
]

export const footerItems: NavItem[] = [
  { label: 'About', to: '/#features' },
  { label: 'Contact', to: '/#contact' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms & Conditions', to: '/tnc' },
]

export const socialLinks: NavItem[] = [
  { label: 'YouTube', to: 'https://youtube.com' },
  { label: 'Instagram', to: 'https://instagram.com' },
]
