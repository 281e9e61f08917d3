// Mantine's Button as it looks, without its code: the buttons of every page's shell (the header's Log
// In, Sign Up, language and Install app; the error page's Reload) and of the landing page. Mantine's
// Button brings its loading overlay (Transition, Loader, the button group) to every first visit, for
// buttons that never load; this is its UnstyledButton with Button's rules in light-button.css
// (bench/README.md, the landing page's JavaScript budget). Buttons that load or show later (dialogs,
// the user area) keep Mantine's.
import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core'
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router'

interface LookProps {
  variant?: 'filled' | 'default' | 'subtle' | 'white'
  size?: 'sm' | 'md' | 'lg'
  /** The theme's default radius (md) unless xl. */
  radius?: 'xl'
  fullWidth?: boolean
  /** After the label, as Mantine's Button draws it (an icon). */
  rightSection?: ReactNode
}

interface DrawnProps extends LookProps {
  className?: string
  children?: ReactNode
}

/**
 * A button's props split in two: the attributes light-button.css draws by, as Mantine's Button sets
 * them (`data-variant`, …), with its inner markup; and the rest, for the element itself.
 */
function drawn<Props extends DrawnProps>(
  { variant = 'filled', size = 'sm', radius, fullWidth, rightSection, className, children, ...rest }: Props,
  disabled: boolean | undefined,
) {
  const look = {
    variant,
    size,
    mod: { radius, block: fullWidth, withRightSection: Boolean(rightSection) },
    // Mantine's press: the button moves down a pixel while held.
    className: ['light-button', !disabled && 'mantine-active', className].filter(Boolean).join(' '),
  }
  const inner = (
    <span className="light-button-inner">
      <span className="light-button-label">{children}</span>
      {rightSection ? <span className="light-button-section">{rightSection}</span> : null}
    </span>
  )
  return { look, inner, rest }
}

type LightButtonProps = LookProps &
  Omit<UnstyledButtonProps, 'variant' | 'size' | 'mod'> &
  ComponentPropsWithoutRef<'button'>

export function LightButton(props: LightButtonProps) {
  const { look, inner, rest } = drawn(props, props.disabled)
  return (
    <UnstyledButton {...look} {...rest}>
      {inner}
    </UnstyledButton>
  )
}

type LightButtonLinkProps = LookProps & Omit<UnstyledButtonProps, 'variant' | 'size' | 'mod'> & LinkProps

/** A link drawn as a button (Mantine's `<Button component={Link}>`). */
export function LightButtonLink(props: LightButtonLinkProps) {
  const { look, inner, rest } = drawn(props, false)
  return (
    <UnstyledButton component={Link} {...look} {...rest}>
      {inner}
    </UnstyledButton>
  )
}
